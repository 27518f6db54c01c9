/// Views kept together with no container of their own, as SwiftUI's `Group`: the container around
/// it lays them out as its own children (`HStack { Group { … } }` puts them on the row), and a
/// modifier on the group applies to all of them.
public struct Group: View, PrimitiveView {
    let content: ViewGroup

    /// A group of the views `content` builds.
    public init(@ViewBuilder content: () -> ViewGroup) {
        self.content = content()
    }

    /// A group is primitive.
    public var body: Never { return primitiveBody(of: Self.self) }

    func makeNode(_ context: ResolveContext) -> Node {
        .group(context.resolveChildren(content.children))
    }
}
