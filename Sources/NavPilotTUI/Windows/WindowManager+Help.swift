/// The help overlay: the key bindings that apply where the focus is (`KeyBindingChain`), nearest
/// first, in a box over the panes, opened with `?` or F1 and closed with Esc, `?` or F1. Its own
/// bindings (`helpBindings`) take every key while it is shown: the panes under it get none.
extension WindowManager {
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
        let tables = helpTables
        return Array(chain[..<window]) + tables.prefix + chain[window...] + tables.overlays
    }

    /// The help's groups that depend on the keymap alone, made once for it (the help is made again
    /// for every frame it is shown in): the prefix table, and the tables of the help, the palette, a
    /// search, the terminal's keys and the mouse.
    private var helpTables: (prefix: [KeyBindingGroup], overlays: [KeyBindingGroup]) {
        if let tables = keyDispatch.helpTables { return tables }
        let tables = (
            prefix: KeyBindingChain(groups: [prefixBindings.listed]).documented,
            overlays: KeyBindings.overlayTables(keymap: keymap) + [
                KeyBindings.terminalBindings, KeyBindings.mouseBindings,
            ]
        )
        keyDispatch.helpTables = tables
        return tables
    }

    /// The overlay for `area`: its lines wrapped to the widest box that fits, scrolled to the stored
    /// position clamped for showing only (the stored one is never written while rendering). With
    /// it, the last position the box allows (for the keys to stop at) and all the lines (for a
    /// search); no panel when not even a box of one line fits. The box is centred in `area`.
    func helpPanel(
        in area: Rect, showingPanes: Bool
    ) -> (panel: (view: HelpPanel, box: Rect)?, limit: Int, lines: [String]) {
        let text = drawn.helpText.layout(of: keyBindings(showingPanes: showingPanes), areaWidth: area.width)
        let (width, lines) = (text.width, text.lines)
        let height = min(area.height, lines.count + 2)
        guard width >= 4, height >= 3 else { return (nil, 0, lines) }
        let rows = height - 2
        let scroll = min(help.scroll, max(0, lines.count - rows))
        let match = help.match.map { $0 - scroll }.flatMap { (0..<rows).contains($0) ? $0 : nil }
        let panel = HelpPanel(
            lines: Array(lines.dropFirst(scroll).prefix(rows)), width: width, match: match, above: scroll,
            below: lines.count - scroll - rows)
        let box = Rect(
            x: area.x + (area.width - width) / 2, y: area.y + (area.height - height) / 2, width: width, height: height)
        return ((panel, box), max(0, lines.count - rows), lines)
    }
}
