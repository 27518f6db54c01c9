/// Borders, titles, the status line and the too-small message.
extension WindowManager {
    static let keyHints = "Tab pane · ↑↓ select · Enter open · Esc/⌫ back · z zoom · i inspector · q quit"

    /// Draws a pane (content, border, title) and returns its content rectangle.
    @discardableResult
    func draw(_ pane: PaneRuntime, in buffer: inout CellBuffer, frame: Rect, focused: Bool) -> Rect {
        // One blank column inside each side of the border, so text never touches it.
        let inner = frame.inset(by: 1)
        let content = Rect(x: inner.x + 1, y: inner.y, width: max(0, inner.width - 2), height: inner.height)
        pane.root.render(into: &buffer, in: content, showsSelection: focused)
        // Focus is marked on the top edge and the title only: a focus change then rewrites two rows
        // (cheap on the wire) instead of every border cell down both sides of two panes.
        let style = focused ? theme.focusedBorder : theme.border
        drawBox(frame, style: theme.border, topStyle: style, in: &buffer)
        let crumbs = pane.root.breadcrumb
        let title = crumbs.isEmpty ? pane.name : pane.name + " · " + crumbs.joined(separator: " › ")
        let room = max(0, frame.width - 4)
        let shown = " " + truncate(title, toWidth: max(0, room - 2)) + " "
        buffer.write(shown, at: Point(x: frame.x + 1, y: frame.y), style: style, clip: frame)
        return content
    }

    /// The border of `rect`, its top edge in `topStyle`. Edges are runs of one cell, filled directly:
    /// no text to lay out for the most repeated cells of a frame.
    private func drawBox(_ rect: Rect, style: Style, topStyle: Style, in buffer: inout CellBuffer) {
        guard rect.width >= 2, rect.height >= 2 else { return }
        drawEdge(of: rect, row: rect.y, corners: ("┌", "┐"), style: topStyle, in: &buffer)
        drawEdge(of: rect, row: rect.maxY - 1, corners: ("└", "┘"), style: style, in: &buffer)
        let side = Cell(character: "│", width: 1, style: style)
        let sideHeight = rect.height - 2
        buffer.fill(Rect(x: rect.x, y: rect.y + 1, width: 1, height: sideHeight), with: side)
        buffer.fill(Rect(x: rect.maxX - 1, y: rect.y + 1, width: 1, height: sideHeight), with: side)
    }

    private func drawEdge(
        of rect: Rect, row y: Int, corners: (left: Character, right: Character), style: Style,
        in buffer: inout CellBuffer
    ) {
        let edge = Cell(character: "─", width: 1, style: style)
        buffer.fill(Rect(x: rect.x + 1, y: y, width: rect.width - 2, height: 1), with: edge)
        buffer.set(Cell(character: corners.left, width: 1, style: style), at: Point(x: rect.x, y: y))
        buffer.set(Cell(character: corners.right, width: 1, style: style), at: Point(x: rect.maxX - 1, y: y))
    }

    func drawStatusLine(in buffer: inout CellBuffer, row: Int, width: Int) {
        let zoom = zoomedPane == nil ? "" : " (zoomed)"
        let label = " [\(focusedPane.name)]\(zoom)  "
        buffer.write(label, at: Point(x: 0, y: row), style: theme.focusedBorder)
        let text = statusMessage ?? Self.keyHints
        let x = displayWidth(of: label)
        buffer.write(truncate(text, toWidth: max(0, width - x)), at: Point(x: x, y: row), style: theme.dim)
    }

    func drawTooSmall(in buffer: inout CellBuffer, area: Rect, panes count: Int) {
        let minimum = Self.minimumPaneSize
        let lines = [
            "Terminal too small: \(buffer.size.width)x\(buffer.size.height)",
            "\(count) pane\(count == 1 ? "" : "s") need at least \(minimum.width)x\(minimum.height) each.",
            "Enlarge the terminal, z zooms the focused pane, q quits.",
        ]
        for (offset, line) in lines.enumerated() {
            let y = area.y + max(0, area.height / 2 - 1) + offset
            guard y < area.maxY else { break }
            let text = truncate(line, toWidth: area.width)
            let x = area.x + max(0, (area.width - displayWidth(of: text)) / 2)
            buffer.write(text, at: Point(x: x, y: y), style: theme.warning, clip: area)
        }
    }
}
