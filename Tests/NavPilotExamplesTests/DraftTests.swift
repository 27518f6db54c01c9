import NavPilot
import NavPilotTUI
import Testing

/// Escape in a text field goes back, as everywhere; the draft stays with its screen in the forward
/// history, so → brings the screen back with the text, until something else is opened.
@MainActor
@Suite("A draft left with Escape comes back with →")
struct DraftTests {
    /// The split screen with Jane typed into the New Message field of the chat pane.
    private func composing() async -> HeadlessSession {
        let session = HeadlessSession(example: "split-screen")
        session.press(.tab)
        session.activate(downBy: 3)  // New Message
        session.send([.paste("Jane")])
        await session.settle()
        #expect(session.text(ofPane: "chat").contains("To: Jane"))
        return session
    }

    @Test func escapeGoesBackAndForwardBringsTheDraftBack() async {
        let session = await composing()
        session.press(.escape)
        #expect(!session.text(ofPane: "chat").contains("To:"), "back: the field's screen left")
        #expect(session.text.contains("→ forward"), "the status line offers the way back to it")
        session.press(.right)
        #expect(
            session.text(ofPane: "chat").contains("To: Jane"), "the draft came back: \(session.text(ofPane: "chat"))")
    }

    @Test func openingSomethingElseForgetsTheDraftAsTheForwardHistoryGoes() async {
        let session = await composing()
        session.press(.escape)
        session.activate(downBy: 3)  // New Message again: a push, which clears the forward history
        #expect(session.text(ofPane: "chat").contains("To:"))
        #expect(!session.text(ofPane: "chat").contains("Jane"), "a new screen, a new field")
    }
}
