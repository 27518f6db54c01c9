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
                focusedPane.name, along: axis, by: cells, in: layoutArea, minimum: Self.minimumPaneSize)
        else { return false }
        layout = resized
        return true
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
            link.panes.append(SessionLink.Pane(name: pane.name, routes: pilot.stackDescriptions))
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
            guard let divider = layout.divider(at: mouse.position, in: layoutArea) else { return false }
            draggedDivider = divider
            return true
        case .drag:
            guard let divider = draggedDivider else { return false }
            if let moved = layout.dragging(divider, to: mouse.position, minimum: Self.minimumPaneSize, in: layoutArea),
                moved != layout
            {
                layout = moved
            }
            return true
        case .release:
            guard draggedDivider != nil else { return false }
            draggedDivider = nil
            return true
        default:
            return false
        }
    }

    /// After Ctrl+W: a count (digits) and then `>` `<` `+` `-` resize the focused pane by that many
    /// columns or rows, `=` evens every split.
    func resizeBindings() -> [KeyBinding] {
        let digits = (0...9).map { KeyPattern.key(.character(Character(String($0)))) }
        return [
            resizeBinding(
                grow: ">", shrink: "<", along: .horizontal,
                description: "widen / narrow the focused pane (a count first: Ctrl+W 5 >)",
                hint: KeyHint("wider/narrower", keys: "> <", priority: 5)),
            resizeBinding(
                grow: "+", shrink: "-", along: .vertical,
                description: "make the focused pane taller / shorter (a count first: Ctrl+W 3 +)",
                hint: KeyHint("taller/shorter", keys: "+ -", priority: 5)),
            KeyBinding(["="], label: "Ctrl+W then =", description: "share the panes evenly") { [weak self] _ in
                self?.windowCount = nil
                self?.equalizePanes()
                return true
            },
            KeyBinding(digits, label: "Ctrl+W then 1…9", description: "a count for the next resize") {
                [weak self] press in
                guard let self, case .character(let digit) = press.key, let value = digit.wholeNumberValue else {
                    return false
                }
                windowCount = min(999, (windowCount ?? 0) * 10 + value)
                startAwaitingDirection()
                return true
            },
        ]
    }

    /// A pair of keys that grows and shrinks the focused pane along `axis` by the count (or one).
    private func resizeBinding(
        grow: Character, shrink: Character, along axis: SplitAxis, description: String, hint: KeyHint
    ) -> KeyBinding {
        KeyBinding(
            [.key(.character(grow)), .key(.character(shrink))], label: "Ctrl+W then \(grow) / \(shrink)",
            description: description, hint: hint
        ) { [weak self] press in
            guard let self else { return false }
            resizeFocusedPane(along: axis, by: takeWindowCount() * (press.key == .character(grow) ? 1 : -1))
            return true
        }
    }

    /// The count typed after Ctrl+W (1 when none), used once.
    private func takeWindowCount() -> Int {
        defer { windowCount = nil }
        return max(1, windowCount ?? 1)
    }
}
