/// A `Layout` with its content: what calling a layout with a view builder makes.
struct LayoutContainer<L: Layout>: View, PrimitiveView {
    let layout: L
    let content: ViewGroup

    var body: Never { return primitiveBody(of: Self.self) }

    func makeNode(_ context: ResolveContext) -> Node {
        let children = context.outsideForm { context.resolveChildren(content.children) }
        return .layout(LayoutNode(layout: layout, children: children))
    }
}
