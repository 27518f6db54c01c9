/// A one-line editable text field bound to a `String` (usually a `@State`).
///
/// When focused, printable keys insert at the cursor; Backspace and Delete erase; Left/Right, Home/End
/// move the cursor; Enter moves to the next control.
public struct TextField: View, PrimitiveView {
    let prompt: String
    let text: Binding<String>

    /// A field labelled `prompt` editing `text`.
    public init(_ prompt: String, text: Binding<String>) {
        self.prompt = prompt
        self.text = text
    }

    /// A text field is primitive.
    public var body: Never { return primitiveBody(of: Self.self) }

    func makeNode(_ context: ResolveContext) -> Node {
        let cursorKey = StateKey(
            scope: context.scope, path: context.path, viewType: ObjectIdentifier(TextField.self), property: "cursor")
        let current = text.wrappedValue
        let cursor = context.store.cell(for: cursorKey, initial: current.count)
        let editor = TextFieldEditor(text: text, cursor: cursor)
        let index = context.addFocusTarget(.textField(editor))
        return .control(index, .textField(prompt: prompt, text: current, cursor: editor.cursorPosition))
    }
}

/// Applies editing keys to a text field's binding; the cursor lives in the pane's state store.
@MainActor
struct TextFieldEditor {
    let text: Binding<String>
    let cursor: StateCell<Int>

    /// The cursor as a character offset, kept inside the text even if the text changed elsewhere.
    var cursorPosition: Int {
        min(max(0, cursor.value), text.wrappedValue.count)
    }

    func insert(_ string: String) {
        var value = text.wrappedValue
        let index = value.index(value.startIndex, offsetBy: cursorPosition)
        value.insert(contentsOf: string, at: index)
        let newCursor = cursorPosition + string.count
        text.wrappedValue = value
        cursor.value = newCursor
    }

    /// Erases the character before the cursor; false when there is none.
    @discardableResult
    func deleteBackward() -> Bool {
        guard cursorPosition > 0 else { return false }
        var value = text.wrappedValue
        let index = value.index(value.startIndex, offsetBy: cursorPosition - 1)
        value.remove(at: index)
        let newCursor = cursorPosition - 1
        text.wrappedValue = value
        cursor.value = newCursor
        return true
    }

    /// Erases the character under the cursor.
    func deleteForward() {
        guard cursorPosition < text.wrappedValue.count else { return }
        var value = text.wrappedValue
        value.remove(at: value.index(value.startIndex, offsetBy: cursorPosition))
        text.wrappedValue = value
    }

    /// Moves the cursor by `offset` characters; false when it was already at that end.
    @discardableResult
    func moveCursor(by offset: Int) -> Bool {
        let target = min(max(0, cursorPosition + offset), text.wrappedValue.count)
        guard target != cursorPosition else { return false }
        cursor.value = target
        return true
    }

    func moveCursorToStart() { cursor.value = 0 }

    func moveCursorToEnd() { cursor.value = text.wrappedValue.count }
}
