extension LayoutEngine {
    /// Draws a button in its style (see `PrimitiveButtonStyle`) on the first row of `rect`.
    mutating func placeButton(
        _ label: String, destructive: Bool, buttonStyle: PrimitiveButtonStyle, isFocused: Bool, in rect: Rect,
        style: Style, clip: Rect
    ) {
        var labelStyle = style
        switch buttonStyle.kind {
        case .borderless: labelStyle = labelStyle.patched(with: theme.buttonTint)
        case .borderedProminent: labelStyle = labelStyle.patched(with: theme.prominentButton)
        case .automatic, .plain, .bordered: break
        }
        if destructive {
            labelStyle = labelStyle.patched(with: theme.destructive)
        }
        var markerStyle = style.patched(with: theme.accent)
        if isFocused && isActive {
            // The whole row, so the selection reads at a glance across a wide pane.
            recordFill(rect.intersection(clip), style: style.patched(with: theme.selectionRow))
            labelStyle = labelStyle.patched(with: theme.selectionRow).patched(with: theme.selection)
            markerStyle = markerStyle.patched(with: theme.selectionRow)
        } else if isFocused {
            labelStyle = labelStyle.patched(with: theme.inactiveSelection)
            markerStyle = style.patched(with: theme.inactiveSelection)
        }
        var x = rect.x
        if buttonStyle.hasMarker {
            record(isFocused ? "▸ " : "  ", at: rect.origin, style: markerStyle, clip: clip)
            x += 2
        }
        guard buttonStyle.hasBrackets else {
            record(
                truncate(label, toWidth: max(0, rect.maxX - x)), at: Point(x: x, y: rect.y), style: labelStyle,
                clip: clip)
            return
        }
        // The brackets take the label's colours without its reversal, so a prominent button reads as
        // a filled title between plain brackets.
        var bracketStyle = labelStyle
        bracketStyle.reverse = false
        let title = " " + truncate(label, toWidth: max(0, rect.maxX - x - 4)) + " "
        record("[", at: Point(x: x, y: rect.y), style: bracketStyle, clip: clip)
        record(title, at: Point(x: x + 1, y: rect.y), style: labelStyle, clip: clip)
        record("]", at: Point(x: x + 1 + displayWidth(of: title), y: rect.y), style: bracketStyle, clip: clip)
    }
}
