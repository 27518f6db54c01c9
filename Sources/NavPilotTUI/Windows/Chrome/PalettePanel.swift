/// The command palette as drawn: a bordered box with the query on its first row (what is typed,
/// its end kept in view, and how many entries match), then the rows that match.
struct PalettePanel: View, Equatable {
    static let title = " Commands · Esc closes "

    /// The query row, as fitted to the box.
    let query: PaletteQueryLine
    /// The rows shown, or the "nothing matches" line.
    let rows: PaletteList

    var body: some View {
        VStack(spacing: 0) {
            query
            rows
        }
        .border(\.focusedBorder, title: Self.title)
    }
}

/// The palette's query row: `› ` and what is typed, then at the right how many entries match.
struct PaletteQueryLine: Widget, Equatable {
    static let prompt = "› "

    /// What is typed, already fitted to the room left of the count.
    let typed: String
    /// `12`, or `no match`.
    let count: String
    let idealWidth: Int

    var fillsWidth: Bool { false }

    func draw(in canvas: inout WidgetCanvas) {
        // One blank column inside each side of the box.
        let room = max(0, canvas.size.width - 2)
        canvas.write(
            truncate(Self.prompt + typed, toWidth: room, ellipsis: false), at: Point(x: 1, y: 0),
            wholeStyle: canvas.theme.title)
        let countWidth = displayWidth(of: count)
        if room > countWidth + 4 {
            canvas.write(count, at: Point(x: 1 + room - countWidth, y: 0), wholeStyle: canvas.theme.dim)
        }
    }
}

/// The palette's rows: `▸` marks the selection (so it shows without colour), matched letters in the
/// accent style, underlined; each entry's keys or kind dim at the right where it fits.
struct PaletteList: Widget, Equatable {
    /// One entry as shown.
    struct Row: Equatable {
        let title: String
        let detail: String
        /// The matched characters' offsets in `title`.
        let matched: [Int]
        let isSelected: Bool
    }

    let rows: [Row]
    /// Said on the first row when nothing matches (`nothing matches "xyz"`).
    let emptyText: String?
    let height: Int
    let idealWidth: Int

    var fillsWidth: Bool { false }

    func height(forWidth width: Int) -> Int { height }

    func draw(in canvas: inout WidgetCanvas) {
        let width = canvas.size.width
        if let emptyText, height > 0 {
            let text = truncate(emptyText, toWidth: max(0, width - 2), ellipsis: false)
            canvas.write(text, at: Point(x: 1, y: 0), wholeStyle: canvas.theme.dim)
        }
        for (y, row) in rows.prefix(height).enumerated() {
            draw(row, atRow: y, width: width, in: &canvas)
        }
    }

    private func draw(_ row: Row, atRow y: Int, width: Int, in canvas: inout WidgetCanvas) {
        let theme = canvas.theme
        let base = row.isSelected ? theme.selectionRow.patched(with: theme.title) : Style.plain
        if row.isSelected { canvas.fill(Rect(x: 0, y: y, width: width, height: 1), style: theme.selectionRow) }
        canvas.write(row.isSelected ? "▸" : " ", at: Point(x: 1, y: y), wholeStyle: base.patched(with: theme.accent))
        let detailWidth = displayWidth(of: row.detail)
        let titleRoom = width - 4 - (detailWidth > 0 ? detailWidth + 2 : 0)
        let showsDetail = detailWidth > 0 && titleRoom >= 12
        let title = truncate(row.title, toWidth: max(0, showsDetail ? titleRoom : width - 4))
        let highlighted = Set(row.matched)
        let matchedStyle = base.patched(with: theme.accent).patched(with: Style(underline: true))
        var x = 3
        for (offset, character) in title.enumerated() {
            let text = String(character)
            canvas.write(text, at: Point(x: x, y: y), wholeStyle: highlighted.contains(offset) ? matchedStyle : base)
            x += displayWidth(of: text)
        }
        if showsDetail {
            canvas.write(
                row.detail, at: Point(x: width - 1 - detailWidth, y: y), wholeStyle: base.patched(with: theme.dim))
        }
    }
}
