/// The children of a `Layout`, in the order they were written: one per view, a `ForEach`'s and a
/// `Group`'s views each counted, views that show nothing (`EmptyView`, an `if` whose branch is
/// empty) left out.
public struct LayoutSubviews: RandomAccessCollection {
    let subviews: [LayoutSubview]

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
    /// By subview index: a subview placed twice goes where it was placed last.
    private(set) var placed: [Int: (position: Point, proposal: ProposedSize)] = [:]

    func place(_ index: Int, at position: Point, proposal: ProposedSize) {
        placed[index] = (position, proposal)
    }
}
