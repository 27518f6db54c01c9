/// Lays out its subviews top to bottom: the layout of `VStack`, as SwiftUI's `VStackLayout`, for
/// choosing a container's layout by state (`AnyLayout`) or building on it.
///
/// Lengths are in points (a row is 16 points); children get the rows they need, and the rows left
/// over go to those that grow (spacers, lists, hosts). See `VStack`.
public struct VStackLayout: Layout {
    /// Where children narrower than the stack sit.
    public var alignment: HorizontalAlignment
    /// Points between children (none when nil).
    public var spacing: Double?

    /// A vertical layout with `spacing` points between children, placing narrower ones by `alignment`.
    public init(alignment: HorizontalAlignment = .leading, spacing: Double? = nil) {
        self.alignment = alignment
        self.spacing = spacing
    }

    /// The stack's size for `proposal`: as wide as its widest child (the whole width when a child
    /// fills it), as tall as its children and the spacing between them.
    public func sizeThatFits(proposal: ProposedSize, subviews: LayoutSubviews, cache: inout Void) -> Size {
        subviews.measurer.size(of: node(of: subviews.nodes), proposal: proposal)
    }

    /// Places the children one below the other in `bounds`.
    public func placeSubviews(in bounds: Rect, proposal: ProposedSize, subviews: LayoutSubviews, cache: inout Void) {
        let frames = subviews.measurer.verticalFrames(
            of: subviews.nodes, spacing: cells, alignment: alignment.line, in: bounds)
        for (subview, frame) in zip(subviews, frames) { subview.place(in: frame) }
    }

    private var cells: Int { spacing.map(PointLength.rows) ?? 0 }

    /// The stack of `children`: how `VStack` lays them out, run by the engine directly.
    func node(of children: [Node]) -> Node {
        .stack(.vertical, children, spacing: cells, alignment: alignment.line)
    }
}

/// Lays out its subviews left to right on one row: the layout of `HStack`, as SwiftUI's
/// `HStackLayout`.
///
/// Lengths are in points (a column is 8 points); children get the columns they would like, spacers
/// share what is left, and when the row is too narrow the last children are squeezed first. See
/// `HStack`.
public struct HStackLayout: Layout {
    /// Where children shorter than the tallest sit.
    public var alignment: VerticalAlignment
    /// Points between children (one column when nil).
    public var spacing: Double?

    /// A horizontal layout with `spacing` points between children, placing shorter ones by `alignment`.
    public init(alignment: VerticalAlignment = .top, spacing: Double? = nil) {
        self.alignment = alignment
        self.spacing = spacing
    }

    /// The row's size for `proposal`: its children side by side, as tall as the tallest.
    public func sizeThatFits(proposal: ProposedSize, subviews: LayoutSubviews, cache: inout Void) -> Size {
        subviews.measurer.size(of: node(of: subviews.nodes), proposal: proposal)
    }

    /// Places the children side by side in `bounds`.
    public func placeSubviews(in bounds: Rect, proposal: ProposedSize, subviews: LayoutSubviews, cache: inout Void) {
        let frames = subviews.measurer.horizontalFrames(
            of: subviews.nodes, spacing: cells, alignment: alignment.line, in: bounds)
        for (subview, frame) in zip(subviews, frames) { subview.place(in: frame) }
    }

    private var cells: Int { spacing.map(PointLength.columns) ?? 1 }

    /// The row of `children`: how `HStack` lays them out, run by the engine directly.
    func node(of children: [Node]) -> Node {
        .stack(.horizontal, children, spacing: cells, alignment: alignment.line)
    }
}

/// A layout of any type, as SwiftUI's `AnyLayout`: pick a container's layout by state and its
/// children keep their identity (and `@State`) when it changes.
///
/// ```swift
/// let layout = isWide ? AnyLayout(HStackLayout()) : AnyLayout(VStackLayout())
/// layout {
///     Text("Name")
///     TextField("Name", text: $name)
/// }
/// ```
public struct AnyLayout: Layout {
    private let fits: @MainActor (ProposedSize, LayoutSubviews) -> Size
    private let places: @MainActor (Rect, ProposedSize, LayoutSubviews) -> Void

    /// `layout`, its type erased (its cache lives for one call).
    public init<L: Layout>(_ layout: L) {
        fits = { proposal, subviews in
            var cache = layout.makeCache(subviews: subviews)
            return layout.sizeThatFits(proposal: proposal, subviews: subviews, cache: &cache)
        }
        places = { bounds, proposal, subviews in
            var cache = layout.makeCache(subviews: subviews)
            layout.placeSubviews(in: bounds, proposal: proposal, subviews: subviews, cache: &cache)
        }
    }

    /// The wrapped layout's size for `proposal`.
    public func sizeThatFits(proposal: ProposedSize, subviews: LayoutSubviews, cache: inout Void) -> Size {
        fits(proposal, subviews)
    }

    /// Lets the wrapped layout place the subviews.
    public func placeSubviews(in bounds: Rect, proposal: ProposedSize, subviews: LayoutSubviews, cache: inout Void) {
        places(bounds, proposal, subviews)
    }
}
