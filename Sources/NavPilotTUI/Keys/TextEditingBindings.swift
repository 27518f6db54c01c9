/// The `text` key table: the editing keys of a one-line text, the same wherever one is edited (a
/// `TextField`, the command palette's query, a search's), all applied by `TextFieldEditor`.
@MainActor
enum TextEditingBindings {
    /// The editing bindings of `editor` (nil: for the reference). Each returns false without an
    /// editor, so the key goes on.
    static func bindings(_ editor: TextFieldEditor?) -> [KeyBinding] {
        /// A binding that applies `edit` to the editor.
        func editing(
            _ keys: [KeyPattern], _ id: String, _ label: String?, _ description: String,
            isRemappable: Bool = true, _ edit: @escaping @MainActor (TextFieldEditor, KeyPress) -> Void
        ) -> KeyBinding {
            KeyBinding(keys, id: id, label: label, description: description, isRemappable: isRemappable) { press in
                guard let editor else { return false }
                edit(editor, press)
                return true
            }
        }
        return [
            editing([.printable], "text.type", "characters", "type at the cursor", isRemappable: false) {
                editor, press in
                editor.insert(press.characters)
            },
            editing([.key(.left)], "text.left", nil, "move the cursor left") { editor, _ in editor.moveCursor(by: -1) },
            editing([.key(.right)], "text.right", nil, "move the cursor right") { editor, _ in editor.moveCursor(by: 1)
            },
            editing(
                [.key(.home), .key("a", .control), .key(.home, .control), .key(.home, .alt)], "text.start",
                "Home / Ctrl+A", "to the start"
            ) { editor, _ in editor.moveCursorToStart() },
            editing(
                [.key(.end), .key("e", .control), .key(.end, .control), .key(.end, .alt)], "text.end", "End / Ctrl+E",
                "to the end"
            ) { editor, _ in editor.moveCursorToEnd() },
            editing([.key("b", .alt)], "text.word-left", "Alt+B", "one word left") { editor, _ in
                editor.moveCursorByWord(forward: false)
            },
            editing([.key("f", .alt)], "text.word-right", "Alt+F", "one word right") { editor, _ in
                editor.moveCursorByWord(forward: true)
            },
            editing([.key(.backspace)], "text.erase-back", nil, "erase before the cursor") { editor, _ in
                editor.deleteBackward()
            },
            editing([.key(.delete)], "text.erase-forward", "Delete", "erase under the cursor") { editor, _ in
                editor.deleteForward()
            },
            // Readline's word erasing. Its Ctrl+W stays the window's prefix here, as everywhere:
            // the keys that move between panes work the same in a field (docs/command-line.md).
            editing(
                [.key(.backspace, .alt), .key(.backspace, .control)], "text.erase-word-back", "Alt+⌫ / Ctrl+⌫",
                "erase the word before the cursor"
            ) { editor, _ in editor.deleteWord(forward: false) },
            editing(
                [.key("d", .alt), .key(.delete, .alt), .key(.delete, .control)], "text.erase-word-forward",
                "Alt+D / Ctrl+Delete", "erase the word after the cursor"
            ) { editor, _ in editor.deleteWord(forward: true) },
            editing([.key("u", .control)], "text.erase-to-start", "Ctrl+U", "erase to the start") { editor, _ in
                editor.deleteToStart()
            },
            editing([.key("k", .control)], "text.erase-to-end", "Ctrl+K", "erase to the end") { editor, _ in
                editor.deleteToEnd()
            },
        ]
    }
}
