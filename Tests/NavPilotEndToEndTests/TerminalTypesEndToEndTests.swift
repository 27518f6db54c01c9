import Foundation
import Testing

/// The frame writer follows the terminal type's terminfo entry: whatever `TERM` names (one with
/// padding in its sequences, one whose last cell scrolls the screen, the Linux console's, tmux's),
/// the screen shows the same text after the same keys as under `xterm-256color`.
@Suite(.enabled(if: Tmux.shouldRun, "tmux is not installed (set CI=true to make this a failure)"))
struct TerminalTypesEndToEndTests {
    /// The split screen's text under `term` after a push in the feed and Tab to the chat.
    func screen(term: String) async throws -> String {
        let session = try TmuxSession.start(
            try NavpilotBinary.command(environment: ["TERM": term]), width: 100, height: 30)
        defer { session.kill() }
        try await session.waitForScreen("the split screen under \(term)") {
            $0.contains("Alice") && $0.contains("[feed]")
        }
        try session.sendKeys("Down", "Enter")
        try await session.waitForScreen("the post under \(term)") { $0.contains("‹ Back") }
        try session.sendKeys("Tab")
        return try await session.waitForScreen("the chat focused under \(term)") { $0.contains("[chat]") }
    }

    @Test(arguments: ["vt100", "ansi", "linux", "screen"])
    func everyTerminalTypeShowsTheSameScreen(term: String) async throws {
        let reference = try await screen(term: "xterm-256color")
        let shown = try await screen(term: term)
        #expect(!shown.contains("$<"), "a delay of the entry reached the screen as text:\n\(shown)")
        #expect(shown == reference, "under \(term):\n\(shown)\nunder xterm-256color:\n\(reference)")
    }
}
