/// A one-line editable text field bound to a `String` (usually a `@State`).
///
/// When focused, printable keys insert at the cursor; Backspace and Delete erase; Left/Right, Home/End
/// move the cursor; Enter runs the `.onSubmit` action around the field, or moves to the next control.
///
/// A key and a frame cost the same with ten characters or a million: the cursor is kept as a position
/// in the text's UTF-8 (see `TextFieldEditor`), and a frame shows a window of the text around the
/// cursor, never the whole text.
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
        let writtenKey = StateKey(
            scope: context.scope, path: context.path, viewType: ObjectIdentifier(TextField.self), property: "written")
        let current = text.wrappedValue
        let cursor = context.store.cell(for: cursorKey) { current.utf8.count }
        let written = context.store.cell(for: writtenKey) { current }
        let editor = TextFieldEditor(
            text: text, cursor: cursor, submit: context.environment.submitAction?.action, written: written)
        let control = TextFieldControl(prompt: prompt, editor: editor)
        guard context.environment.isEnabled else {
            return .widget(WidgetNode(widget: control, focusIndex: nil, isDisabled: true))
        }
        return .widget(WidgetNode(widget: control, focusIndex: context.addFocusTarget(control)))
    }

    /// Characters kept on each side of the cursor in a frame: a field up to this many columns wide
    /// shows exactly what it would show with the whole text (each shown character takes a column or
    /// more), and a frame's cost does not grow with the text.
    static let windowReach = 1024

    /// The part of `text` a frame can show, around the cursor at `cursor`, and the cursor as a
    /// character offset into that part.
    static func window(of text: String, around cursor: String.Index) -> (text: String, cursor: Int) {
        var start = cursor
        var before = 0
        while before < windowReach && start > text.startIndex {
            start = text.index(before: start)
            before += 1
        }
        var end = cursor
        var after = 0
        while after < windowReach && end < text.endIndex {
            end = text.index(after: end)
            after += 1
        }
        if start == text.startIndex && end == text.endIndex { return (text, before) }
        return (String(text[start..<end]), before)
    }
}
