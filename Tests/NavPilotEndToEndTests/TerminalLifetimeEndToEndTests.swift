import Foundation
import NavPilotTestSupport
import Testing

/// When the real `navpilot` starts and ends in a real terminal (tmux): a terminal it cannot draw on
/// is refused before anything is written, and a terminal that goes away ends it even when SIGHUP,
/// which would have ended it, is ignored (`nohup`, `trap '' HUP`).
@Suite(.enabled(if: Tmux.shouldRun, "tmux is not installed (set CI=true to make this a failure)"))
struct TerminalLifetimeEndToEndTests {
    /// Starts `program` (a shell command that does not `exec`) with SIGHUP ignored, in a pane whose
    /// shell writes the program's exit status to the file `status` of `folder` when it ends.
    func startIgnoringHangUp(
        _ program: String, waitingFor text: String, in folder: TemporaryFolder
    ) async throws
        -> TmuxSession
    {
        let command = "trap '' HUP; \(program); echo $? > \(NavpilotBinary.quoted(folder.file("status")))"
        let session = try TmuxSession.start(command, width: 100, height: 30)
        try await session.waitForScreen("the program") { $0.contains(text) }
        return session
    }

    /// Closes the pane's terminal (tmux closes the pty and sends SIGHUP) and returns the program's exit
    /// status, once its shell has written it.
    func closeTheTerminal(_ session: TmuxSession, in folder: TemporaryFolder) async throws -> String {
        try session.run(["kill-pane", "-t", session.name])
        return try await Eventually.value("the program to end after its terminal closed") {
            let status = folder.read("status")
            return status?.hasSuffix("\n") == true ? status?.trimmingCharacters(in: .whitespacesAndNewlines) : nil
        }
    }

    @Test func closingTheTerminalEndsTheAppEvenWithSIGHUPIgnored() async throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let session = try await startIgnoringHangUp(
            try NavpilotBinary.command(exec: false), waitingFor: "Swift Tips", in: folder)
        defer { session.kill() }
        #expect(try await closeTheTerminal(session, in: folder) == "1")
    }

    @Test func closingTheTerminalEndsRecordAndSavesWhatWasRecorded() async throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let session = try await startIgnoringHangUp(
            try NavpilotBinary.command(["record", folder.file("recorded.scenario")], exec: false),
            waitingFor: "recording to", in: folder)
        defer { session.kill() }
        try session.sendKeys("Tab")
        try await session.waitForScreen("the chat focused") { $0.contains("[chat]") }
        #expect(try await closeTheTerminal(session, in: folder) == "0")
        let recorded = try #require(folder.read("recorded.scenario"))
        #expect(recorded.contains("Session split-screen"))
        #expect(recorded.contains("ExpectFocus chat"), "the Tab pressed before the terminal closed is in it")
    }

    /// The pid of the program the pane's shell runs.
    func programPID(of session: TmuxSession) throws -> Int32 {
        let shell = try session.display("#{pane_pid}").trimmingCharacters(in: .whitespacesAndNewlines)
        let children = try String(contentsOfFile: "/proc/\(shell)/task/\(shell)/children", encoding: .utf8)
        return try #require(children.split(separator: " ").first.flatMap { Int32($0) })
    }

    @Test(arguments: [(SIGTERM, "SIGTERM"), (SIGINT, "SIGINT"), (SIGHUP, "SIGHUP")])
    func aTerminationSignalEndsRecordWhichSavesWhatWasRecordedAndSaysWhere(
        signal: Int32, name: String
    ) async throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let file = folder.file("recorded.scenario")
        let command =
            "\(try NavpilotBinary.command(["record", file], exec: false)) 2> \(NavpilotBinary.quoted(folder.file("said")));"
            + " echo $? > \(NavpilotBinary.quoted(folder.file("status")))"
        let session = try TmuxSession.start(command, width: 100, height: 30)
        defer { session.kill() }
        try await session.waitForScreen("the recording") { $0.contains("recording to") }
        try session.sendKeys("Tab")
        try await session.waitForScreen("the chat focused") { $0.contains("[chat]") }
        #expect(kill(try programPID(of: session), signal) == 0)
        let status = try await Eventually.value("record to end after \(name)") {
            let status = folder.read("status")
            return status?.hasSuffix("\n") == true ? status?.trimmingCharacters(in: .whitespacesAndNewlines) : nil
        }
        #expect(status == String(128 + signal), "the exit status says which signal ended it")
        let recorded = try #require(folder.read("recorded.scenario"), "the recording was saved")
        #expect(recorded.contains("ExpectFocus chat"), "with the Tab pressed before the signal")
        #expect(folder.read("said")?.contains("\(name) came: saved the 1 events recorded so far to '\(file)'") == true)
    }

    @Test func closingTheTerminalEndsPlay() async throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let file = try folder.write("short.scenario", "Session split-screen\nKey tab\nKey enter\n")
        // A step every ten minutes: only the closed terminal can end the play within the test.
        let session = try await startIgnoringHangUp(
            try NavpilotBinary.command(["play", file, "--delay", "600000"], exec: false),
            waitingFor: "line 2: Key tab", in: folder)
        defer { session.kill() }
        #expect(try await closeTheTerminal(session, in: folder) == "1")
    }

    @Test func aTerminalThatCannotMoveTheCursorIsRefusedWithoutWritingEscapeSequences() async throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let output = URL(fileURLWithPath: folder.file("output"))
        // The program starts once the pane's output is being copied to a file, on the Enter below.
        let program = try NavpilotBinary.command(environment: ["TERM": "dumb"], exec: false)
        let session = try TmuxSession.start(#"read -r _; \#(program); echo "[exit status $?]""#, width: 100, height: 30)
        defer { session.kill() }
        try session.run(["pipe-pane", "-O", "-t", session.name, "cat > \(NavpilotBinary.quoted(output.path))"])
        try session.sendKeys("Enter")
        let screen = try await session.waitForScreen("the program's end") { $0.contains("[exit status") }
        let message = "TERM='dumb' cannot move the cursor"
        #expect(screen.contains(message), "the screen was:\n\(screen)")
        #expect(screen.contains("[exit status 1]"))
        let written = try await Eventually.value("the pane's output") {
            let bytes = try? Data(contentsOf: output)
            return bytes.flatMap { String(decoding: $0, as: UTF8.self).contains("[exit status") ? $0 : nil }
        }
        let text = String(decoding: written, as: UTF8.self)
        #expect(!written.contains(0x1B), "no escape sequence: \(text.debugDescription)")
    }
}
