/// Drawing the command palette: a box near the top, the query on its first row, then the entries
/// that match, the selected one marked, the matched letters highlighted, each entry's keys or kind
/// at the right.
extension WindowManager {
    static let paletteTitle = " Commands · Esc closes "

    /// Where the palette's rows went in the last frame, for the mouse: the box, the screen row of the
    /// first entry shown and which entry that is.
    struct PaletteRows {
        let box: Rect
        let firstRowY: Int
        let firstEntry: Int
    }

    /// Draws the open palette in `area` and returns where its rows went and where the query's cursor
    /// is (stored by the caller once the pass is done).
    func drawPalette(
        _ palette: CommandPalette, in buffer: inout CellBuffer, area: Rect
    ) -> (rows: PaletteRows, cursor: Point)? {
        let width = min(area.width, max(min(area.width, 40), min(76, area.width * 3 / 4)))
        let listRows = min(CommandPalette.mostRowsShown, max(1, palette.shown.count), max(0, area.height - 3))
        let height = min(area.height, listRows + 3)
        guard width >= 8, height >= 3 else { return nil }
        let box = Rect(
            x: area.x + (area.width - width) / 2, y: area.y + min(1, area.height - height), width: width,
            height: height)
        buffer.fill(box, with: .blank(.plain))
        drawBox(box, style: theme.focusedBorder, topStyle: theme.focusedBorder, in: &buffer)
        buffer.write(
            truncate(Self.paletteTitle, toWidth: max(0, width - 2)), at: Point(x: box.x + 1, y: box.y),
            style: theme.focusedBorder, clip: box)
        let inner = Rect(x: box.x + 2, y: box.y + 1, width: max(0, width - 4), height: height - 2)
        // The query row: what is typed (its end kept in view), and how many match.
        let count = palette.shown.isEmpty ? "no match" : "\(palette.shown.count)"
        let countWidth = displayWidth(of: count)
        let queryRoom = max(1, inner.width - countWidth - 3)
        // The text before the cursor, its end kept in view, then what follows as far as it fits.
        let query = palette.query
        let offset = min(max(0, palette.cursor.value), query.utf8.count)
        let before = lastColumns(of: String(decoding: query.utf8.prefix(offset), as: UTF8.self), width: queryRoom - 1)
        let after = String(decoding: query.utf8.dropFirst(offset), as: UTF8.self)
        let typed = before + truncate(after, toWidth: max(0, queryRoom - 1 - displayWidth(of: before)), ellipsis: false)
        let prompt = "› "
        buffer.write(prompt + typed, at: Point(x: inner.x, y: inner.y), style: theme.title, clip: inner)
        if inner.width > countWidth + 4 {
            buffer.write(
                count, at: Point(x: inner.maxX - countWidth, y: inner.y), style: theme.dim, clip: inner)
        }
        let cursor = Point(x: min(inner.maxX - 1, inner.x + displayWidth(of: prompt + before)), y: inner.y)
        let rows = height - 3
        // The selection stays in view however few rows the box has.
        let first = min(max(palette.scroll, palette.selected - rows + 1), max(0, palette.selected))
        for (offset, shown) in palette.shown.dropFirst(first).prefix(rows).enumerated() {
            let y = inner.y + 1 + offset
            let isSelected = first + offset == palette.selected
            drawPaletteRow(
                palette.entries[shown.entry], match: shown.match, selected: isSelected,
                in: &buffer, row: Rect(x: box.x + 1, y: y, width: width - 2, height: 1))
        }
        if palette.shown.isEmpty, rows > 0 {
            buffer.write(
                "  nothing matches \"\(palette.query)\"", at: Point(x: inner.x, y: inner.y + 1), style: theme.dim,
                clip: inner)
        }
        return (PaletteRows(box: box, firstRowY: inner.y + 1, firstEntry: first), cursor)
    }

    /// One entry: `▸` marks the selection (so it shows without colour), matched letters in the
    /// accent style, the detail dim at the right where it fits.
    private func drawPaletteRow(
        _ entry: PaletteEntry, match: FuzzyMatch, selected: Bool, in buffer: inout CellBuffer, row: Rect
    ) {
        let base = selected ? theme.selectionRow.patched(with: theme.title) : Style.plain
        if selected { buffer.fill(row, with: .blank(theme.selectionRow)) }
        buffer.write(
            selected ? "▸" : " ", at: Point(x: row.x + 1, y: row.y), style: base.patched(with: theme.accent), clip: row)
        let detailWidth = displayWidth(of: entry.detail)
        let titleRoom = row.width - 4 - (detailWidth > 0 ? detailWidth + 2 : 0)
        let showsDetail = detailWidth > 0 && titleRoom >= 12
        let room = showsDetail ? titleRoom : row.width - 4
        let title = truncate(entry.title, toWidth: max(0, room))
        let highlighted = Set(match.positions)
        var x = row.x + 3
        for (offset, character) in title.enumerated() {
            let style =
                highlighted.contains(offset)
                ? base.patched(with: theme.accent).patched(with: Style(underline: true)) : base
            x += buffer.write(String(character), at: Point(x: x, y: row.y), style: style, clip: row)
        }
        if showsDetail {
            buffer.write(
                entry.detail, at: Point(x: row.maxX - 1 - detailWidth, y: row.y), style: base.patched(with: theme.dim),
                clip: row)
        }
    }

    /// The end of `text` that fits in `width` columns.
    private func lastColumns(of text: String, width: Int) -> String {
        var kept = ""
        var used = 0
        for character in text.reversed() {
            let columns = displayWidth(of: String(character))
            guard used + columns <= width else { break }
            kept.insert(character, at: kept.startIndex)
            used += columns
        }
        return kept
    }
}
