/// Layers its subviews over each other, each aligned in the stack by `alignment`, as SwiftUI's
/// `ZStackLayout`: the stack is as big as its biggest subview, and later subviews draw over earlier
/// ones. `ZStack` is this layout with content.
public struct ZStackLayout: Layout {
    /// Where subviews smaller than the stack sit.
    public var alignment: Alignment

    /// A layered layout aligning its subviews by `alignment`.
    public init(alignment: Alignment = .center) {
        self.alignment = alignment
    }

    /// The biggest subview's width and height for `proposal`.
    public func sizeThatFits(proposal: ProposedSize, subviews: LayoutSubviews, cache: inout Void) -> Size {
        subviews.reduce(Size.zero) { size, subview in
            let fit = subview.sizeThatFits(proposal)
            return Size(width: max(size.width, fit.width), height: max(size.height, fit.height))
        }
    }

    /// Every subview at the size it takes in `bounds`, aligned.
    public func placeSubviews(in bounds: Rect, proposal: ProposedSize, subviews: LayoutSubviews, cache: inout Void) {
        for subview in subviews {
            let size = subview.sizeThatFits(ProposedSize(bounds.size))
            subview.place(at: alignment.origin(of: size, in: bounds), proposal: ProposedSize(size))
        }
    }
}

/// Layers over one view that keep its size: what `.overlay` and `.background` are. The modified
/// view gives the size; the layer is offered that size and aligned in it.
struct LayeredLayout: Layout {
    let alignment: Alignment
    /// Whether the modified view is the last subview (a background is drawn under it) rather than
    /// the first (an overlay is drawn over it). By position, not index: a layer that shows nothing
    /// is no subview, and the view alone is then both first and last.
    let viewIsLast: Bool

    func sizeThatFits(proposal: ProposedSize, subviews: LayoutSubviews, cache: inout Void) -> Size {
        (viewIsLast ? subviews.last : subviews.first)?.sizeThatFits(proposal) ?? .zero
    }

    func placeSubviews(in bounds: Rect, proposal: ProposedSize, subviews: LayoutSubviews, cache: inout Void) {
        for subview in subviews {
            let size = subview.sizeThatFits(ProposedSize(bounds.size))
            let fitted = Size(width: min(size.width, bounds.width), height: min(size.height, bounds.height))
            subview.place(at: alignment.origin(of: fitted, in: bounds), proposal: ProposedSize(fitted))
        }
    }
}
