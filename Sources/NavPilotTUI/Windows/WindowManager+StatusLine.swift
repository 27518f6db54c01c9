/// The status line: the focused pane's name, then the keys that do something right now.
extension WindowManager {
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

    /// The status line: a message, or the hints of `chain`, the bindings that apply now: what a key
    /// does here, nearest the focus first. Keys a nearer binding takes are not offered (inside a
    /// text field `q` types, so `^C quit` is offered instead); a pending Ctrl+W and the help overlay
    /// offer their own keys.
    func statusLine(width: Int, chain: KeyBindingChain) -> StyledLine {
        let theme = self.drawnTheme  // read once: each read of an observed property is tracked
        // A narrow line keeps its room for the keys: "(zoomed)" goes first (the hints say z unzoom).
        let zoom = zoomedPane == nil || width < displayWidth(of: focusedPane.name) + 30 ? "" : " (zoomed)"
        var pieces = [StyledLine.Piece(" [\(focusedPane.name)]\(zoom)  ", theme.focusedBorder)]
        var used = displayWidth(of: pieces[0].text)
        if let prefix = statusPrefix.map({ truncate($0 + "  ", toWidth: max(0, width - used)) }) {
            pieces.append(StyledLine.Piece(prefix, theme.warning))
            used += displayWidth(of: prefix)
        }
        let room = max(0, width - used)
        let text =
            (search?.statusText ?? statusMessage ?? momentaryStatus).map { truncate($0, toWidth: room) }
            ?? hintText(of: chain, room: room)
        pieces.append(StyledLine.Piece(text, theme.dim))
        return StyledLine(pieces, fillsWidth: true)
    }

    /// The status text of `chain`'s hints fitted to `room`, remembered by the signature of its
    /// bindings (a few states come back again and again: this pane or that one, at the root or
    /// deeper), since working out which keys nearer bindings take costs more than the rest of the
    /// status line.
    private func hintText(of chain: KeyBindingChain, room: Int) -> String {
        guard let signature = chain.signature else { return Self.fitting(chain.hints, width: room) }
        if let cached = keyDispatch.cachedHints[signature] {
            if cached.room == room { return cached.text }
            let text = Self.fitting(cached.hints, width: room)
            keyDispatch.cachedHints[signature] = (cached.hints, room, text)
            return text
        }
        let hints = chain.hints
        let text = Self.fitting(hints, width: room)
        // Built-in bindings have a handful of states; the bound keeps a long session's memory flat.
        if keyDispatch.cachedHints.count >= 64 { keyDispatch.cachedHints.removeAll() }
        keyDispatch.cachedHints[signature] = (hints, room, text)
        return text
    }
}
