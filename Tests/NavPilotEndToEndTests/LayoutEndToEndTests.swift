import Foundation
import NavPilotTestSupport
import Testing

#if canImport(Glibc)
import Glibc
#endif

/// The real `navpilot` in tmux: a border dragged with the mouse, a link copied with OSC 52 into
/// tmux's clipboard, a link on screen sent as an OSC 8 hyperlink, and `--remember` giving the next
/// launch the layout the last one quit with.
@Suite(.enabled(if: Tmux.shouldRun, "tmux is not installed (set CI=true to make this a failure)"))
struct LayoutEndToEndTests {
    /// The column of the feed pane's top-right corner: its width less one.
    func feedCorner(_ screen: String) -> Int? {
        guard let top = screen.split(separator: "\n").first else { return nil }
        return Array(top).firstIndex(of: "┐")
    }

    @Test func draggingTheBorderMovesItAndYCopiesThePaneLinkIntoTmuxsClipboard() async throws {
        let session = try TmuxSession.start(try NavpilotBinary.command(), width: 100, height: 30)
        defer { session.kill() }
        try await session.waitForScreen("the split screen") { $0.contains("Swift Tips") }
        // Press on feed's right border (column 50, 1-based), drag to column 61, let go: SGR reports.
        try session.sendBytes(Array("\u{1B}[<0;50;6M\u{1B}[<32;61;6M\u{1B}[<0;61;6m".utf8))
        let moved = try await session.waitForScreen("the border moved") { feedCorner($0) == 60 }
        #expect(moved.contains("[feed]"), "grabbing the border focused nothing else")
        try session.run(["set-option", "-s", "set-clipboard", "on"])
        try session.sendKeys("Enter")
        try await session.waitForScreen("Swift Tips opened") { $0.contains("‹ Back") }
        try session.sendKeys("y")
        try await session.waitForScreen("the status line says so") {
            $0.contains("sent feed's link to the terminal's clipboard")
        }
        let buffer = try session.run(["show-buffer"])
        #expect(buffer == #"navpilot://stack?r=feed&r=post(id:1,title:%22Swift%20Tips%22)"#)
    }

    @Test func aGeneratedDeepLinkIsSentAsAnOSC8HyperlinkAroundItsText() async throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let session = try TmuxSession.start(
            try NavpilotBinary.command(["--example", "deep-link"]), width: 100, height: 30)
        defer { session.kill() }
        try await session.waitForScreen("the deep-link example") { $0.contains("Generate Deep Link") }
        // What the program writes, before tmux reads it (tmux 3.3 keeps no hyperlinks on its screen).
        let written = folder.file("written")
        try session.run(["pipe-pane", "-O", "-t", session.name, "cat > \(NavpilotBinary.quoted(written))"])
        try session.sendKeys("Down", "Down", "Down", "Down", "Enter")
        try await session.waitForScreen("the link shown") { $0.contains("Link: navpilot://stack?r=home") }
        let link = "\u{1B}]8;id=np1;navpilot://stack?r=home\u{1B}\\"
        let bytes = try await Eventually.value("the hyperlink written") {
            let text = (try? String(contentsOfFile: written, encoding: .utf8)) ?? ""
            return text.contains("\u{1B}]8;;\u{1B}\\") ? text : nil
        }
        let opened = try #require(bytes.range(of: link), "the link opened with its URL: \(bytes.debugDescription)")
        let closed = try #require(bytes.range(of: "\u{1B}]8;;\u{1B}\\", range: opened.upperBound..<bytes.endIndex))
        let inside = bytes[opened.upperBound..<closed.lowerBound]
        #expect(inside.hasSuffix("navpilot://stack?r=home"), "the URL's text, in its style: \(inside.debugDescription)")
    }

    @Test func rememberGivesTheNextLaunchThePaneSizesAndFocusTheLastOneQuitWith() async throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let command = try NavpilotBinary.command(["--remember"], environment: ["NAVPILOT_STATE_DIR": folder.path])
        let first = try TmuxSession.start(command, width: 100, height: 30)
        defer { first.kill() }
        try await first.waitForScreen("the split screen") { $0.contains("Swift Tips") }
        try first.sendKeys("C-w", "9", ">")
        try await first.waitForScreen("feed wider") { feedCorner($0) == 58 }
        try first.sendKeys("Tab")
        try await first.waitForScreen("chat focused") { $0.contains("[chat]") }
        try first.sendKeys("q")
        try await first.waitForFormat("#{pane_dead}", toBe: "1")
        let next = try TmuxSession.start(command, width: 120, height: 30)
        defer { next.kill() }
        let screen = try await next.waitForScreen("the next launch") { $0.contains("Swift Tips") }
        #expect(screen.contains("[chat]"), "the focus came back")
        #expect(feedCorner(screen) == 70, "59 of 100 columns is 71 of 120: the share came back")
    }

    /// The window closed (SIGHUP), `kill` (SIGTERM) or SIGINT from elsewhere: the layout is saved as
    /// on quit, and the process still ends by the signal, as the shell that waits for it expects.
    @Test(arguments: [SIGHUP, SIGTERM, SIGINT])
    func rememberSavesTheLayoutWhenASignalEndsTheSessionAndEndsByIt(signal: Int32) async throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let command = try NavpilotBinary.command(["--remember"], environment: ["NAVPILOT_STATE_DIR": folder.path])
        // A shell runs it and says how it ended (tmux itself does not always learn that in time).
        let program = try NavpilotBinary.command(
            ["--remember"], environment: ["NAVPILOT_STATE_DIR": folder.path], exec: false)
        let first = try TmuxSession.start(program + "; echo \"ended with $?\"", width: 100, height: 30)
        defer { first.kill() }
        try await first.waitForScreen("the split screen") { $0.contains("Swift Tips") }
        try first.sendKeys("C-w", "9", ">")
        try await first.waitForScreen("feed wider") { feedCorner($0) == 58 }
        let shell = try #require(pid_t(try first.display("#{pane_pid}")))
        #expect(kill(try await Eventually.childProcess(of: shell), signal) == 0)
        try await first.waitForScreen("the shell told how it ended") { $0.contains("ended with \(128 + signal)") }
        #expect(try first.display("#{alternate_on}") == "0", "the terminal given back")
        let next = try TmuxSession.start(command, width: 100, height: 30)
        defer { next.kill() }
        let screen = try await next.waitForScreen("the next launch") { $0.contains("Swift Tips") }
        #expect(feedCorner(screen) == 58, "the wider feed came back")
    }
}
