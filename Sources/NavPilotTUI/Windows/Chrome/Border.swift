extension View {
    /// Draws a box round this view in the theme's `role` style (`\.border` by default), with
    /// `title` set into its top edge: the view is inset by the box's one row and one column on every
    /// side, and everything inside the box that it does not draw is blank. The window's help and
    /// command palette are bordered views; so is a panel of an app's own.
    ///
    /// ```swift
    /// VStack(alignment: .leading) {
    ///     Text("Disk 82% full")
    ///     Text("Backups 3 days old")
    /// }
    /// .border(\.focusedBorder, title: " Status ")
    /// ```
    public func border(_ role: KeyPath<Theme, Style> = \.border, title: String = "") -> some View {
        padding(EdgeInsets(top: 16, leading: 8, bottom: 16, trailing: 8))
            .background { BoxFrame(role: role, title: title) }
    }
}

/// The box `border(_:title:)` draws under its view: blanks, the four edges, the title in the top one.
struct BoxFrame: Widget, @MainActor Equatable {
    let role: KeyPath<Theme, Style>
    let title: String

    var fillsHeight: Bool { true }

    func draw(in canvas: inout WidgetCanvas) {
        let (width, height) = (canvas.size.width, canvas.size.height)
        guard width >= 2, height >= 2 else { return }
        let style = canvas.theme[keyPath: role]
        canvas.fill(Rect(x: 0, y: 0, width: width, height: height), style: .plain)
        canvas.drawBox(Rect(x: 0, y: 0, width: width, height: height), style: style, topStyle: style, heavyTop: false)
        if !title.isEmpty {
            canvas.write(truncate(title, toWidth: width - 2), at: Point(x: 1, y: 0), wholeStyle: style)
        }
    }
}

extension WidgetCanvas {
    /// The border of `rect`, its top edge in `topStyle`, in heavy lines when `heavyTop` (`┍━┑`: the
    /// focused pane told from the others without colour). Edges are runs of one cell, filled
    /// directly: no text to lay out for the most repeated cells of a frame.
    mutating func drawBox(_ rect: Rect, style: Style, topStyle: Style, heavyTop: Bool) {
        guard rect.width >= 2, rect.height >= 2 else { return }
        let (left, line, right): (Character, Character, Character) = heavyTop ? ("┍", "━", "┑") : ("┌", "─", "┐")
        drawEdge(row: rect.y, of: rect, corners: (left, right), line: line, style: topStyle)
        drawEdge(row: rect.maxY - 1, of: rect, corners: ("└", "┘"), line: "─", style: style)
        let sideHeight = rect.height - 2
        fill(Rect(x: rect.x, y: rect.y + 1, width: 1, height: sideHeight), with: "│", style: style)
        fill(Rect(x: rect.maxX - 1, y: rect.y + 1, width: 1, height: sideHeight), with: "│", style: style)
    }

    private mutating func drawEdge(
        row y: Int, of rect: Rect, corners: (left: Character, right: Character), line: Character, style: Style
    ) {
        fill(Rect(x: rect.x + 1, y: y, width: rect.width - 2, height: 1), with: line, style: style)
        fill(Rect(x: rect.x, y: y, width: 1, height: 1), with: corners.left, style: style)
        fill(Rect(x: rect.maxX - 1, y: y, width: 1, height: 1), with: corners.right, style: style)
    }
}
