/// A container that sizes and places its children, as SwiftUI's `Layout`, in terminal cells.
///
/// A layout answers two questions. `sizeThatFits` says how big the container is for a proposal,
/// asking its children how big they would be (`subviews[i].sizeThatFits(_:)`); `placeSubviews` puts
/// each child somewhere in the bounds it was given (`subviews[i].place(at:proposal:)`). A layout is
/// used as a container by calling it with its content:
///
/// ```swift
/// /// Tags left to right, wrapping to a new row when the next one does not fit.
/// struct Flow: Layout {
///     var spacing = 1
///
///     func sizeThatFits(proposal: ProposedSize, subviews: LayoutSubviews, cache: inout Void) -> Size {
///         let rows = rows(of: subviews, width: proposal.width ?? .max)
///         return Size(width: rows.map(\.width).max() ?? 0, height: rows.reduce(0) { $0 + $1.height })
///     }
///
///     func placeSubviews(in bounds: Rect, proposal: ProposedSize, subviews: LayoutSubviews, cache: inout Void) {
///         var y = bounds.y
///         for row in rows(of: subviews, width: bounds.width) {
///             var x = bounds.x
///             for index in row.indices {
///                 let size = subviews[index].sizeThatFits(.unspecified)
///                 subviews[index].place(at: Point(x: x, y: y), proposal: ProposedSize(size))
///                 x += size.width + spacing
///             }
///             y += row.height
///         }
///     }
///     // rows(of:width:) groups the subviews' indices into rows: see docs/views.md.
/// }
///
/// Flow {
///     ForEach(tags, id: \.self) { Text($0) }
/// }
/// ```
/// `ForEach`, `Group` and `if` inside the container give it one subview per view they make, as in
/// `HStack` and `VStack`. `ZStack`, `.overlay` and `.background` are layouts too. Focus follows the
/// order of the children as written, whatever order the layout places them in; later children draw
/// over earlier ones where they overlap.
///
/// A layout runs on the main actor while a frame is laid out. It may be asked for its size several
/// times in one frame with different proposals: keep what is costly to work out in `Cache`
/// (`makeCache(subviews:)`). The cache lives as long as the container's subviews are the same: a
/// new one is made when the views are evaluated again, while a frame that only moves or resizes the
/// container keeps it, so what it holds must not depend on the proposal (or must say which one).
@MainActor
public protocol Layout {
    /// What the layout keeps between its calls in one frame; `Void` when it keeps nothing.
    associatedtype Cache = Void

    /// The size of the container for `proposal`, measured from its subviews.
    func sizeThatFits(proposal: ProposedSize, subviews: LayoutSubviews, cache: inout Cache) -> Size

    /// Places every subview inside `bounds` (the size `sizeThatFits` answered, or the room the
    /// container was given): a subview not placed is not drawn.
    func placeSubviews(in bounds: Rect, proposal: ProposedSize, subviews: LayoutSubviews, cache: inout Cache)

    /// Makes the cache for one frame's layout of `subviews`.
    func makeCache(subviews: LayoutSubviews) -> Cache
}

extension Layout where Cache == Void {
    /// A layout without a cache has nothing to make.
    public func makeCache(subviews: LayoutSubviews) {}
}

extension Layout {
    /// The layout as a container of the views `content` builds: `Flow { Text("a"); Text("b") }`.
    public func callAsFunction(@ViewBuilder _ content: () -> ViewGroup) -> some View {
        LayoutContainer(layout: self, content: content())
    }
}
