import NavPilot
import NavPilotTUI
import Testing

/// A one-line text field written outside the library, in this one file, on the public `Widget`
/// protocol only: its keys are bindings, the cursor is placed on the canvas, it takes pastes and
/// typed text in bursts. The tests below hold it to what the built-in `TextField` does.
struct LineField: Widget {
    let prompt: String
    @Binding var text: String
    /// The `.onSubmit` around the field, as the built-in field finds it.
    @Environment(\.submitAction) private var submitAction
    /// The cursor, in characters from the start (clamped to the text, which may change elsewhere).
    @State private var cursor = Int.max

    var isFocusable: Bool { true }
    var takesTypedText: Bool { true }
    var keyBindingsTitle: String { "Text field" }
    var idealWidth: Int { prompt.count + 1 + max(12, text.count + 1) }

    private var position: Int { min(max(0, cursor), text.count) }

    private func insert(_ string: String) {
        let index = text.index(text.startIndex, offsetBy: position)
        text.insert(contentsOf: string, at: index)
        cursor = position + string.count
    }

    private func erase(_ range: Range<Int>) {
        guard !range.isEmpty else { return }
        let start = text.index(text.startIndex, offsetBy: range.lowerBound)
        text.removeSubrange(start..<text.index(start, offsetBy: range.count))
        cursor = range.lowerBound
    }

    func keyBindings(size: Size) -> [KeyBinding] {
        [
            KeyBinding(.printable, label: "characters", description: "type at the cursor") { press in
                insert(press.characters)
                return true
            },
            KeyBinding(.key(.left), .key(.right), .key(.home), .key(.end), description: "move the cursor") { press in
                switch press.key {
                case .left: cursor = max(0, position - 1)
                case .right: cursor = min(text.count, position + 1)
                case .home: cursor = 0
                default: cursor = text.count
                }
                return true
            },
            KeyBinding(.key("a", .control), .key("e", .control), description: "to the start / the end") { press in
                cursor = press.key == .character("a") ? 0 : text.count
                return true
            },
            KeyBinding(.key(.backspace), .key(.delete), description: "erase before / under the cursor") { press in
                let at = position
                erase(press.key == .backspace ? max(0, at - 1)..<at : at..<min(text.count, at + 1))
                return true
            },
            KeyBinding(.key("u", .control), .key("k", .control), description: "erase to the start / the end") {
                press in
                erase(press.key == .character("u") ? 0..<position : position..<text.count)
                return true
            },
            KeyBinding(.key(.enter), description: "submit") { _ in
                guard let submitAction else { return false }  // the focus moves on
                submitAction()
                return true
            },
            KeyBinding(
                .key(.up), .key(.down), description: "leave the field",
                hint: KeyHint("leave field", keys: "↑↓", priority: 3)
            ) { _ in false },
        ]
    }

    func handlePaste(_ pasted: String) -> Bool {
        insert(pasted.split(whereSeparator: \.isNewline).joined(separator: " "))
        return true
    }

    func handleClick(_ click: WidgetClick) -> Bool { true }

    func draw(in canvas: inout WidgetCanvas) {
        if canvas.isSelected {
            canvas.write(
                "▸ ", at: .zero, style: canvas.isFocused ? canvas.theme.accent : canvas.theme.inactiveSelection)
        }
        let label = prompt + " "
        canvas.write(label, at: Point(x: 2, y: 0))
        let fieldX = 2 + displayWidth(of: label)
        let width = max(1, canvas.size.width - fieldX)
        // The end of the text before the cursor, when it is longer than the field.
        let before = String(text.prefix(position).suffix(width - 1))
        let shown = before + text.dropFirst(position).prefix(width - before.count)
        canvas.write(
            shown + String(repeating: " ", count: max(0, width - shown.count)), at: Point(x: fieldX, y: 0),
            style: canvas.isFocused ? canvas.theme.fieldFocused : canvas.theme.field)
        canvas.placeCursor(at: Point(x: fieldX + before.count, y: 0))
    }
}

@MainActor
private final class Sent {
    var count = 0
}

/// The same form with the built-in field or the one above: a field to submit, one without
/// `.onSubmit`, and a button.
private struct MessageForm: View {
    let userWritten: Bool
    let sent: Sent
    @State private var to = ""
    @State private var subject = ""

    var body: some View {
        VStack {
            if userWritten {
                LineField(prompt: "To:", text: $to).onSubmit { sent.count += 1 }
                LineField(prompt: "Subject:", text: $subject)
            } else {
                TextField("To:", text: $to).onSubmit { sent.count += 1 }
                TextField("Subject:", text: $subject)
            }
            Button("Send") { sent.count += 1 }
        }
        .navigationTitle("New Message")
    }
}

@MainActor
@Suite("A text field written on the public Widget protocol behaves as the built-in one")
struct UserWrittenFieldTests {
    private func sessions() -> [(session: HeadlessSession, sent: Sent)] {
        [false, true].map { userWritten in
            let sent = Sent()
            let session = HeadlessSession(
                Session("form") {
                    Pane("form") { MessageForm(userWritten: userWritten, sent: sent) }
                }, size: Size(width: 60, height: 12))
            return (session, sent)
        }
    }

    /// Runs `keys` on both, then checks they show the same screen, put the cursor in the same cell
    /// and agree on `check`.
    private func expectSame(
        _ keys: (HeadlessSession) -> Void, _ check: (HeadlessSession, Sent) -> Bool = { _, _ in true },
        _ what: Comment
    ) {
        let both = sessions()
        for (session, _) in both { keys(session) }
        #expect(
            both[0].session.text == both[1].session.text, "\(what)\n\(both[0].session.text)\n\(both[1].session.text)")
        #expect(both[0].session.windowManager.cursor == both[1].session.windowManager.cursor, what)
        let editing = both[0].session.windowManager.focusedPane.root.isEditingText
        #expect((both[0].session.windowManager.cursor != nil) == editing, "the cursor shows in a focused field only")
        for (session, sent) in both { #expect(check(session, sent), what) }
    }

    private static func status(_ session: HeadlessSession) -> String { session.screen.lines.last ?? "" }

    @Test func typingQAndOtherLettersTypesAndTheStatusLineOffersWhatStillWorks() {
        expectSame(
            { $0.type("quiz") },
            { session, _ in
                !session.hasQuit && session.text.contains("To: quiz") && Self.status(session).contains("↑↓ leave field")
                    && Self.status(session).contains("^C quit") && !Self.status(session).contains("q quit")
            }, "q types in a field")
    }

    @Test func aBurstOfTypedCharactersAndAPasteOfTwoLinesFillTheField() {
        expectSame(
            { session in
                session.send("Jane".map { InputEvent.key(.character($0)) })
                session.send([.paste("and\nDoe")])
            }, { session, _ in session.text.contains("To: Janeand Doe") }, "a burst is one text, lines are joined")
    }

    @Test func editingKeysMoveTheCursorAndErase() {
        expectSame(
            { session in
                session.type("Jane Doe")
                session.press(KeyPress(.character("a"), .control))
                session.type(">")
                session.press(.end, .backspace, .left, .left)
                session.press(KeyPress(.character("k"), .control))
                session.press(.home, .delete, .right)
            }, { session, _ in session.text.contains("To: Jane ") }, "emacs and arrow keys")
    }

    @Test func enterSubmitsAFieldWithAnActionAndMovesOnFromOneWithout() {
        expectSame(
            { session in
                session.type("Jane")
                session.press(.enter)
                session.press(.down)
                session.type("Hello")
                session.press(.enter)  // no action: the focus moves on to Send
            },
            { session, sent in
                sent.count == 1 && !session.windowManager.focusedPane.root.isEditingText
                    && session.text.contains("Subject: Hello")
            }, "submit, then next control")
    }

    @Test func theHelpListsTheFieldsBindingsFirst() {
        for (session, _) in sessions() {
            let groups = session.windowManager.currentKeyBindings
            #expect(groups.first?.title == "Text field")
            #expect(groups.first?.bindings.first?.description == "type at the cursor")
        }
    }
}
