/// The panes' content, and what the window's views need of each pane: its title and where its
/// breadcrumbs went.
extension WindowManager {
    /// Draws a pane's content inside `frame` (one row and two columns in from each side: the border,
    /// and a blank column so text never touches it) and returns the pane's border and title as a
    /// view, with where each breadcrumb of its title goes and the stack depth it stands for.
    func draw(
        _ pane: PaneRuntime, in buffer: inout CellBuffer, frame: Rect, focused: Bool, anew: Bool = false
    ) -> (content: Rect, border: PaneFrame, crumbs: [(rect: Rect, depth: Int)]) {
        let inner = frame.inset(by: 1)
        let content = Rect(x: inner.x + 1, y: inner.y, width: max(0, inner.width - 2), height: inner.height)
        if anew {
            pane.root.renderAnew(into: &buffer, in: content, showsSelection: focused)
        } else {
            pane.root.render(into: &buffer, in: content, showsSelection: focused)
        }
        let pieces = Self.title(
            name: pane.name, crumbs: pane.root.crumbs, canGoForward: pane.root.canGoForward,
            width: max(0, frame.width - 6))
        // `PaneFrame` sets the title two columns in from the pane's left edge.
        var x = frame.x + 2
        var targets: [(rect: Rect, depth: Int)] = []
        for piece in pieces {
            let width = displayWidth(of: piece.text)
            if let depth = piece.depth {
                targets.append((Rect(x: x, y: frame.y, width: width, height: 1).intersection(frame), depth))
            }
            x += width
        }
        return (content, PaneFrame(title: pieces.map(\.text), isFocused: focused), targets)
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
}
