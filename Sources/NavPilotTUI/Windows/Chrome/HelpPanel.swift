/// The help overlay as drawn: the key bindings' lines in a bordered box, the line a search found
/// marked, and how many lines are above and below what the box shows.
struct HelpPanel: View, Equatable {
    static let title = " Keys · Esc closes "

    /// The lines the box shows (already scrolled), each as wide as the box allows.
    let lines: [String]
    /// The box's width, border included.
    let width: Int
    /// Which of `lines` a search found.
    let match: Int?
    /// Lines scrolled past, above the box.
    let above: Int
    /// Lines below the box.
    let below: Int

    var body: some View {
        HelpRows(lines: lines, match: match, idealWidth: width - 2)
            .border(\.focusedBorder, title: Self.title)
            .overlay(alignment: .bottomTrailing) {
                if below > 0 { MoreMark(text: " ↓ \(below) more ") }
            }
            .overlay(alignment: .topTrailing) {
                // Under the title, so it shows however narrow the box.
                if above > 0, lines.count > 1 { MoreMark(text: " ↑ \(above) more ") }
            }
    }
}

/// "↓ 3 more" on a box's edge, one column in from its corner.
struct MoreMark: View {
    let text: String

    var body: some View {
        DimLine(text: text).padding(.trailing, 8)
    }
}

/// A line of text in the theme's dim style, as wide as its text.
struct DimLine: Widget {
    let text: String

    var fillsWidth: Bool { false }
    var idealWidth: Int { displayWidth(of: text) }

    func draw(in canvas: inout WidgetCanvas) {
        canvas.write(text, at: .zero, wholeStyle: canvas.theme.dim)
    }
}

/// The help's lines, one column in from the box on each side: group titles (ending in `:`) in the
/// title style, the found line on the selection bar with `▸`.
struct HelpRows: Widget, Equatable {
    let lines: [String]
    let match: Int?
    let idealWidth: Int

    var fillsWidth: Bool { false }

    func height(forWidth width: Int) -> Int { lines.count }

    func draw(in canvas: inout WidgetCanvas) {
        let theme = canvas.theme
        let room = max(0, canvas.size.width - 2)
        for (row, line) in lines.enumerated() {
            let style = line.hasSuffix(":") ? theme.title : Style.plain
            if row == match {
                canvas.fill(Rect(x: 0, y: row, width: canvas.size.width, height: 1), style: theme.selectionRow)
                canvas.write("▸", at: Point(x: 0, y: row), wholeStyle: theme.selectionRow.patched(with: theme.accent))
            }
            canvas.write(
                truncate(line, toWidth: room), at: Point(x: 1, y: row),
                wholeStyle: row == match ? theme.selectionRow.patched(with: style) : style)
        }
    }
}
