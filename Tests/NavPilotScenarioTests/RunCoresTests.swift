import Foundation
import NavPilotScenario
import NavPilotTestSupport
import Testing

/// `navpilot run` keeps its process on one CPU core (unless `--all-cores`), and only when it owns the
/// process.
///
/// The setting is process-wide, so each case runs in a child: this test bundle re-run with `--filter`
/// selecting `childRun`, which is enabled only when `NAVPILOT_TEST_CORES_OUT` is set. The child runs a
/// scenario through `ScenarioCommand.run` and writes every thread's `Cpus_allowed_list` to that file.
@Suite(
    "navpilot run: CPU cores",
    .enabled(if: FileManager.default.fileExists(atPath: "/proc/self/task"), "needs Linux's /proc"))
struct RunCoresTests {
    @Test(
        "helper: one run in a child process (runs only when spawned by the tests below)",
        .enabled(if: ProcessInfo.processInfo.environment["NAVPILOT_TEST_CORES_OUT"] != nil))
    @MainActor
    func childRun() async throws {
        let environment = ProcessInfo.processInfo.environment
        let output = try #require(environment["NAVPILOT_TEST_CORES_OUT"])
        let options = environment["NAVPILOT_TEST_CORES_OPTIONS"].map { $0.split(separator: " ").map(String.init) } ?? []
        let ownsProcess = environment["NAVPILOT_TEST_CORES_OWNS_PROCESS"] == "1"
        let folder = TemporaryFolder()
        defer { folder.remove() }
        let file = folder.write("one.scenario", "Session split\nKey enter\nExpectDepth feed 2\n")
        let code = await ScenarioCommand.run(
            arguments: [file] + options, catalog: TestSessions.catalog, environment: [:], ownsProcess: ownsProcess
        ) { _ in }
        #expect(code == ScenarioCommand.exitPassed)
        try Self.allowedCPUsOfEveryThread().joined(separator: "\n").write(
            toFile: output, atomically: true, encoding: .utf8)
    }

    @Test func theExecutablesRunKeepsEveryThreadOnOneCore() throws {
        let lists = try Self.runChild(options: "", ownsProcess: true)
        let cpus = Set(lists)
        #expect(cpus.count == 1, "every thread allows the same CPUs: \(lists)")
        let only = try #require(cpus.first)
        #expect(Int(only) != nil, "one CPU, not a list or a range: \(only)")
    }

    @Test func allCoresLeavesTheProcessAsItWas() throws {
        let lists = try Self.runChild(options: "--all-cores", ownsProcess: true)
        let inherited = try Self.allowedCPUs(ofStatus: "/proc/self/status")
        #expect(lists.allSatisfy { $0 == inherited }, "\(lists) against \(inherited)")
    }

    @Test func aRunThatDoesNotOwnTheProcessLeavesItAsItWas() throws {
        let lists = try Self.runChild(options: "", ownsProcess: false)
        let inherited = try Self.allowedCPUs(ofStatus: "/proc/self/status")
        #expect(lists.allSatisfy { $0 == inherited }, "\(lists) against \(inherited)")
    }

    /// Runs `childRun` in a new process of this test bundle and returns what it wrote.
    static func runChild(options: String, ownsProcess: Bool) throws -> [String] {
        let folder = TemporaryFolder()
        defer { folder.remove() }
        let output = folder.path + "/cpus.txt"
        var environment = ProcessInfo.processInfo.environment
        environment["NAVPILOT_TEST_CORES_OUT"] = output
        environment["NAVPILOT_TEST_CORES_OPTIONS"] = options
        environment["NAVPILOT_TEST_CORES_OWNS_PROCESS"] = ownsProcess ? "1" : "0"
        let child = try ChildProcess.start(
            try FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe"),
            ["--testing-library", "swift-testing", "--filter", "RunCoresTests/childRun"], environment: environment)
        #expect(try child.wait() == 0, "the child run failed")
        let text = try String(contentsOfFile: output, encoding: .utf8)
        return text.split(separator: "\n").map(String.init)
    }

    /// `Cpus_allowed_list` of every thread of this process.
    static func allowedCPUsOfEveryThread() throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: "/proc/self/task").map { thread in
            try allowedCPUs(ofStatus: "/proc/self/task/\(thread)/status")
        }
    }

    static func allowedCPUs(ofStatus path: String) throws -> String {
        let status = try String(contentsOfFile: path, encoding: .utf8)
        let line = try #require(status.split(separator: "\n").first { $0.hasPrefix("Cpus_allowed_list:") })
        return line.dropFirst("Cpus_allowed_list:".count).trimmingCharacters(in: .whitespaces)
    }
}
