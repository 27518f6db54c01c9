/// Resizing a split tree: a pane grown or shrunk by cells, every split made even, and the ratios as
/// a session link carries them.
extension SplitTree {
    /// The share of the first side of every split, depth first.
    public var ratios: [Double] {
        switch self {
        case .pane: []
        case .split(_, let ratio, let first, let second): [ratio] + first.ratios + second.ratios
        }
    }

    /// The same tree with `ratios` (depth first, as `ratios` lists them); nil when their number is not
    /// the number of splits.
    public func withRatios(_ ratios: [Double]) -> SplitTree? {
        var remaining = ratios[...]
        let tree = replacingRatios(&remaining)
        return remaining.isEmpty && ratios.count == self.ratios.count ? tree : nil
    }

    private func replacingRatios(_ remaining: inout ArraySlice<Double>) -> SplitTree {
        switch self {
        case .pane:
            return self
        case .split(let axis, let ratio, let first, let second):
            let own = remaining.popFirst() ?? ratio
            let newFirst = first.replacingRatios(&remaining)
            return .split(axis, ratio: min(max(own, 0), 1), newFirst, second.replacingRatios(&remaining))
        }
    }

    /// Every split shared evenly among the panes on its two sides along its axis (three panes side by
    /// side get a third each), as tmux's `select-layout -E` does.
    public var equalized: SplitTree {
        switch self {
        case .pane:
            return self
        case .split(let axis, _, let first, let second):
            let a = first.count(along: axis)
            let b = second.count(along: axis)
            return .split(axis, ratio: Double(a) / Double(a + b), first.equalized, second.equalized)
        }
    }

    /// How many panes the tree puts in a row along `axis` (nested splits of the same axis count
    /// their panes; a split of the other axis counts as one).
    private func count(along axis: SplitAxis) -> Int {
        guard case .split(let own, _, let first, let second) = self, own == axis else { return 1 }
        return first.count(along: axis) + second.count(along: axis)
    }

    /// The tree with the pane named `name` grown by `cells` columns (`.horizontal`) or rows
    /// (`.vertical`), shrunk for a negative count, taking them from its neighbour across the nearest
    /// split of that axis around it; nil when no such split exists or a pane would fall under
    /// `minimum` (nothing changes then).
    public func resizing(
        _ name: String, along axis: SplitAxis, by cells: Int, in rect: Rect, minimum: Size
    ) -> SplitTree? {
        guard cells != 0, let tree = adjusting(name, along: axis, by: cells, in: rect) else { return nil }
        let fits = tree.frames(in: rect).values.allSatisfy { $0.width >= minimum.width && $0.height >= minimum.height }
        return fits ? tree : nil
    }

    private func adjusting(_ name: String, along axis: SplitAxis, by cells: Int, in rect: Rect) -> SplitTree? {
        guard case .split(let own, let ratio, let first, let second) = self else { return nil }
        let length = own == .horizontal ? rect.width : rect.height
        let firstLength = Int((Double(length) * min(max(ratio, 0), 1)).rounded())
        let (firstRect, secondRect) = Self.halves(of: rect, axis: own, firstLength: firstLength)
        let inFirst = first.paneNames.contains(name)
        guard inFirst || second.paneNames.contains(name) else { return nil }
        // The nearest split of the axis wins: look inside the side holding the pane first.
        if inFirst, let inner = first.adjusting(name, along: axis, by: cells, in: firstRect) {
            return .split(own, ratio: ratio, inner, second)
        }
        if !inFirst, let inner = second.adjusting(name, along: axis, by: cells, in: secondRect) {
            return .split(own, ratio: ratio, first, inner)
        }
        guard own == axis, length > 0 else { return nil }
        let newFirst = firstLength + (inFirst ? cells : -cells)
        guard newFirst > 0, newFirst < length else { return nil }
        return .split(own, ratio: Double(newFirst) / Double(length), first, second)
    }

    private static func halves(of rect: Rect, axis: SplitAxis, firstLength: Int) -> (Rect, Rect) {
        switch axis {
        case .horizontal:
            (
                Rect(x: rect.x, y: rect.y, width: firstLength, height: rect.height),
                Rect(x: rect.x + firstLength, y: rect.y, width: rect.width - firstLength, height: rect.height)
            )
        case .vertical:
            (
                Rect(x: rect.x, y: rect.y, width: rect.width, height: firstLength),
                Rect(x: rect.x, y: rect.y + firstLength, width: rect.width, height: rect.height - firstLength)
            )
        }
    }
}
