/// The help overlay: the key bindings that apply where the focus is (`KeyBindingChain`), nearest
/// first, in a box over the panes, opened with `?` or F1 and closed with Esc, `?` or F1. Its own
/// bindings (`helpBindings`) take every key while it is shown: the panes under it get none.
extension WindowManager {
    static let helpTitle = " Keys · Esc closes "

    /// Shows or hides the help overlay.
    public func toggleHelp() {
        isShowingHelp.toggle()
        help.scroll = 0
        help.match = nil
    }

    /// Scrolls the help overlay by `rows` (negative: up), within its lines.
    func scrollHelp(by rows: Int) {
        help.scroll = min(drawn.helpScrollLimit, max(0, help.scroll + rows))
    }

    /// The key bindings as the help overlay lists them: those that apply where the focus is, the
    /// focused control's and the screen's own first, then the pane's (or an alert's), the window's
    /// and the prefix table's; then the tables of the help, the palette and a search, the terminal's
    /// keys and the mouse. Only bindings with a description are listed, with the keys in force.
    public var currentKeyBindings: [KeyBindingGroup] {
        keyBindings(showingPanes: !tooSmall)
    }

    /// The bindings the help lists, for a frame that shows the panes or the too-small message: the
    /// ones that apply where the focus is, the prefix table after the window's (its prefix key enters
    /// it), then the tables of the help, the palette and a search, with the keys in force.
    func keyBindings(showingPanes: Bool) -> [KeyBindingGroup] {
        let chain = paneAndWindowChain(showingPanes: showingPanes).documented
        let window = chain.firstIndex { $0.title == "Window" }.map { $0 + 1 } ?? chain.count
        return Array(chain[..<window]) + KeyBindingChain(groups: [prefixBindings.listed]).documented + chain[window...]
            + KeyBindings.overlayTables(keymap: keymap) + [KeyBindings.terminalBindings, KeyBindings.mouseBindings]
    }

    /// Draws the overlay centred in `area`, its lines wrapped to the box; the scroll position is
    /// clamped for drawing only (the stored one is never written while rendering), and the last
    /// position the box allows is returned, for the keys to stop at, with the lines (for a search).
    @discardableResult
    func drawHelp(in buffer: inout CellBuffer, area: Rect, showingPanes: Bool) -> (limit: Int, lines: [String]) {
        let groups = keyBindings(showingPanes: showingPanes)
        let full = KeyBindings.lines(of: groups, width: .max)
        let widest = max(full.map { displayWidth(of: $0) }.max() ?? 0, displayWidth(of: Self.helpTitle) + 2)
        let width = min(area.width, widest + 4)
        let lines = width >= widest + 4 ? full : KeyBindings.lines(of: groups, width: max(1, width - 4))
        let height = min(area.height, lines.count + 2)
        guard width >= 4, height >= 3 else { return (0, lines) }
        let box = Rect(
            x: area.x + (area.width - width) / 2, y: area.y + (area.height - height) / 2, width: width, height: height)
        buffer.fill(box, with: .blank(.plain))
        drawBox(box, style: theme.focusedBorder, topStyle: theme.focusedBorder, in: &buffer)
        buffer.write(
            truncate(Self.helpTitle, toWidth: max(0, width - 2)), at: Point(x: box.x + 1, y: box.y),
            style: theme.focusedBorder, clip: box)
        let rows = height - 2
        let scroll = min(help.scroll, max(0, lines.count - rows))
        let inner = Rect(x: box.x + 2, y: box.y + 1, width: max(0, width - 4), height: rows)
        for (offset, line) in lines.dropFirst(scroll).prefix(rows).enumerated() {
            let isTitle = line.hasSuffix(":")
            let isMatch = help.match == scroll + offset
            if isMatch {
                buffer.fill(
                    Rect(x: box.x + 1, y: inner.y + offset, width: width - 2, height: 1),
                    with: .blank(theme.selectionRow))
                buffer.write(
                    "▸", at: Point(x: box.x + 1, y: inner.y + offset),
                    style: theme.selectionRow.patched(with: theme.accent))
            }
            let style = isTitle ? theme.title : Style.plain
            buffer.write(
                truncate(line, toWidth: inner.width), at: Point(x: inner.x, y: inner.y + offset),
                style: isMatch ? theme.selectionRow.patched(with: style) : style, clip: inner)
        }
        let below = lines.count - scroll - rows
        if below > 0 {
            let more = " ↓ \(below) more "
            buffer.write(
                more, at: Point(x: max(box.x + 1, box.maxX - 1 - displayWidth(of: more)), y: box.maxY - 1),
                style: theme.dim, clip: box)
        }
        if scroll > 0, height > 3 {
            // Under the title, so it shows however narrow the box.
            let more = " ↑ \(scroll) more "
            buffer.write(
                more, at: Point(x: max(box.x + 1, box.maxX - 1 - displayWidth(of: more)), y: box.y),
                style: theme.dim, clip: box)
        }
        return (max(0, lines.count - rows), lines)
    }
}
