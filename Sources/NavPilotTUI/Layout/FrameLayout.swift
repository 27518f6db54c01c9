extension View {
    /// Gives this view a fixed width, height or both, in points (8 a column, 16 a row, as
    /// `.padding` counts them), and aligns it inside when it takes less: SwiftUI's
    /// `.frame(width:height:alignment:)`. A dimension left nil is the view's own. An `Image` is
    /// drawn as large as the frame allows with its aspect kept: `.frame(width: 320, height: 240)` is
    /// 40 columns by 15 rows.
    public func frame(width: Double? = nil, height: Double? = nil, alignment: Alignment = .center) -> some View {
        LayoutContainer(
            layout: FrameLayout(
                width: width.map(PointLength.columns), height: height.map(PointLength.rows), alignment: alignment),
            content: ViewGroup([self]))
    }
}

/// The layout of `.frame`: a fixed size in cells on the axes given, the view offered that size and
/// aligned in it.
struct FrameLayout: Layout {
    let width: Int?
    let height: Int?
    let alignment: Alignment

    func sizeThatFits(proposal: ProposedSize, subviews: LayoutSubviews, cache: inout Void) -> Size {
        let offered = ProposedSize(width: width ?? proposal.width, height: height ?? proposal.height)
        let fit = subviews.first?.sizeThatFits(offered) ?? .zero
        return Size(width: width ?? fit.width, height: height ?? fit.height)
    }

    func placeSubviews(in bounds: Rect, proposal: ProposedSize, subviews: LayoutSubviews, cache: inout Void) {
        for subview in subviews {
            let size = subview.sizeThatFits(ProposedSize(bounds.size))
            let fitted = Size(width: min(size.width, bounds.width), height: min(size.height, bounds.height))
            subview.place(at: alignment.origin(of: fitted, in: bounds), proposal: ProposedSize(fitted))
        }
    }
}
