/// A pane's border and title: the pane's name and breadcrumb set into the top edge. Focus is marked
/// on the top edge and the title only: a focus change then rewrites two rows (cheap on the wire)
/// instead of every border cell down both sides of two panes.
struct PaneFrame: Widget, Equatable {
    /// The title's pieces, in order (`WindowManager.title`).
    let title: [String]
    let isFocused: Bool

    var fillsHeight: Bool { true }

    func draw(in canvas: inout WidgetCanvas) {
        let theme = canvas.theme
        let rect = Rect(x: 0, y: 0, width: canvas.size.width, height: canvas.size.height)
        let style = isFocused ? theme.focusedBorder : theme.border
        canvas.drawBox(rect, style: theme.border, topStyle: style, heavyTop: isFocused && theme.heavyFocusedBorder)
        // One blank cell either side of the title, so it never runs into the edge's line.
        var x = 2
        canvas.write(" ", at: Point(x: x - 1, y: 0), wholeStyle: style)
        for piece in title {
            canvas.write(piece, at: Point(x: x, y: 0), wholeStyle: style)
            x += displayWidth(of: piece)
        }
        canvas.write(" ", at: Point(x: x, y: 0), wholeStyle: style)
    }
}
