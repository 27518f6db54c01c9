import Foundation
import NavPilotTestSupport
import Testing

/// Every child process a test starts is waited for with a time limit, so a hung child fails its test
/// instead of hanging `swift test`.
@Suite("Test support: child processes")
struct ChildProcessTests {
    @Test func aChildPastItsTimeLimitIsKilledAndReported() async throws {
        let child = try ChildProcess.start("/bin/sleep", ["600"])
        #expect(throws: ChildProcessError.self) { try child.wait(timeLimit: .milliseconds(200)) }
        #expect(!child.isRunning)
        #expect(kill(child.pid, 0) != 0, "the child was reaped")
    }

    @Test func theExitStatusAndOutputAreCollected() async throws {
        let output = try await Subprocess.run("/bin/sh", ["-c", "echo out; echo err >&2; exit 3"])
        #expect(output.status == 3)
        #expect(output.text == "out\nerr\n")
    }
}
