/// Measuring and placing the children of a `Layout`, and the size any node takes for a proposal.
extension LayoutEngine {
    /// The subviews of `node`, measured by an engine of their own (measuring only reads; it shares
    /// nothing with this engine's drawing) and placed into `placements`.
    func subviews(of node: LayoutNode, placements: LayoutPlacements) -> LayoutSubviews {
        let measurer = LayoutEngine(focused: nil, isActive: false, store: store, theme: theme)
        return LayoutSubviews(
            subviews: node.children.indices.map {
                LayoutSubview(node: node.children[$0], index: $0, measurer: measurer, placements: placements)
            }, nodes: node.children, measurer: measurer)
    }

    /// The size `node` takes for `proposal` (see `LayoutSubview.sizeThatFits(_:)`).
    func size(of node: Node, proposal: ProposedSize) -> Size {
        if case .layout(let layoutNode) = node {
            return layoutNode.layout.sizeThatFits(
                proposal: proposal, subviews: subviews(of: layoutNode, placements: LayoutPlacements()))
        }
        let width: Int
        if let proposed = proposal.width {
            width = isWidthFlexible(node) ? proposed : min(naturalWidth(of: node), proposed)
        } else {
            width = naturalWidth(of: node)
        }
        if let proposed = proposal.height, isHeightFlexible(node, width: width) {
            return Size(width: width, height: proposed)
        }
        return Size(width: width, height: height(of: node, width: width))
    }

    /// Rows a layout needs at `width`.
    func height(of node: LayoutNode, width: Int) -> Int {
        node.layout.sizeThatFits(
            proposal: ProposedSize(width: width, height: nil),
            subviews: subviews(of: node, placements: LayoutPlacements())
        ).height
    }

    /// Columns a layout would like.
    func naturalWidth(of node: LayoutNode) -> Int {
        node.layout.sizeThatFits(proposal: .unspecified, subviews: subviews(of: node, placements: LayoutPlacements()))
            .width
    }

    /// Lets the layout place its children in the part of `rect` it takes, then places each where it was put, in the
    /// order written: a later child draws over an earlier one.
    mutating func placeLayout(_ node: LayoutNode, in rect: Rect, style: Style, clip: Rect) {
        let placements = LayoutPlacements()
        let subviews = subviews(of: node, placements: placements)
        // The layout's bounds are the size it answers for the room it is given, as in SwiftUI: a
        // stack may give a child its whole width, but the layout places in what it asked for.
        let proposal = ProposedSize(rect.size)
        let size = node.layout.sizeThatFits(proposal: proposal, subviews: subviews)
        let bounds = Rect(
            x: rect.x, y: rect.y, width: min(size.width, rect.width), height: min(size.height, rect.height))
        node.layout.placeSubviews(in: bounds, proposal: proposal, subviews: subviews)
        let placed = placements.placed
        for (index, child) in node.children.enumerated() {
            switch placed[index] {
            case .proposed(let position, let proposal):
                let size = subviews[index].sizeThatFits(proposal)
                place(child, in: Rect(origin: position, size: size), style: style, clip: clip)
            case .frame(let frame):
                place(child, in: frame, style: style, clip: clip)
            case nil:
                continue
            }
        }
    }
}
