/// The command palette as a view: a box near the top, the query on its first row, then the entries
/// that match, the selected one marked, the matched letters highlighted, each entry's keys or kind
/// at the right.
extension WindowManager {
    /// Where the palette's rows went in the last frame, for the mouse: the box, the screen row of the
    /// first entry shown and which entry that is.
    struct PaletteRows {
        let box: Rect
        let firstRowY: Int
        let firstEntry: Int
    }

    /// The open palette as a view for `area`, with where its rows go and where the query's cursor
    /// is (stored by the caller once the pass is done); nil when not even its query row fits.
    func palettePanel(
        _ palette: CommandPalette, in area: Rect
    ) -> (panel: PalettePanel, rows: PaletteRows, cursor: Point)? {
        let width = min(area.width, max(min(area.width, 40), min(76, area.width * 3 / 4)))
        let listRows = min(CommandPalette.mostRowsShown, max(1, palette.shown.count), max(0, area.height - 3))
        let height = min(area.height, listRows + 3)
        guard width >= 8, height >= 3 else { return nil }
        // Centred, one row below the top when there is room.
        let box = Rect(
            x: area.x + (area.width - width) / 2, y: area.y + min(1, area.height - height), width: width,
            height: height)
        // The query row: what is typed (the text before the cursor, its end kept in view, then what
        // follows as far as it fits), and how many match.
        let innerWidth = max(0, width - 4)
        let count = palette.shown.isEmpty ? "no match" : "\(palette.shown.count)"
        let queryRoom = max(1, innerWidth - displayWidth(of: count) - 3)
        let query = palette.query
        let offset = min(max(0, palette.cursor.value), query.utf8.count)
        let before = lastColumns(of: String(decoding: query.utf8.prefix(offset), as: UTF8.self), width: queryRoom - 1)
        let after = String(decoding: query.utf8.dropFirst(offset), as: UTF8.self)
        let typed = before + truncate(after, toWidth: max(0, queryRoom - 1 - displayWidth(of: before)), ellipsis: false)
        let cursor = Point(
            x: min(box.x + 2 + innerWidth - 1, box.x + 2 + displayWidth(of: PaletteQueryLine.prompt + before)),
            y: box.y + 1)
        let rows = height - 3
        // The selection stays in view however few rows the box has.
        let first = min(max(palette.scroll, palette.selected - rows + 1), max(0, palette.selected))
        let shown = palette.shown.dropFirst(first).prefix(rows).enumerated().map { offset, shown in
            let entry = palette.entries[shown.entry]
            return PaletteList.Row(
                title: entry.title, detail: entry.detail, matched: shown.match.positions,
                isSelected: first + offset == palette.selected)
        }
        let panel = PalettePanel(
            query: PaletteQueryLine(typed: typed, count: count, idealWidth: width - 2),
            rows: PaletteList(
                rows: shown, emptyText: palette.shown.isEmpty ? "  nothing matches \"\(palette.query)\"" : nil,
                height: rows, idealWidth: width - 2))
        return (panel, PaletteRows(box: box, firstRowY: box.y + 2, firstEntry: first), cursor)
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
