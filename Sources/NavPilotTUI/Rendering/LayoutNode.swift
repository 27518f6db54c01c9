/// A `Layout`'s children as resolved for one frame, with the layout and its cache.
struct LayoutNode {
    let layout: AnyLayoutBox
    let children: [Node]
    /// The child whose size is the layout's (the view under an `.overlay` or over a `.background`):
    /// whether the layout fills the width or the height its stack offers is that child's, not its
    /// layers'. Nil when any child filling makes the layout fill.
    let sizingChild: Int?

    /// Which child gives a layout its size.
    enum SizingChild {
        case first, last
    }

    @MainActor
    init<L: Layout>(layout: L, children: [Node], sizedBy sizing: SizingChild? = nil) {
        self.layout = LayoutBox(layout)
        // Views that show nothing are no subviews, as in SwiftUI.
        let children = children.filter(\.isVisible)
        self.children = children
        switch sizing {
        case nil: sizingChild = nil
        case .first?: sizingChild = children.isEmpty ? nil : 0
        case .last?: sizingChild = children.isEmpty ? nil : children.count - 1
        }
    }

    private init(box: AnyLayoutBox, children: [Node], sizingChild: Int?) {
        self.layout = box
        self.children = children
        self.sizingChild = sizingChild
    }

    /// The same layout over `children` (the same subviews, changed: narration's labels).
    func replacingChildren(_ children: [Node]) -> LayoutNode {
        LayoutNode(box: layout, children: children, sizingChild: sizingChild)
    }

    /// The children whose filling makes the layout fill.
    var fillingChildren: ArraySlice<Node> {
        guard let sizingChild else { return children[...] }
        return children[sizingChild...sizingChild]
    }
}

/// A layout of any type, with its cache for the frame (made on first use).
@MainActor
class AnyLayoutBox {
    func sizeThatFits(proposal: ProposedSize, subviews: LayoutSubviews) -> Size {
        fatalError("AnyLayoutBox is abstract")
    }

    func placeSubviews(in bounds: Rect, proposal: ProposedSize, subviews: LayoutSubviews) {
        fatalError("AnyLayoutBox is abstract")
    }
}

@MainActor
private final class LayoutBox<L: Layout>: AnyLayoutBox {
    let layout: L
    var cache: L.Cache?

    init(_ layout: L) {
        self.layout = layout
    }

    override func sizeThatFits(proposal: ProposedSize, subviews: LayoutSubviews) -> Size {
        var cache = takeCache(subviews)
        defer { self.cache = cache }
        let size = layout.sizeThatFits(proposal: proposal, subviews: subviews, cache: &cache)
        return Size(width: max(0, size.width), height: max(0, size.height))
    }

    override func placeSubviews(in bounds: Rect, proposal: ProposedSize, subviews: LayoutSubviews) {
        var cache = takeCache(subviews)
        defer { self.cache = cache }
        layout.placeSubviews(in: bounds, proposal: proposal, subviews: subviews, cache: &cache)
    }

    /// The cache, moved out while the layout works on it (no copy of a cache it changes).
    private func takeCache(_ subviews: LayoutSubviews) -> L.Cache {
        if let cache = self.cache {
            self.cache = nil
            return cache
        }
        return layout.makeCache(subviews: subviews)
    }
}
