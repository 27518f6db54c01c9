/// Clicks act when the button is let go over what it went down on, as in every desktop toolkit: a
/// press does nothing yet (but grab a border); moving away before letting go cancels. The
/// press and the release must be over the same thing — the same palette row, breadcrumb, back
/// button, or control on the same row (a list's rows are different things) — and the click acts
/// where the button went down.
extension WindowManager {
    /// What a click at a cell would act on, for telling whether a press and a release agree.
    enum ClickTarget: Hashable {
        case paletteRow(y: Int)
        case crumb(pane: Int, depth: Int)
        /// A pane, and what in it: nil for a place where a click only focuses the pane.
        case pane(Int, ViewRoot.ClickTarget?)
    }

    /// The thing under `position` that a click would act on; nil where a click does nothing.
    func clickTarget(at position: Point) -> ClickTarget? {
        switch inputLayer {
        case .help:
            return nil  // the help covers everything: a click there only closes it
        case .palette:
            guard let shown = drawn.paletteRows, shown.box.contains(position) else { return nil }
            return .paletteRow(y: position.y)
        case .panes:
            break
        }
        guard let index = panes.firstIndex(where: { $0.frame.contains(position) }) else { return nil }
        let pane = panes[index]
        if let crumb = drawn.crumbTargets[pane.name]?.first(where: { $0.rect.contains(position) }) {
            return .crumb(pane: index, depth: crumb.depth)
        }
        return .pane(index, pane.root.clickTarget(at: position))
    }

    /// The left button let go at `release`: a click where it went down when both are over the same
    /// thing.
    func clickIfReleasedInPlace(_ release: MouseEvent) {
        guard let press = pointer.pressedAt else { return }
        pointer.pressedAt = nil
        guard let target = clickTarget(at: press), target == clickTarget(at: release.position) else { return }
        click(at: press)
    }

    /// A click at `position`: closes the help, runs a palette row, goes back to a breadcrumb's
    /// screen, or lets the pane's views act (a button runs, a list selects or opens, `‹ Back` goes
    /// back): the layer on top takes it (`inputLayer`).
    func click(at position: Point) {
        let click = MouseEvent(position: position, button: .left, kind: .click)
        switch inputLayer {
        case .help:
            // As a press closes it: nothing under the help is clicked.
            isShowingHelp = false
            return
        case .palette:
            handlePaletteMouse(click)
            return
        case .panes:
            break
        }
        guard let index = panes.firstIndex(where: { $0.frame.contains(position) }) else { return }
        let pane = panes[index]
        focus(index: index)
        if let crumb = drawn.crumbTargets[pane.name]?.first(where: { $0.rect.contains(position) }) {
            pane.root.goBack(toDepth: crumb.depth)
            return
        }
        pane.root.handle(.mouse(click))
    }
}
