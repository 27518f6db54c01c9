/// A text field's key bindings: typing and editing at the cursor. Keys it has no binding for
/// (Tab, Esc, F1, Ctrl+C) go on to the pane and the window.
extension TextFieldEditor {
    /// The bindings of `editor`, a focused field of `root` (nil: for the reference).
    static func keyBindings(_ editor: TextFieldEditor?, in root: ViewRoot? = nil) -> KeyBindingGroup {
        /// A binding that applies `edit` to the editor.
        func editing(
            _ keys: [KeyPattern], _ label: String, _ description: String,
            _ edit: @escaping @MainActor (TextFieldEditor, KeyPress) -> Void
        ) -> KeyBinding {
            KeyBinding(keys, label: label, description: description) { press in
                guard let editor else { return false }
                edit(editor, press)
                return true
            }
        }
        return KeyBindingGroup(
            title: "Text field", scope: .focusedControl, signature: editor.map { _ in 300 },
            bindings: [
                editing([.printable], "characters", "type at the cursor") { editor, press in
                    editor.insert(press.characters)
                },
                editing(
                    [.key(.left), .key(.right), .key(.home), .key(.end)], "← → / Home End",
                    "move the cursor / to the start, the end"
                ) { editor, press in
                    switch press.key {
                    case .left: editor.moveCursor(by: -1)
                    case .right: editor.moveCursor(by: 1)
                    case .home: editor.moveCursorToStart()
                    default: editor.moveCursorToEnd()
                    }
                },
                editing([.key("a", .control), .key("e", .control)], "Ctrl+A / Ctrl+E", "to the start / the end") {
                    editor, press in
                    press.key == .character("a") ? editor.moveCursorToStart() : editor.moveCursorToEnd()
                },
                editing([.key("b", .alt), .key("f", .alt)], "Alt+B / Alt+F", "one word left / right") { editor, press in
                    editor.moveCursorByWord(forward: press.key == .character("f"))
                },
                editing([.key(.backspace), .key(.delete)], "⌫ / Delete", "erase before / under the cursor") {
                    editor, press in
                    if press.key == .backspace { editor.deleteBackward() } else { editor.deleteForward() }
                },
                editing(
                    [.key("u", .control), .key("k", .control)], "Ctrl+U / Ctrl+K", "erase to the start / to the end"
                ) {
                    editor, press in
                    press.key == .character("u") ? editor.deleteToStart() : editor.deleteToEnd()
                },
                KeyBinding(
                    [.key(.enter)], label: "Enter", description: "submit (.onSubmit), else go to the next control"
                ) {
                    _ in
                    guard let editor else { return false }
                    if let submit = editor.submit { submit() } else { root?.moveFocus(by: 1) }
                    return true
                },
                KeyBinding(
                    [.key(.up), .key(.down)], label: "↑ ↓", description: "leave the field: move the selection",
                    hint: KeyHint("leave field", keys: "↑↓", priority: 3)
                ) { press in
                    root?.moveFocus(by: press.key == .up ? -1 : 1) ?? false
                },
            ])
    }
}
