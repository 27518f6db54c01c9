/// Layers its children over each other, as SwiftUI's `ZStack`: each aligned in the stack by
/// `alignment`, later ones drawing over earlier ones. The stack is as big as its biggest child; a
/// child that fills (a host, a list, a `Spacer`) fills it. Focus moves through the children's
/// controls in the order they are written.
///
/// ```swift
/// ZStack(alignment: .bottomTrailing) {
///     NavPilotHost(pilot) { route in … }
///     Text(" 3 new ").foregroundColor(.yellow)
/// }
/// ```
public struct ZStack: View, PrimitiveView {
    let alignment: Alignment
    let content: ViewGroup

    /// A stack of the views `content` builds, aligned by `alignment` (in the middle by default).
    public init(alignment: Alignment = .center, @ViewBuilder content: () -> ViewGroup) {
        self.alignment = alignment
        self.content = content()
    }

    /// A stack is primitive.
    public var body: Never { return primitiveBody(of: Self.self) }

    func makeNode(_ context: ResolveContext) -> Node {
        LayoutContainer(layout: ZStackLayout(alignment: alignment), content: content).makeNode(context)
    }
}

extension View {
    /// Draws the views `content` builds over this view, aligned in its frame by `alignment`; this
    /// view keeps its size, as in SwiftUI. Their controls come after this view's in the focus order.
    public func overlay(alignment: Alignment = .center, @ViewBuilder content: () -> ViewGroup) -> some View {
        LayeredView(content: self, layer: content(), alignment: alignment, isBackground: false)
    }

    /// Draws the views `content` builds under this view, aligned in its frame by `alignment`; this
    /// view keeps its size, as in SwiftUI (`.background(.blue)` fills the frame with a colour).
    public func background(alignment: Alignment = .center, @ViewBuilder content: () -> ViewGroup) -> some View {
        LayeredView(content: self, layer: content(), alignment: alignment, isBackground: true)
    }
}

/// A view with a layer over or under it (`.overlay`, `.background`).
struct LayeredView<Content: View>: View, PrimitiveView {
    let content: Content
    let layer: ViewGroup
    let alignment: Alignment
    let isBackground: Bool

    var body: Never { return primitiveBody(of: Self.self) }

    func makeNode(_ context: ResolveContext) -> Node {
        // The view first, then its layer, in the focus order and in identity, whichever is drawn first.
        let node = context.withChildPath(0) { context.resolve(content) }
        let views = layer.children
        let layerNode = context.withChildPath(1) {
            Node.layout(
                LayoutNode(layout: ZStackLayout(alignment: alignment), children: context.resolveChildren(views)))
        }
        let layers = isBackground ? [layerNode, node] : [node, layerNode]
        return .layout(
            LayoutNode(
                layout: LayeredLayout(alignment: alignment, viewIsLast: isBackground), children: layers,
                sizedBy: isBackground ? .last : .first))
    }
}
