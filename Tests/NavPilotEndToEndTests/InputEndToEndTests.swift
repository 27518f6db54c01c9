import Foundation
import Testing

/// Input as a real terminal delivers it (tmux): several keys in one read, pastes with
/// bytes that are not UTF-8, Ctrl+L and Ctrl+Z.
@Suite(.enabled(if: Tmux.shouldRun, "tmux is not installed (set CI=true to make this a failure)"))
struct InputEndToEndTests {
    static func bytes(_ text: String) -> [UInt8] { Array(text.utf8) }

    func start() async throws -> TmuxSession {
        let session = try TmuxSession.start(try NavpilotBinary.command(), width: 100, height: 30)
        try await session.waitForScreen("the split screen") { $0.contains("Alice") && $0.contains("[feed]") }
        return session
    }

    @Test func enterDownEnterInOneWriteActsOnEachNewScreen() async throws {
        let session = try await start()
        defer { session.kill() }
        try session.sendBytes(Self.bytes("\r\u{1B}[B\r"))  // Swift Tips, then its Back to Feed
        try session.sendKeys("Tab")  // handled after the burst: once the chat is focused, the burst is done
        let screen = try await session.waitForScreen("the chat focused") { $0.contains("[chat]") }
        #expect(screen.contains("┌ feed · Feed ›… ─"), "the feed is back at its root, Swift Tips ahead")
    }

    @Test func enterThenANameInOneWriteFillsTheNewMessage() async throws {
        let session = try await start()
        defer { session.kill() }
        try session.sendKeys("Tab", "Enter")
        try await session.waitForScreen("Alice's thread") { $0.contains("chat · Inbox › Alice") }
        try session.sendBytes(Self.bytes("\rJane"))
        try await session.waitForScreen("the name in To:") { $0.contains("To: Jane") }
    }

    @Test func aPasteWithInvalidUTF8EndsAndQStillQuits() async throws {
        let session = try await start()
        defer { session.kill() }
        // One write, `q` right after the end marker: only the marker can end the paste (a pause of a
        // second would end it too).
        try session.sendBytes(Self.bytes("\u{1B}[200~") + [0xFF, 0xFE] + Self.bytes("\u{1B}[201~q"))
        try await session.waitForFormat("#{pane_dead}", toBe: "1")
    }

    @Test func aMouseClickReportedInSGRFormOpensTheRowUnderIt() async throws {
        let session = try await start()
        defer { session.kill() }
        let lines = try session.lines()
        let row = try #require(lines.firstIndex { $0.contains("Alice") })
        let line = lines[row]
        // Every character on this line is one column wide (box drawing and ASCII).
        let column = line.distance(from: line.startIndex, to: try #require(line.range(of: "Alice")).lowerBound)
        // SGR reports are 1-based: press and release of the left button on "Alice".
        let report = "\u{1B}[<0;\(column + 1);\(row + 1)M\u{1B}[<0;\(column + 1);\(row + 1)m"
        try session.sendBytes(Self.bytes(report))
        let screen = try await session.waitForScreen("Alice's thread") { $0.contains("chat · Inbox › Alice") }
        #expect(screen.contains("[chat]"), "the click focused the chat pane")
    }

    @Test func ctrlLRepaintsTextWrittenFromOutside() async throws {
        let session = try await start()
        defer { session.kill() }
        let tty = try session.display("#{pane_tty}")
        try Data("\u{1B}[5;5HSTRAY-TEXT".utf8).write(to: URL(fileURLWithPath: tty))
        try await session.waitForScreen("the stray text") { $0.contains("STRAY-TEXT") }
        try session.sendKeys("C-l")
        let screen = try await session.waitForScreen("the repaint") { !$0.contains("STRAY-TEXT") }
        #expect(screen.contains("Alice") && screen.contains("Swift Tips"))
    }

    @Test func ctrlZStopsTheProgramWithTheTerminalGivenBackAndFgRedrawsIt() async throws {
        // A shell with job control, as a user has: the program runs as a job that Ctrl+Z can stop
        // (a process whose group has no parent in its session, as a pane's own program, cannot stop).
        let program = try NavpilotBinary.pathForTmux()
        let script = #"set -m; "\#(program)"; echo "[stopped with status $?]"; read -r line; fg"#
        let session = try TmuxSession.start("exec bash --norc --noprofile -c '\(script)'", width: 100, height: 30)
        defer { session.kill() }
        try await session.waitForScreen("the split screen") { $0.contains("Alice") && $0.contains("[feed]") }
        try session.sendKeys("C-z")
        let shell = try await session.waitForScreen("the shell") { $0.contains("[stopped with status 148]") }
        #expect(try session.display("#{alternate_on}") == "0", "the terminal is given back")
        #expect(!shell.contains("Alice"))
        try session.sendKeys("Enter")  // fg
        try await session.waitForScreen("the split screen again") { $0.contains("Alice") && $0.contains("Swift Tips") }
        #expect(try session.display("#{alternate_on}") == "1")
        try session.sendKeys("q")
        try await session.waitForFormat("#{pane_dead}", toBe: "1")
    }

}
