/// The direction of a split.
public enum SplitAxis: Hashable, Sendable {
    /// Children left and right.
    case horizontal
    /// Children above and below.
    case vertical
}

/// Panes as leaves of a tree of splits, as in tmux. Ratios are fractions, so a terminal resize keeps
/// the proportions.
public indirect enum SplitTree: Hashable, Sendable {
    /// A pane, by name.
    case pane(String)
    /// Two subtrees; `ratio` is the share of the first (0...1).
    case split(SplitAxis, ratio: Double, SplitTree, SplitTree)

    /// Panes side by side, equal widths.
    public static func sideBySide(_ names: [String]) -> SplitTree { even(names, .horizontal) }

    /// Panes stacked, equal heights.
    public static func stacked(_ names: [String]) -> SplitTree { even(names, .vertical) }

    /// Panes in a grid of about square shape, filled row by row.
    public static func tiled(_ names: [String]) -> SplitTree {
        guard names.count > 2 else { return sideBySide(names) }
        var columns = 1
        while columns * columns < names.count { columns += 1 }
        let rows = stride(from: 0, to: names.count, by: columns).map { start in
            sideBySide(Array(names[start..<min(start + columns, names.count)]))
        }
        return evenTrees(rows, .vertical)
    }

    private static func even(_ names: [String], _ axis: SplitAxis) -> SplitTree {
        evenTrees(names.map { .pane($0) }, axis)
    }

    private static func evenTrees(_ trees: [SplitTree], _ axis: SplitAxis) -> SplitTree {
        guard let first = trees.first else { return .pane("") }
        guard trees.count > 1 else { return first }
        return .split(axis, ratio: 1 / Double(trees.count), first, evenTrees(Array(trees.dropFirst()), axis))
    }

    /// The pane names, left to right and top to bottom.
    public var paneNames: [String] {
        switch self {
        case .pane(let name): [name]
        case .split(_, _, let first, let second): first.paneNames + second.paneNames
        }
    }

    /// The rectangle of every pane inside `rect`.
    public func frames(in rect: Rect) -> [String: Rect] {
        switch self {
        case .pane(let name):
            return [name: rect]
        case .split(let axis, let ratio, let first, let second):
            let clamped = min(max(ratio, 0), 1)
            let (a, b): (Rect, Rect)
            switch axis {
            case .horizontal:
                let width = Int((Double(rect.width) * clamped).rounded())
                a = Rect(x: rect.x, y: rect.y, width: width, height: rect.height)
                b = Rect(x: rect.x + width, y: rect.y, width: rect.width - width, height: rect.height)
            case .vertical:
                let height = Int((Double(rect.height) * clamped).rounded())
                a = Rect(x: rect.x, y: rect.y, width: rect.width, height: height)
                b = Rect(x: rect.x, y: rect.y + height, width: rect.width, height: rect.height - height)
            }
            return first.frames(in: a).merging(second.frames(in: b)) { old, _ in old }
        }
    }
}
