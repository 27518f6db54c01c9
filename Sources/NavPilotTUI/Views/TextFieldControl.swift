/// What a `TextField` is on screen: a `Widget` like any other control, with its editing keys as
/// key bindings, the terminal cursor placed on the canvas, pastes, and typed text taken in bursts.
/// A field written outside the library has the same means.
struct TextFieldControl: Widget, PlainTextWidget {
    let prompt: String
    let editor: TextFieldEditor

    /// The text being edited (a button label built from views shows it).
    var plainText: String { editor.text.wrappedValue }

    var isFocusable: Bool { true }
    var takesTypedText: Bool { true }
    var keyBindingsTitle: String { "Text field" }

    var accessibilityElement: AccessibilityElement? {
        AccessibilityElement(role: .textField, label: prompt, value: editor.text.wrappedValue)
    }

    var idealWidth: Int {
        let shown = TextField.window(
            of: editor.text.wrappedValue, around: editor.cursorIndex(in: editor.text.wrappedValue))
        return displayWidth(of: prompt) + 1 + max(12, displayWidth(of: shown.text) + 1)
    }

    func keyBindings(size: Size) -> [KeyBinding] {
        Self.keyBindings(editor).bindings
    }

    /// A one-line field takes pasted lines joined by spaces.
    func handlePaste(_ text: String) -> Bool {
        editor.insert(text.split(whereSeparator: \.isNewline).joined(separator: " "))
        return true
    }

    /// A click only gives the field the focus.
    func handleClick(_ click: WidgetClick) -> Bool { true }

    func draw(in canvas: inout WidgetCanvas) {
        let theme = canvas.theme
        let value = editor.text.wrappedValue
        let (text, cursorPosition) = TextField.window(of: value, around: editor.cursorIndex(in: value))
        let width = canvas.size.width
        if canvas.isSelected {
            canvas.write("▸ ", at: .zero, style: canvas.isFocused ? theme.accent : theme.inactiveSelection)
        }
        let promptText = prompt.isEmpty ? "" : prompt + " "
        let promptWidth = min(displayWidth(of: promptText), max(0, width - 3))
        canvas.write(truncate(promptText, toWidth: promptWidth, ellipsis: false), at: Point(x: 2, y: 0))
        let fieldX = 2 + promptWidth
        let fieldWidth = max(1, width - fieldX)
        // Show the part of the text that ends at the cursor when it is longer than the field, found
        // by walking back from the cursor: the cost is the field's width, not the text's. One glyph
        // per character, control characters (a pasted tab too) as their control pictures, so what is
        // drawn and where the cursor goes agree cell for cell.
        let glyphs = text.map { character in
            visibleControlPictures(of: character).map { String($0) } ?? String(character)
        }
        var start = cursorPosition
        var widthBeforeCursor = 0
        while start > 0 {
            let glyphWidth = displayWidth(of: glyphs[start - 1])
            if widthBeforeCursor + glyphWidth >= fieldWidth { break }
            widthBeforeCursor += glyphWidth
            start -= 1
        }
        let end = min(glyphs.count, start + fieldWidth)
        let visible = truncate(glyphs[start..<end].joined(), toWidth: fieldWidth, ellipsis: false)
        let padded = visible + String(repeating: " ", count: max(0, fieldWidth - displayWidth(of: visible)))
        canvas.write(padded, at: Point(x: fieldX, y: 0), style: canvas.isFocused ? theme.fieldFocused : theme.field)
        canvas.placeCursor(at: Point(x: min(fieldX + widthBeforeCursor, width - 1), y: 0))
    }

    /// The bindings of a field editing with `editor` (nil: for the reference). Keys it has no
    /// binding for (Tab, Esc, F1, Ctrl+C) go on to the pane and the window; Enter without
    /// `.onSubmit`, and ↑ ↓, go on to the pane, which moves the focus.
    static func keyBindings(_ editor: TextFieldEditor?) -> KeyBindingGroup {
        KeyBindingGroup(
            title: "Text field", scope: .focusedControl,
            bindings: TextEditingBindings.bindings(editor) + [
                KeyBinding(
                    [.key(.enter), .key(.enter, .alt), .key(.enter, .control)], id: "text.submit", label: "Enter",
                    description: "submit (.onSubmit), else go to the next control"
                ) { _ in
                    guard let submit = editor?.submit else { return false }
                    submit()
                    return true
                },
                KeyBinding(
                    [.key(.up), .key(.down)], id: "text.leave", label: "↑ ↓",
                    description: "leave the field: move the selection",
                    hint: KeyHint("leave field", keys: "↑↓", priority: 3)
                ) { _ in false },
            ])
    }
}
