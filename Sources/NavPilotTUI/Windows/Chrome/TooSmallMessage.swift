/// What the window shows instead of its panes when one would be smaller than
/// `WindowManager.minimumPaneSize`: the size, what it needs, what to press, wrapped and centred in
/// the room there is, the most that fits whole first.
struct TooSmallMessage: Widget, Equatable {
    /// The terminal's size.
    let screen: Size
    /// How many panes are shown.
    let panes: Int
    /// Whether zooming would help (several panes, none zoomed yet): only then is `z` offered.
    let offersZoom: Bool

    var fillsHeight: Bool { true }

    func draw(in canvas: inout WidgetCanvas) {
        let area = canvas.size
        let lines = self.lines(in: area)
        let top = max(0, (area.height - lines.count) / 2)
        for (offset, line) in lines.enumerated() where top + offset < area.height {
            let text = truncate(line, toWidth: area.width)
            let x = max(0, (area.width - displayWidth(of: text)) / 2)
            canvas.write(text, at: Point(x: x, y: top + offset), wholeStyle: canvas.theme.warning)
        }
    }

    /// The message's lines at `area`: the first variant that fits whole once wrapped.
    func lines(in area: Size) -> [String] {
        let minimum = WindowManager.minimumPaneSize
        let need =
            panes == 1
            ? "1 pane needs at least \(minimum.width)x\(minimum.height)."
            : "\(panes) panes need at least \(minimum.width)x\(minimum.height) each."
        let advice =
            offersZoom
            ? "Enlarge the terminal, z zooms the focused pane, q quits." : "Enlarge the terminal, or q quits."
        let size = "\(screen.width)x\(screen.height)"
        let variants = [
            ["Terminal too small: \(size)", need, advice],
            ["Too small: \(size).", need, offersZoom ? "Enlarge it, z zooms, q quits." : "Enlarge it, or q quits."],
            ["Too small: \(size).", offersZoom ? "z zooms, q quits." : "q quits."],
            [offersZoom ? "Too small: z zooms, q quits." : "Too small: q quits."],
            ["q quits."],
        ]
        // A variant is wrapped only when it could fit: each of its texts takes at least its width
        // divided by the area's width in lines (a tiny screen would otherwise wrap them all, every frame).
        let width = max(1, area.width)
        return variants.lazy
            .filter { texts in texts.reduce(0) { $0 + (displayWidth(of: $1) + width - 1) / width } <= area.height }
            .map { texts in texts.flatMap { wrap($0, width: width) } }
            .first { $0.count <= area.height } ?? variants[variants.count - 1].flatMap { wrap($0, width: width) }
    }
}
