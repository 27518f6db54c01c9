/// The status line: the focused pane's name, then the keys that do something right now.
extension WindowManager {
    /// The hints of the bindings that apply now (`keyBindingChain`): what a key does here, nearest
    /// the focus first. Keys a nearer binding takes are not offered (inside a text field `q` types,
    /// so `^C quit` is offered instead); a pending Ctrl+W and the help overlay offer their own keys.
    func statusHints(showingPanes: Bool) -> [StatusHint] {
        keyBindingChain(showingPanes: showingPanes).hints
    }

    /// The hints that fit in `width` columns, in their order, dropping the lowest priorities first.
    static func fitting(_ hints: [StatusHint], width: Int) -> String {
        // Widths are measured once per hint: this runs every frame.
        var kept = hints.map { (hint: $0, width: displayWidth(of: $0.text)) }
        let separator = " · "
        let separatorWidth = displayWidth(of: separator)
        var total = kept.reduce(0) { $0 + $1.width } + separatorWidth * max(0, kept.count - 1)
        while total > width, kept.count > 1,
            let lowest = kept.indices.min(by: { kept[$0].hint.priority < kept[$1].hint.priority })
        {
            total -= kept[lowest].width + separatorWidth
            kept.remove(at: lowest)
        }
        return truncate(kept.map(\.hint.text).joined(separator: separator), toWidth: width)
    }

    func drawStatusLine(in buffer: inout CellBuffer, row: Int, width: Int, showingPanes: Bool) {
        // A narrow line keeps its room for the keys: "(zoomed)" goes first (the hints say z unzoom).
        let zoom = zoomedPane == nil || width < displayWidth(of: focusedPane.name) + 30 ? "" : " (zoomed)"
        let label = " [\(focusedPane.name)]\(zoom)  "
        buffer.write(label, at: Point(x: 0, y: row), style: theme.focusedBorder)
        let x = displayWidth(of: label)
        let room = max(0, width - x)
        let text =
            statusMessage.map { truncate($0, toWidth: room) }
            ?? Self.fitting(statusHints(showingPanes: showingPanes), width: room)
        buffer.write(text, at: Point(x: x, y: row), style: theme.dim)
    }
}
