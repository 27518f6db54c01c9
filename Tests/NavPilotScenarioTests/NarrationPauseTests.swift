import NavPilot
import NavPilotTUI
import Testing

/// Another pane that follows the selection (a preview) is told after the keys pause, so arrowing
/// through a list does not read the preview at every arrow.
@MainActor
@Suite("Narration: another pane's new screen waits for a pause")
struct NarrationPauseTests {
    /// Every line said, in order.
    final class Heard {
        var lines: [String] = []
    }

    @Test func anotherPanesNewScreenIsToldAfterThePauseAndANewKeyStartsTheWaitAgain() async throws {
        let preview = NavPilot(initial: "none")
        let list = NavPilot(initial: "list")
        let heard = Heard()
        let narration = Narration { heard.lines.append($0) }
        narration.otherPanesDelay = .milliseconds(50)
        let session = HeadlessSession(
            Session("pair") {
                Pane("list", pilot: list) { _ in
                    VStack {
                        Button("A") { preview.replace(["a"]) }
                        Button("B") { preview.replace(["b"]) }
                    }
                }
                Pane("preview", pilot: preview) { route in Text("showing \(route)").navigationTitle(route) }
            }, narration: narration)
        session.press(.enter)
        #expect(!heard.lines.contains { $0.hasPrefix("preview:") }, "not at once: \(heard.lines)")
        // A key before the pause ends starts the wait again: only the last preview is told.
        session.press(.down, .enter)
        try await Eventually.ready { heard.lines.contains { $0.hasPrefix("preview:") } }
        #expect(heard.lines.filter { $0.hasPrefix("preview:") } == ["preview: b, showing b."], "\(heard.lines)")
    }

    @Test func withoutADelayAnotherPanesNewScreenWaitsForTheListenerToAsk() {
        let preview = NavPilot(initial: "none")
        let heard = Heard()
        let narration = Narration { heard.lines.append($0) }
        let session = HeadlessSession(
            Session("pair") {
                Pane("list") { Button("A") { preview.replace(["a"]) } }
                Pane("preview", pilot: preview) { route in Text("showing \(route)").navigationTitle(route) }
            }, narration: narration)
        session.press(.enter)
        #expect(!heard.lines.contains { $0.hasPrefix("preview:") }, "\(heard.lines)")
        session.press(.tab, .character("r"))
        #expect(heard.lines.contains("showing a"), "Tab to it, then r: \(heard.lines)")
    }
}
