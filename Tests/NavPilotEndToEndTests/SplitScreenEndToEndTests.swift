import Foundation
import Testing

/// `navpilot` with no arguments (the split screen) in a real terminal (tmux).
@Suite(.enabled(if: Tmux.shouldRun, "tmux is not installed (set CI=true to make this a failure)"))
struct SplitScreenEndToEndTests {
    @Test func firstFrameShowsBothPanes() async throws {
        let session = try TmuxSession.start(try NavpilotBinary.command(), width: 100, height: 30)
        defer { session.kill() }
        let screen = try await session.waitForScreen("the split screen") {
            $0.contains("Swift Tips") && $0.contains("Alice")
        }
        #expect(screen.contains("feed · Feed"))
        #expect(screen.contains("chat · Inbox"))
        #expect(screen.contains("[feed]"))
        let lines = try session.lines()
        #expect(lines.first?.count == 100)
        #expect(lines.first?.hasPrefix("┌ feed · Feed ") == true)
    }

    @Test func tabEnterAndBackspaceDriveTheFocusedPaneOnly() async throws {
        let session = try TmuxSession.start(try NavpilotBinary.command(), width: 100, height: 30)
        defer { session.kill() }
        try await session.waitForScreen("the split screen") { $0.contains("Alice") }

        try session.sendKeys("Tab")
        try await session.waitForScreen("the chat focused") { $0.contains("[chat]") }

        try session.sendKeys("Enter")
        let pushed = try await session.waitForScreen("Alice's thread") { $0.contains("chat · Inbox › Alice") }
        #expect(pushed.contains("Conversation 1 with Alice."))
        #expect(pushed.contains("feed · Feed ─"), "the feed pane is unchanged")
        #expect(pushed.contains("Swift Tips"))

        try session.sendKeys("BSpace")
        // Back at the root, with Alice's thread to go forward to again (` ›…`).
        let back = try await session.waitForScreen("the inbox again") { $0.contains("chat · Inbox ›… ─") }
        #expect(!back.contains("Conversation 1 with Alice."))

        try session.sendKeys("Tab", "Enter")
        let feed = try await session.waitForScreen("the post") { $0.contains("feed · Feed › Swift Tips") }
        #expect(feed.contains("View Author Profile"))
        #expect(feed.contains("chat · Inbox ›… ─"))
    }

    @Test func aResizeRedrawsAtTheNewSize() async throws {
        let session = try TmuxSession.start(try NavpilotBinary.command(), width: 100, height: 30)
        defer { session.kill() }
        try await session.waitForScreen("the split screen") { $0.contains("Alice") }
        try session.resize(width: 80, height: 24)
        try await session.waitForScreen("the frame at 80x24") { screen in
            let lines = screen.split(separator: "\n", omittingEmptySubsequences: false)
            return lines.first?.count == 80 && lines.first?.hasSuffix("┐") == true
                && lines.count >= 23 && lines[22].hasPrefix("└")
        }
        let lines = try session.lines()
        #expect(lines[23].contains("[feed]"))
        // Two panes of 40 columns each.
        #expect(lines[0].dropFirst(39).first == "┐")
        #expect(lines[0].dropFirst(40).first == "┌")
    }

    @Test func typingQInTheNewMessageFieldTypesIt() async throws {
        let session = try TmuxSession.start(try NavpilotBinary.command(), width: 100, height: 30)
        defer { session.kill() }
        try await session.waitForScreen("the split screen") { $0.contains("Alice") }
        try session.sendKeys("Tab", "Down", "Down", "Down", "Enter")
        try await session.waitForScreen("the new message") { $0.contains("chat · Inbox › New Message") }
        try session.sendKeys("q")
        try await session.waitForScreen("the typed q") { $0.contains("To: q") }
        #expect(try session.display("#{pane_dead}") == "0")
    }
}
