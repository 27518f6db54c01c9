/// Borders, titles and the too-small message.
extension WindowManager {
    /// Draws a pane (content, border, title) and returns its content rectangle and where each
    /// breadcrumb of its title went, with the stack depth it stands for.
    @discardableResult
    func draw(
        _ pane: PaneRuntime, in buffer: inout CellBuffer, frame: Rect, focused: Bool, anew: Bool = false
    ) -> (content: Rect, crumbs: [(rect: Rect, depth: Int)]) {
        // One blank column inside each side of the border, so text never touches it.
        let inner = frame.inset(by: 1)
        let content = Rect(x: inner.x + 1, y: inner.y, width: max(0, inner.width - 2), height: inner.height)
        if anew {
            pane.root.renderAnew(into: &buffer, in: content, showsSelection: focused)
        } else {
            pane.root.render(into: &buffer, in: content, showsSelection: focused)
        }
        // Focus is marked on the top edge and the title only: a focus change then rewrites two rows
        // (cheap on the wire) instead of every border cell down both sides of two panes.
        let style = focused ? theme.focusedBorder : theme.border
        drawBox(
            frame, style: theme.border, topStyle: style, heavyTop: focused && theme.heavyFocusedBorder, in: &buffer)
        let pieces = Self.title(
            name: pane.name, crumbs: pane.root.crumbs, canGoForward: pane.root.canGoForward,
            width: max(0, frame.width - 6))
        var x = frame.x + 2
        var targets: [(rect: Rect, depth: Int)] = []
        buffer.write(" ", at: Point(x: x - 1, y: frame.y), style: style, clip: frame)
        for piece in pieces {
            let width = displayWidth(of: piece.text)
            buffer.write(piece.text, at: Point(x: x, y: frame.y), style: style, clip: frame)
            if let depth = piece.depth {
                targets.append((Rect(x: x, y: frame.y, width: width, height: 1).intersection(frame), depth))
            }
            x += width
        }
        buffer.write(" ", at: Point(x: x, y: frame.y), style: style, clip: frame)
        return (content, targets)
    }

    /// A pane's title in pieces (a breadcrumb piece knows its depth): the pane's name, then the
    /// breadcrumb, and ` ›…` after it when the pane can go forward. What does not fit in `width` goes
    /// from the start, replaced by `…`, so the current screen stays; when even that is too long, the
    /// name goes, then the current title is cut.
    static func title(
        name: String, crumbs: [Crumb], canGoForward: Bool = false, width: Int
    ) -> [(text: String, depth: Int?)] {
        guard !crumbs.isEmpty else { return [(truncate(name, toWidth: width), nil)] }
        func pieces(from first: Int, named: Bool) -> [(text: String, depth: Int?)] {
            var result: [(text: String, depth: Int?)] = named ? [(name + " · ", nil)] : []
            if crumbs[first].depth > 1 { result.append(("… › ", nil)) }
            for (offset, crumb) in crumbs[first...].enumerated() {
                if offset > 0 { result.append((" › ", nil)) }
                result.append((crumb.title, crumb.depth))
            }
            if canGoForward { result.append((" ›…", nil)) }
            return result
        }
        func columns(of pieces: [(text: String, depth: Int?)]) -> Int {
            pieces.reduce(0) { $0 + displayWidth(of: $1.text) }
        }
        for first in crumbs.indices {
            let candidate = pieces(from: first, named: true)
            if columns(of: candidate) <= width { return candidate }
        }
        let current = crumbs[crumbs.count - 1]
        let bare = pieces(from: crumbs.count - 1, named: false)
        if columns(of: bare) <= width { return bare }
        return [(truncate(current.title, toWidth: width), current.depth)]
    }

    /// The border of `rect`, its top edge in `topStyle`, in heavy lines when `heavyTop` (`┍━┑`: the
    /// focused pane told from the others without colour). Edges are runs of one cell, filled
    /// directly: no text to lay out for the most repeated cells of a frame.
    func drawBox(_ rect: Rect, style: Style, topStyle: Style, heavyTop: Bool = false, in buffer: inout CellBuffer) {
        guard rect.width >= 2, rect.height >= 2 else { return }
        drawEdge(
            of: rect, row: rect.y, corners: heavyTop ? ("┍", "┑") : ("┌", "┐"), line: heavyTop ? "━" : "─",
            style: topStyle, in: &buffer)
        drawEdge(of: rect, row: rect.maxY - 1, corners: ("└", "┘"), style: style, in: &buffer)
        let side = Cell(character: "│", width: 1, style: style)
        let sideHeight = rect.height - 2
        buffer.fill(Rect(x: rect.x, y: rect.y + 1, width: 1, height: sideHeight), with: side)
        buffer.fill(Rect(x: rect.maxX - 1, y: rect.y + 1, width: 1, height: sideHeight), with: side)
    }

    private func drawEdge(
        of rect: Rect, row y: Int, corners: (left: Character, right: Character), line: Character = "─",
        style: Style, in buffer: inout CellBuffer
    ) {
        let edge = Cell(character: line, width: 1, style: style)
        buffer.fill(Rect(x: rect.x + 1, y: y, width: rect.width - 2, height: 1), with: edge)
        buffer.set(Cell(character: corners.left, width: 1, style: style), at: Point(x: rect.x, y: y))
        buffer.set(Cell(character: corners.right, width: 1, style: style), at: Point(x: rect.maxX - 1, y: y))
    }

    func drawTooSmall(in buffer: inout CellBuffer, area: Rect, panes count: Int) {
        let minimum = Self.minimumPaneSize
        let need =
            count == 1
            ? "1 pane needs at least \(minimum.width)x\(minimum.height)."
            : "\(count) panes need at least \(minimum.width)x\(minimum.height) each."
        // Zooming is offered only when it would help: several panes, none zoomed yet.
        let advice =
            zoomedPane == nil && count > 1
            ? "Enlarge the terminal, z zooms the focused pane, q quits."
            : "Enlarge the terminal, or q quits."
        let size = "\(buffer.size.width)x\(buffer.size.height)"
        let zooms = zoomedPane == nil && count > 1
        // Wrapped, not cut: the most that fits whole, from the full message down to what to press.
        let variants = [
            ["Terminal too small: \(size)", need, advice],
            ["Too small: \(size).", need, zooms ? "Enlarge it, z zooms, q quits." : "Enlarge it, or q quits."],
            ["Too small: \(size).", zooms ? "z zooms, q quits." : "q quits."],
            [zooms ? "Too small: z zooms, q quits." : "Too small: q quits."],
            ["q quits."],
        ]
        // A variant is wrapped only when it could fit: each of its texts takes at least its width
        // divided by the area's width in lines (a tiny screen would otherwise wrap them all, every frame).
        let width = max(1, area.width)
        let lines =
            variants.lazy
            .filter { texts in texts.reduce(0) { $0 + (displayWidth(of: $1) + width - 1) / width } <= area.height }
            .map { texts in texts.flatMap { wrap($0, width: width) } }
            .first { $0.count <= area.height } ?? variants[variants.count - 1].flatMap { wrap($0, width: width) }
        let top = area.y + max(0, (area.height - lines.count) / 2)
        for (offset, line) in lines.enumerated() {
            let y = top + offset
            guard y < area.maxY else { break }
            let text = truncate(line, toWidth: area.width)
            let x = area.x + max(0, (area.width - displayWidth(of: text)) / 2)
            buffer.write(text, at: Point(x: x, y: y), style: theme.warning, clip: area)
        }
    }
}
