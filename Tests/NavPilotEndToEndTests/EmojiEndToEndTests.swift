import Foundation
import Testing

/// Emoji sequences in a real terminal (tmux 3.3a): what is drawn takes exactly the
/// columns the cell buffer gave it, so the text after an emoji and the pane's border stay in place.
@Suite(.enabled(if: Tmux.shouldRun, "tmux is not installed (set CI=true to make this a failure)"))
struct EmojiEndToEndTests {
    /// Columns a captured row takes in tmux: the people and the hand below are 2 columns, everything
    /// else on these screens (ASCII, box drawing, ☁ without VS16, regional indicators) is 1.
    static func columns(_ row: Substring) -> Int {
        row.unicodeScalars.reduce(0) { total, scalar in
            switch scalar.value {
            case 0x1F468, 0x1F469, 0x1F467, 0x1F44D: total + 2
            case 0x200D, 0xFE0F, 0x1F3FD: total  // never drawn; counted as tmux would join them
            default: total + 1
            }
        }
    }

    @Test func aPastedZWJFamilyAndVS16EmojiKeepTheTextAfterThemAndTheBorderInTheirColumns() async throws {
        let session = try TmuxSession.start(try NavpilotBinary.command(), width: 100, height: 30)
        defer { session.kill() }
        try await session.waitForScreen("the split screen") { $0.contains("Alice") && $0.contains("[feed]") }
        try session.sendKeys("Tab", "Enter")
        try await session.waitForScreen("Alice's thread") { $0.contains("chat · Inbox › Alice") }
        try session.sendKeys("Enter")
        try await session.waitForScreen("the new message") { $0.contains("To:") }
        let pasted = "A👨‍👩‍👧B☁️C🇫🇷D👍🏽E|"
        try session.sendBytes(Array("\u{1B}[200~\(pasted)\u{1B}[201~".utf8))
        let screen = try await session.waitForScreen("the pasted text") { $0.contains("E|") }
        let lines = screen.split(separator: "\n", omittingEmptySubsequences: false)
        let row = try #require(lines.first { $0.contains("To:") })
        #expect(row.contains("A👨👩👧B☁C🇫🇷D👍E|"), "each piece drawn once, in order: \(row)")
        #expect(!row.contains("\u{200D}") && !row.contains("\u{FE0F}"), "no joiner or VS16 reached the terminal")
        #expect(Self.columns(row) == 100, "the border is in the last column: \(row)")
        #expect(row.hasSuffix("│"), "the pane's right border ends the row: \(row)")
        let border = try #require(lines.first { $0.contains("New Message") })
        #expect(Self.columns(border) == 100)
    }
}
