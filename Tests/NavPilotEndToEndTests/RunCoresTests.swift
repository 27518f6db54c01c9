import Foundation
import NavPilotTestSupport
import Testing

/// `navpilot run` and `navpilot explore` keep their process on the CPU core it started on, unless
/// `--all-cores`; with `-j` each child of `run` keeps to its own. The executable is run on a scenario long enough to be looked at
/// while it runs, and every thread's `Cpus_allowed_list` is read from /proc as it goes.
@Suite(
    "navpilot run: CPU cores",
    .enabled(if: FileManager.default.fileExists(atPath: "/proc/self/task"), "needs Linux's /proc"))
struct RunCoresTests {
    /// The CPUs this process may use, which a child inherits.
    static var inherited: String { (try? allowedCPUs(ofStatus: "/proc/self/status")) ?? "" }

    /// Runs `navpilot run` on a long scenario with `options` and returns every thread's CPU list at
    /// each look taken while the process lived, and its exit status.
    static func samples(
        _ options: [String], exploring: Bool = false
    ) async throws -> (samples: [[String]], status: Int32) {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let file = try folder.write(
            "long.scenario", "Session split-screen\nKey down 12000\nKey up 12000\nExpectStack feed [feed]\n")
        let arguments =
            // No time per scenario: 24,000 keys on a busy machine may take longer than the minute
            // `run` allows, and what is checked is the cores, not the time.
            exploring
            ? ["explore", "split-screen", "--steps", "6000", "--seed", "3"] : ["run", file, "--timeout", "0"]
        let child = try ChildProcess.start(try NavpilotBinary.path(), arguments + options)
        // `explore` explores in a child of its own (so that a trap can be shrunk): that one is watched.
        let watched = exploring ? try await Eventually.childProcess(of: child.pid) : child.pid
        var samples: [[String]] = []
        while child.isRunning {
            let threads = (try? FileManager.default.contentsOfDirectory(atPath: "/proc/\(watched)/task")) ?? []
            let lists = threads.compactMap { try? allowedCPUs(ofStatus: "/proc/\(watched)/task/\($0)/status") }
            if !lists.isEmpty { samples.append(lists) }
            // A look every millisecond: sampling the run, not waiting for it (the loop ends with it).
            // An async sleep: a blocked thread would starve the other tests' tasks of the pool.
            try await Task.sleep(for: .milliseconds(1))
        }
        return (samples, try child.wait())
    }

    @Test func aRunKeepsEveryThreadOnTheOneCoreItStartedOn() async throws {
        let (samples, status) = try await Self.samples([])
        #expect(status == 0)
        let pinned = samples.filter { lists in Set(lists).count == 1 && Int(lists[0]) != nil }
        #expect(!pinned.isEmpty, "never seen on one core: \(samples.suffix(3))")
        // Once pinned, it stays pinned.
        if let first = samples.firstIndex(where: { pinned.contains($0) }) {
            #expect(samples[first...].allSatisfy { Set($0).count == 1 && Int($0[0]) != nil })
        }
    }

    @Test(arguments: [false, true])
    func allCoresLeavesTheProcessOnTheCoresItInherited(exploring: Bool) async throws {
        let (samples, status) = try await Self.samples(["--all-cores"], exploring: exploring)
        #expect(status == 0)
        #expect(!samples.isEmpty)
        #expect(samples.allSatisfy { $0.allSatisfy { $0 == Self.inherited } }, "\(samples.suffix(3))")
    }

    @Test func exploringKeepsEveryThreadOnTheOneCoreItStartedOn() async throws {
        let (samples, status) = try await Self.samples([], exploring: true)
        #expect(status == 0)
        let pinned = samples.filter { lists in Set(lists).count == 1 && Int(lists[0]) != nil }
        #expect(!pinned.isEmpty, "never seen on one core: \(samples.suffix(3))")
    }

    static func allowedCPUs(ofStatus path: String) throws -> String {
        let status = try String(contentsOfFile: path, encoding: .utf8)
        guard let line = status.split(separator: "\n").first(where: { $0.hasPrefix("Cpus_allowed_list:") }) else {
            throw CocoaError(.fileReadCorruptFile)
        }
        return line.dropFirst("Cpus_allowed_list:".count).trimmingCharacters(in: .whitespaces)
    }
}
