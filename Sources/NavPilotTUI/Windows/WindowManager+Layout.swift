import NavPilot

/// Shaping the layout from the keyboard (Ctrl+W then `>` `<` `+` `-` `=`, a count first as in vim)
/// and carrying it in session links: split ratios and the zoomed pane.
extension WindowManager {
    /// Grows the focused pane by `cells` columns (`.horizontal`) or rows (`.vertical`), or shrinks it
    /// for a negative count, across the nearest split of that axis around it; false when there is
    /// none or a pane would get smaller than `minimumPaneSize` (nothing changes then). Ratios stay
    /// fractions, so the shape survives terminal resizes.
    @discardableResult
    public func resizeFocusedPane(along axis: SplitAxis, by cells: Int) -> Bool {
        guard
            let resized = layout.resizing(
                focusedPane.name, along: axis, by: cells, in: drawn.layoutArea, minimum: Self.minimumPaneSize)
        else { return false }
        layout = resized
        return true
    }

    /// `resizeFocusedPane(along:by:)` for a key (Ctrl+W then `>` `<` `+` `-`): when nothing can
    /// change, the status line says why, never nothing.
    func resizeFocusedPaneByKey(along axis: SplitAxis, by cells: Int) {
        guard !resizeFocusedPane(along: axis, by: cells) else { return }
        let name = focusedPane.name
        let canChange = [1, -1].contains {
            layout.resizing(name, along: axis, by: $0, in: drawn.layoutArea, minimum: Self.minimumPaneSize) != nil
        }
        momentaryStatus =
            switch (axis, canChange) {
            case (.horizontal, false): "no pane beside \(name): > and < change the widths of panes side by side"
            case (.vertical, false): "no pane above or below \(name): + and - change the heights of stacked panes"
            case (.horizontal, true): "\(name) is as \(cells > 0 ? "wide" : "narrow") as it can be here"
            case (.vertical, true): "\(name) is as \(cells > 0 ? "tall" : "short") as it can be here"
            }
    }

    /// Shares every split evenly (Ctrl+W then `=`).
    public func equalizePanes() {
        layout = layout.equalized
    }

    /// The session as a link: every pane's stack whose routes can be written as text, the focus, the
    /// zoomed pane and the split ratios. `Session.open(_:)` and `applyLayout(of:)` give it back.
    public var sessionLink: SessionLink {
        var link = SessionLink(focus: focusedPane.name, zoom: zoomedPane, splitRatios: layout.ratios)
        for pane in panes {
            guard let pilot = pane.pane.pilot, pilot.routesAreCodable else { continue }
            // In the compact notation a stack link has (the descriptions are written for people).
            let routes = pilot.stackDescriptions.map { RouteNotation.restyled($0, as: .compact) }
            link.panes.append(SessionLink.Pane(name: pane.name, routes: routes))
        }
        return link
    }

    /// Applies a link's split ratios and zoomed pane (its stacks and focus are `Session.open(_:)`'s).
    /// A link without them changes nothing here; one whose ratios do not fit this session's splits,
    /// or that zooms a pane it does not have, throws and changes nothing.
    public func applyLayout(of link: SessionLink) throws(SessionOpenError) {
        let names = panes.map(\.name)
        var tree = layout
        if let ratios = link.splitRatios {
            guard let shaped = layout.withRatios(ratios) else {
                throw .layout(splits: layout.ratios.count, given: ratios.count)
            }
            tree = shaped
        }
        if let zoom = link.zoom, !names.contains(zoom) {
            throw .unknownZoom(zoom, available: names)
        }
        layout = tree
        if let zoomed = link.zoom { zoom(zoomed) }
    }

    /// A press on the border between two panes grabs it, motion with the button held moves it
    /// (never a pane under its minimum), the release lets go; true when the mouse event was that.
    /// Only while every pane is shown: a zoomed pane has no neighbour.
    func handleBorderDrag(_ mouse: MouseEvent) -> Bool {
        switch mouse.kind {
        case .press where mouse.button == .left && zoomedPane == nil:
            guard let divider = layout.divider(at: mouse.position, in: drawn.layoutArea) else { return false }
            pointer.draggedDivider = divider
            return true
        case .drag:
            guard let divider = pointer.draggedDivider else { return false }
            if let moved = layout.dragging(
                divider, to: mouse.position, minimum: Self.minimumPaneSize, in: drawn.layoutArea),
                moved != layout
            {
                layout = moved
            }
            return true
        case .release:
            guard pointer.draggedDivider != nil else { return false }
            pointer.draggedDivider = nil
            return true
        default:
            return false
        }
    }
}
