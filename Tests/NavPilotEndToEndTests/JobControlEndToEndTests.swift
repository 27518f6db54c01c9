import Foundation
import Testing

/// Job control in a real terminal (tmux, a shell with job control): however the program is stopped
/// (Ctrl+Z, `kill -TSTP`, `kill -STOP`), the shell gets a usable terminal while it is stopped, and
/// after `fg` the program has the terminal again: its screen, its keys, its pastes.
@Suite(.enabled(if: Tmux.shouldRun, "tmux is not installed (set CI=true to make this a failure)"))
struct JobControlEndToEndTests {
    /// A pane whose shell runs navpilot as a job, reports how it stopped, reads a line (with `read`,
    /// which shows a paste's bracket markers if the terminal still sends them), then runs `fg`.
    func startInAScript() async throws -> TmuxSession {
        let program = try NavpilotBinary.command(exec: false)
        let script = #"set -m; \#(program); echo "[stopped with status $?]"; read -r line; fg"#
        let session = try TmuxSession.start(
            "exec bash --norc --noprofile -c \(NavpilotBinary.quoted(script))", width: 100, height: 30)
        try await session.waitForScreen("the split screen") { $0.contains("Alice") && $0.contains("[feed]") }
        return session
    }

    /// Pastes `text` as a terminal does (with bracket markers only when the program asked for them).
    func paste(_ text: String, into session: TmuxSession) throws {
        try session.run(["set-buffer", "-b", "paste", text])
        try session.run(["paste-buffer", "-p", "-d", "-b", "paste", "-t", session.name])
    }

    /// While stopped, the shell's `read` gets a paste as plain text; after `fg` the program is back
    /// and a pasted `q` is pasted text (it would quit as a key), so Tab still moves the focus.
    func checkTheTerminalIsGivenBackAndTakenAgain(_ session: TmuxSession, status: Int) async throws {
        try await session.waitForScreen("the shell") { $0.contains("[stopped with status \(status)]") }
        #expect(try session.display("#{alternate_on}") == "0", "the terminal is given back")
        try paste("pasted-text", into: session)
        let shell = try await session.waitForScreen("the paste in the shell") { $0.contains("pasted-text") }
        #expect(!shell.contains("200~") && !shell.contains("201~"), "no paste markers in the shell:\n\(shell)")
        try session.sendKeys("Enter")  // `read` ends, then `fg`
        try await session.waitForScreen("the split screen again") { $0.contains("Alice") && $0.contains("[feed]") }
        #expect(try session.display("#{alternate_on}") == "1")
        try paste("q", into: session)
        try session.sendKeys("Tab")
        try await session.waitForScreen("the chat focused") { $0.contains("[chat]") }
        try session.sendKeys("q")
        try await session.waitForFormat("#{pane_dead}", toBe: "1")
    }

    @Test func ctrlZTurnsPasteModeOffWhileStoppedAndOnAgainAfterFg() async throws {
        let session = try await startInAScript()
        defer { session.kill() }
        try session.sendKeys("C-z")
        try await checkTheTerminalIsGivenBackAndTakenAgain(session, status: 148)
    }

    @Test func killTSTPGivesTheTerminalBackLikeCtrlZ() async throws {
        let session = try await startInAScript()
        defer { session.kill() }
        let shell = try #require(Int32(try session.display("#{pane_pid}")))
        let program = try await Eventually.childProcess(of: shell)
        #expect(kill(program, SIGTSTP) == 0)
        try await checkTheTerminalIsGivenBackAndTakenAgain(session, status: 148)
    }

    @Test func afterKillSTOPAndFgTheScreenIsRedrawnAndKeysWork() async throws {
        // An interactive shell, as a user has: it puts the terminal back into its own modes (canonical,
        // echo) when a job stops, and `fg` leaves them so.
        let session = try TmuxSession.start(
            "exec env PS1='shell> ' HISTFILE=/dev/null bash --norc --noprofile -i", width: 100, height: 30)
        defer { session.kill() }
        try await session.waitForScreen("the prompt") { $0.contains("shell>") }
        try session.run(["send-keys", "-t", session.name, "-l", try NavpilotBinary.command(exec: false)])
        try session.sendKeys("Enter")
        try await session.waitForScreen("the split screen") { $0.contains("Alice") && $0.contains("[feed]") }
        let shell = try #require(Int32(try session.display("#{pane_pid}")))
        let program = try await Eventually.childProcess(of: shell)
        #expect(kill(program, SIGSTOP) == 0)
        try await session.waitForScreen("the shell's report") { $0.contains("Stopped") }
        try session.sendKeys("f", "g", "Enter")
        let screen = try await session.waitForScreen("the whole screen redrawn") {
            !$0.contains("Stopped") && !$0.contains("shell>") && $0.contains("Alice") && $0.contains("[feed]")
        }
        #expect(screen.contains("Swift Tips"))
        #expect(try session.display("#{alternate_on}") == "1")
        try session.sendKeys("Tab")
        try await session.waitForScreen("the chat focused") { $0.contains("[chat]") }
        try session.sendKeys("q")
        try await session.waitForScreen("the prompt again") { $0.contains("shell>") && !$0.contains("Alice") }
    }
}
