/// A direction to move the focus in.
public enum FocusDirection: Hashable, Sendable {
    /// Toward smaller x.
    case left
    /// Toward larger x.
    case right
    /// Toward smaller y.
    case up
    /// Toward larger y.
    case down
}

extension WindowManager {
    /// Focuses the nearest pane in `direction` that overlaps the focused one across that direction
    /// (as tmux does), the one with the most overlap among equally near ones; false when there is none.
    /// Panes are where the layout puts them, so this works while a pane is zoomed too (the newly
    /// focused pane is then the zoomed one, as with Tab).
    @discardableResult
    public func focus(toward direction: FocusDirection) -> Bool {
        func frame(of pane: PaneRuntime) -> Rect {
            drawn.layoutFrames[pane.name] ?? pane.frame
        }
        let from = frame(of: focusedPane)
        let candidates = panes.enumerated().filter { _, pane in
            let to = frame(of: pane)
            guard !to.isEmpty, pane !== focusedPane else { return false }
            switch direction {
            case .left: return to.maxX <= from.x && overlaps(to.y, to.maxY, from.y, from.maxY)
            case .right: return to.x >= from.maxX && overlaps(to.y, to.maxY, from.y, from.maxY)
            case .up: return to.maxY <= from.y && overlaps(to.x, to.maxX, from.x, from.maxX)
            case .down: return to.y >= from.maxY && overlaps(to.x, to.maxX, from.x, from.maxX)
            }
        }
        let nearest = candidates.min { a, b in
            let (frameA, frameB) = (frame(of: a.element), frame(of: b.element))
            let (distanceA, distanceB) = (distance(from, frameA, direction), distance(from, frameB, direction))
            if distanceA != distanceB { return distanceA < distanceB }
            return overlap(from, frameA, direction) > overlap(from, frameB, direction)
        }
        guard let nearest else { return false }
        focus(nearest.element.name)
        return true
    }

    private func overlaps(_ a0: Int, _ a1: Int, _ b0: Int, _ b1: Int) -> Bool {
        a0 < b1 && b0 < a1
    }

    /// How many rows (left, right) or columns (up, down) `to` shares with `from`.
    private func overlap(_ from: Rect, _ to: Rect, _ direction: FocusDirection) -> Int {
        switch direction {
        case .left, .right: min(from.maxY, to.maxY) - max(from.y, to.y)
        case .up, .down: min(from.maxX, to.maxX) - max(from.x, to.x)
        }
    }

    private func distance(_ from: Rect, _ to: Rect, _ direction: FocusDirection) -> Int {
        switch direction {
        case .left: from.x - to.maxX
        case .right: to.x - from.maxX
        case .up: from.y - to.maxY
        case .down: to.y - from.maxY
        }
    }
}
