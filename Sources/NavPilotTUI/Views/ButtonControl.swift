/// The control a `Button` resolves to: a widget like a user's, drawn in its `PrimitiveButtonStyle`,
/// run by Enter, Space or a click (the pane offers them to the focused widget as `.enter`).
struct ButtonControl: Widget, PlainTextWidget {
    let label: String
    let isDestructive: Bool
    let style: PrimitiveButtonStyle
    let action: @MainActor () -> Void

    var plainText: String { label }

    var accessibilityElement: AccessibilityElement? {
        // A destructive button says so with its name: the listener hears it before choosing.
        AccessibilityElement(role: .button, label: label, value: isDestructive ? "destructive" : nil)
    }

    var isFocusable: Bool { true }

    /// A button is as wide as its title and chrome: a centred stack centres it.
    var fillsWidth: Bool { false }

    var idealWidth: Int { displayWidth(of: label) + style.chromeWidth }

    /// Runs the action on `.enter`, what Enter, Space and a click on the button arrive as; the
    /// button declares no keys of its own, so the status line and help show the pane's.
    func handleKey(_ press: KeyPress) -> Bool {
        guard press == KeyPress(.enter) else { return false }
        action()
        return true
    }

    /// The title on the first row: the focus marker and brackets of the style, the whole row
    /// highlighted while the button has the focus in the focused pane.
    func draw(in canvas: inout WidgetCanvas) {
        let theme = canvas.theme
        let inherited = canvas.style
        var labelStyle = inherited
        switch style.kind {
        case .borderless: labelStyle = labelStyle.patched(with: theme.buttonTint)
        case .borderedProminent: labelStyle = labelStyle.patched(with: theme.prominentButton)
        case .automatic, .plain, .bordered: break
        }
        if isDestructive {
            labelStyle = labelStyle.patched(with: theme.destructive)
        }
        var markerStyle = inherited.patched(with: theme.accent)
        if canvas.isFocused {
            // The whole row, so the selection reads at a glance across a wide pane.
            canvas.fill(
                Rect(x: 0, y: 0, width: canvas.size.width, height: canvas.size.height), style: theme.selectionRow)
            labelStyle = labelStyle.patched(with: theme.selectionRow).patched(with: theme.selection)
            markerStyle = markerStyle.patched(with: theme.selectionRow)
        } else if canvas.isSelected {
            labelStyle = labelStyle.patched(with: theme.inactiveSelection)
            markerStyle = inherited.patched(with: theme.inactiveSelection)
        }
        var x = 0
        if style.hasMarker {
            canvas.write(canvas.isSelected ? "▸ " : "  ", at: .zero, wholeStyle: markerStyle)
            x += 2
        }
        let room = canvas.size.width - x
        guard style.hasBrackets else {
            canvas.write(truncate(label, toWidth: max(0, room)), at: Point(x: x, y: 0), wholeStyle: labelStyle)
            return
        }
        // The brackets take the label's colours without its reversal, so a prominent button reads as
        // a filled title between plain brackets.
        var bracketStyle = labelStyle
        bracketStyle.reverse = false
        let title = " " + truncate(label, toWidth: max(0, room - 4)) + " "
        canvas.write("[", at: Point(x: x, y: 0), wholeStyle: bracketStyle)
        canvas.write(title, at: Point(x: x + 1, y: 0), wholeStyle: labelStyle)
        canvas.write("]", at: Point(x: x + 1 + displayWidth(of: title), y: 0), wholeStyle: bracketStyle)
    }
}
