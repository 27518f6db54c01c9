import Foundation
import NavPilotTestSupport
import Testing

/// SIGINT, SIGTERM and SIGHUP at any moment of a headless subcommand: its child processes end with
/// it and its scratch folders go, and it ends as the signal says.
struct SignalTeardownEndToEndTests {
    /// Scenarios that run for minutes, so the signal always comes in the middle.
    private func slowScenarios(in folder: TemporaryFolder) throws -> String {
        let slow = "Session split-screen\n" + String(repeating: "Key tab 100000\n", count: 40)
        for name in ["a", "b", "c"] { try folder.write("scenarios/\(name).scenario", slow) }
        return folder.file("scenarios")
    }

    /// The live child processes of `pid` (a zombie, already ended, is not one).
    private func children(of pid: pid_t) -> [pid_t] {
        let listed = (try? String(contentsOfFile: "/proc/\(pid)/task/\(pid)/children", encoding: .utf8)) ?? ""
        return listed.split(separator: " ").compactMap { pid_t($0) }
    }

    private func isAlive(_ pid: pid_t) -> Bool {
        guard let stat = try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8) else { return false }
        // The state follows the command name in parentheses; Z is a zombie, which has ended.
        return stat.split(separator: ")").last?.split(separator: " ").first != "Z"
    }

    /// Starts `arguments` with `TMPDIR` in a folder of its own, waits until `started` holds, sends
    /// `signal`, and checks the ending: 128 + the signal, no descendant left running, nothing left in
    /// the temporary folder.
    private func interrupt(
        _ arguments: [String], with signal: Int32, until started: @escaping @Sendable (pid_t, String) -> Bool
    ) async throws {
        let temporary = try TemporaryFolder()
        defer { temporary.remove() }
        var environment = ProcessInfo.processInfo.environment
        environment["TMPDIR"] = temporary.path
        let process = try ChildProcess.start(try NavpilotBinary.path(), arguments, environment: environment)
        let pid = process.pid
        let path = temporary.path
        try await Eventually.value("\(arguments) to be under way") { started(pid, path) ? true : nil }
        let descendants = children(of: pid) + children(of: pid).flatMap(children(of:))
        #expect(kill(pid, signal) == 0)
        #expect(try await process.exit() == 128 + signal, "\(arguments) ends as the signal says")
        for child in descendants {
            #expect(
                !isAlive(child),
                "\(arguments): child \(child) ended with it; \((try? String(contentsOfFile: "/proc/\(child)/stat", encoding: .utf8)) ?? "") \((try? String(contentsOfFile: "/proc/\(child)/cmdline", encoding: .utf8)) ?? "")"
            )
        }
        let left = try FileManager.default.subpathsOfDirectory(atPath: temporary.path)
        #expect(left == [], "\(arguments): no scratch left")
    }

    @Test(arguments: [SIGTERM, SIGINT, SIGHUP])
    func aParallelRunEndsItsChildrenAndRemovesItsScratch(signal: Int32) async throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let scenarios = try slowScenarios(in: folder)
        try await interrupt(["run", "-j", "2", "--timeout", "0", scenarios], with: signal) { pid, temporary in
            // Both children started, and each made its scenario's sandbox.
            let names = (try? FileManager.default.contentsOfDirectory(atPath: temporary)) ?? []
            return self.children(of: pid).count == 2 && names.filter { $0.hasPrefix("navpilot-scenario.") }.count == 2
        }
    }

    @Test(arguments: [SIGTERM, SIGINT, SIGHUP])
    func aSerialRunRemovesItsSandbox(signal: Int32) async throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let scenarios = try slowScenarios(in: folder)
        try await interrupt(["run", "--timeout", "0", scenarios + "/a.scenario"], with: signal) { _, temporary in
            ((try? FileManager.default.contentsOfDirectory(atPath: temporary)) ?? []).contains {
                $0.hasPrefix("navpilot-scenario.")
            }
        }
    }

    @Test(arguments: [SIGTERM, SIGHUP])
    func anExplorationEndsItsChildAndRemovesItsScratch(signal: Int32) async throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        try await interrupt(
            ["explore", "split-screen", "--steps", "100000000", "--seed", "3", "--out", folder.path], with: signal
        ) { pid, temporary in
            !self.children(of: pid).isEmpty
                && ((try? FileManager.default.contentsOfDirectory(atPath: temporary)) ?? []).contains {
                    $0.hasPrefix("navpilot-explore.")
                }
        }
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == [], "no finding written")
    }
}
