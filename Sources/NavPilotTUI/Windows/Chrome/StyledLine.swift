/// One row of text in pieces, each in its own style: the status line, a panel's "↓ 3 more". Unlike `Text` it neither wraps nor trims its spaces: it is cut at its width, as a
/// line of the window's own UI must be.
struct StyledLine: Widget, Equatable {
    /// Text in a style (taken from the theme by whoever makes the line: a key path to a theme's role
    /// is made anew each time it is written, too dear for a line drawn every frame).
    struct Piece: Equatable {
        var text: String
        var style: Style

        init(_ text: String, _ style: Style) {
            self.text = text
            self.style = style
        }
    }

    let pieces: [Piece]
    /// Whether the line takes its row's whole width (the status line) or only its text's (a mark
    /// placed at a corner).
    let fillsWidth: Bool

    init(_ pieces: [Piece], fillsWidth: Bool = false) {
        self.pieces = pieces
        self.fillsWidth = fillsWidth
    }

    var idealWidth: Int { pieces.reduce(0) { $0 + displayWidth(of: $1.text) } }

    func draw(in canvas: inout WidgetCanvas) {
        var x = 0
        for piece in pieces where x < canvas.size.width {
            canvas.write(piece.text, at: Point(x: x, y: 0), wholeStyle: piece.style)
            x += displayWidth(of: piece.text)
        }
    }
}
