import NavPilot
import NavPilotExamples
import NavPilotTUI
import Testing

/// A field that types but takes no paste: it gets a burst of typing as keys.
private struct KeysOnlyField: Widget {
    @Binding var text: String
    var isFocusable: Bool { true }
    var takesTypedText: Bool { true }

    func keyBindings(size: Size) -> [KeyBinding] {
        [
            KeyBinding(.printable, description: "type") { press in
                text += press.characters
                return true
            }
        ]
    }

    func draw(in canvas: inout WidgetCanvas) { canvas.write("Name: " + text, at: .zero) }
}

private struct KeysOnlyScreen: View {
    @State var name = ""
    var body: some View { KeysOnlyField(text: $name) }
}

@MainActor
private final class Count {
    var value = 0
}

/// A form whose screen binds Enter: a field without `.onSubmit` still moves the focus on first.
private struct FormWithEnter: View {
    let enters: Count
    @State var to = ""
    @State var subject = ""
    var body: some View {
        VStack {
            TextField("To:", text: $to)
            TextField("Subject:", text: $subject)
        }
        .keyBinding(.key(.enter), description: "send") { enters.value += 1 }
    }
}

@MainActor
@Suite("Key bindings keep what the keys did before them")
struct KeyBindingReviewTests {
    private func status(_ session: HeadlessSession) -> String { session.screen.lines.last ?? "" }

    @Test func ctrlWThenCtrlWOrCtrlHMovesTheFocusAsInVim() {
        let session = HeadlessSession(example: "split-screen")
        session.press(KeyPress(.character("w"), .control))
        #expect(session.windowManager.awaitingDirection, "\(status(session))")
        session.press(KeyPress(.character("w"), .control))
        #expect(session.windowManager.focusedPane.name == "chat")
        session.press(KeyPress(.character("w"), .control), KeyPress(.character("h"), .control))
        #expect(session.windowManager.focusedPane.name == "feed")
        // Ctrl+L stays the terminal's repaint, before any pending window key.
    }

    @Test func aKeyAfterTheFocusMovedFromCodeGoesToTheNewlyFocusedPane() {
        let session = HeadlessSession(example: "split-screen")
        let before = session.text(ofPane: "feed")
        session.windowManager.focus("chat")
        // No frame between the focus change and the key.
        _ = session.windowManager.handle(.key(KeyPress(.down)))
        session.render()
        #expect(session.text(ofPane: "feed") == before, "the feed did not get the key")
        #expect(session.text(ofPane: "chat").contains("▸ Bob"), "\(session.text(ofPane: "chat"))")
    }

    @Test func aBurstOfTypingReachesAFieldThatTakesNoPasteAsKeys() {
        let session = HeadlessSession(
            Session("keys") { Pane("main") { KeysOnlyScreen() } }, size: Size(width: 40, height: 8))
        session.send("Jane".map { .key(KeyPress(.character($0))) })
        #expect(session.text.contains("Name: Jane"), "\(session.text)")
    }

    @Test func enterInAFieldWithoutOnSubmitMovesOnBeforeTheScreensBindingSeesIt() {
        let enters = Count()
        let session = HeadlessSession(
            Session("form") { Pane("main") { FormWithEnter(enters: enters) } }, size: Size(width: 40, height: 8))
        session.type("Jane")
        session.press(.enter)
        #expect(enters.value == 0)
        session.type("Hi")
        #expect(session.text.contains("Subject: Hi"), "\(session.text)")
    }

    @Test func altBackspaceAsTerminalsSendItErasesTheWordBeforeTheCursorInAField() {
        let session = HeadlessSession(example: "split-screen")
        session.press(.tab)
        session.activate(downBy: 3)
        session.type("Jane Doe")
        session.press(KeyPress(.backspace, .alt))
        let chat = session.text(ofPane: "chat")
        #expect(chat.contains("To: Jane") && !chat.contains("Doe"), "\(chat)")
    }
}
