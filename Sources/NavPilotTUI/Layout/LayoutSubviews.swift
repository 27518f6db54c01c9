/// The children of a `Layout`, in the order they were written: one per view, a `ForEach`'s and a
/// `Group`'s views each counted, views that show nothing (`EmptyView`, an `if` whose branch is
/// empty) left out.
public struct LayoutSubviews: RandomAccessCollection {
    let subviews: [LayoutSubview]
    /// The children's nodes, for the built-in layouts.
    let nodes: [Node]
    /// What measures them: the built-in layouts run the engine's own stack arithmetic.
    let measurer: LayoutEngine

    /// The first subview's index, 0.
    public var startIndex: Int { subviews.startIndex }
    /// One past the last subview's index.
    public var endIndex: Int { subviews.endIndex }

    /// The subview at `index`.
    public subscript(index: Int) -> LayoutSubview { subviews[index] }
}

/// One child of a `Layout`: ask it how big it would be, then place it.
@MainActor
public struct LayoutSubview {
    let node: Node
    let index: Int
    let measurer: LayoutEngine
    let placements: LayoutPlacements

    /// The size the subview takes for `proposal`: its ideal width where the width is open, else
    /// the proposed width for views that fill it (text fields, dividers, spacers) and at most the
    /// proposed width for the others (text wraps into more rows); the rows it needs at that width,
    /// or the proposed height for views that grow downwards (spacers, lists, hosts).
    public func sizeThatFits(_ proposal: ProposedSize) -> Size {
        measurer.size(of: node, proposal: proposal)
    }

    /// Puts the subview's top-left corner at `position` (in the same cells as the bounds given to
    /// `placeSubviews`), sized as it answers `proposal`.
    public func place(at position: Point, proposal: ProposedSize) {
        placements.place(index, at: position, proposal: proposal)
    }

    /// Puts the subview in exactly `frame`, as the built-in stacks place their children (a leading
    /// child of a vertical stack keeps the whole row, whatever its own width).
    func place(in frame: Rect) {
        placements.place(index, in: frame)
    }

    /// Whether the subview is a `Spacer`: room a stack shares out rather than content.
    public var isSpacer: Bool {
        if case .spacer = node { return true }
        return false
    }
}

/// Where a layout placed its subviews in one pass: written by `LayoutSubview.place`, read by the
/// engine once `placeSubviews` returns.
@MainActor
final class LayoutPlacements {
    /// Where a subview went: at a point, sized as it answers a proposal, or in a given frame.
    enum Placement {
        case proposed(Point, ProposedSize)
        case frame(Rect)
    }

    /// By subview index: a subview placed twice goes where it was placed last.
    private(set) var placed: [Int: Placement] = [:]

    func place(_ index: Int, at position: Point, proposal: ProposedSize) {
        placed[index] = .proposed(position, proposal)
    }

    func place(_ index: Int, in frame: Rect) {
        placed[index] = .frame(frame)
    }
}
