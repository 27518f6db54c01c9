/// Dragging the border between two panes with the mouse: which split a border cell belongs to, and
/// the tree with that split's divider moved.
extension SplitTree {
    /// A split found under the mouse: where it is in the tree (`false` first, `true` second at each
    /// level), its axis, the rectangle it divides, and whether the border grabbed is its first side's
    /// (the right or bottom edge of the first) or its second side's.
    struct Divider: Equatable {
        let path: [Bool]
        let axis: SplitAxis
        let rect: Rect
        let grabbedFirst: Bool
    }

    /// The split whose divider runs through `point`: the two border lines where its sides meet (each
    /// pane draws its own), innermost split first.
    func divider(at point: Point, in rect: Rect, path: [Bool] = []) -> Divider? {
        guard case .split(let axis, let ratio, let first, let second) = self, rect.contains(point) else { return nil }
        let length = axis == .horizontal ? rect.width : rect.height
        let firstLength = Int((Double(length) * min(max(ratio, 0), 1)).rounded())
        let firstRect: Rect
        let secondRect: Rect
        switch axis {
        case .horizontal:
            firstRect = Rect(x: rect.x, y: rect.y, width: firstLength, height: rect.height)
            secondRect = Rect(x: rect.x + firstLength, y: rect.y, width: rect.width - firstLength, height: rect.height)
        case .vertical:
            firstRect = Rect(x: rect.x, y: rect.y, width: rect.width, height: firstLength)
            secondRect = Rect(x: rect.x, y: rect.y + firstLength, width: rect.width, height: rect.height - firstLength)
        }
        if let inner = first.divider(at: point, in: firstRect, path: path + [false]) { return inner }
        if let inner = second.divider(at: point, in: secondRect, path: path + [true]) { return inner }
        let along = axis == .horizontal ? point.x : point.y
        let start = axis == .horizontal ? rect.x : rect.y
        if along == start + firstLength - 1 {
            return Divider(path: path, axis: axis, rect: rect, grabbedFirst: true)
        }
        if along == start + firstLength {
            return Divider(path: path, axis: axis, rect: rect, grabbedFirst: false)
        }
        return nil
    }

    /// The tree with `divider`'s split moved so its grabbed border follows `point`; nil when a pane
    /// would get smaller than `minimum` there (the divider stays where it was).
    func dragging(_ divider: Divider, to point: Point, minimum: Size, in area: Rect) -> SplitTree? {
        let along = divider.axis == .horizontal ? point.x - divider.rect.x : point.y - divider.rect.y
        let length = divider.axis == .horizontal ? divider.rect.width : divider.rect.height
        let firstLength = along + (divider.grabbedFirst ? 1 : 0)
        guard firstLength > 0, firstLength < length else { return nil }
        let tree = settingRatio(Double(firstLength) / Double(length), at: divider.path[...])
        let fits = tree.frames(in: area).values.allSatisfy { $0.width >= minimum.width && $0.height >= minimum.height }
        return fits ? tree : nil
    }

    private func settingRatio(_ newRatio: Double, at path: ArraySlice<Bool>) -> SplitTree {
        guard case .split(let axis, let ratio, let first, let second) = self else { return self }
        guard let step = path.first else { return .split(axis, ratio: newRatio, first, second) }
        let rest = path.dropFirst()
        return step
            ? .split(axis, ratio: ratio, first, second.settingRatio(newRatio, at: rest))
            : .split(axis, ratio: ratio, first.settingRatio(newRatio, at: rest), second)
    }
}
