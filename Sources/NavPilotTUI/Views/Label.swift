/// A title with an icon before it, like SwiftUI's `Label`: `Label("Trash", systemImage: "trash")`
/// draws `⊠ Trash`. An icon the terminal has no glyph for (see `Image(systemName:)`) takes no room,
/// so the label is then just its title.
///
/// ```swift
/// Label("Documents", systemImage: "folder")       // ▣ Documents
/// Label { Text("Score") } icon: { Text("#") }       // # Score
/// ```
public struct Label<Title: View, Icon: View>: View, PrimitiveView {
    let title: Title
    let icon: Icon

    /// A label built from a title view and an icon view.
    public init(@ViewBuilder title: () -> Title, @ViewBuilder icon: () -> Icon) {
        self.init(title: title(), icon: icon())
    }

    init(title: Title, icon: Icon) {
        self.title = title
        self.icon = icon
    }

    /// A label is primitive.
    public var body: Never { return primitiveBody(of: Self.self) }

    func makeNode(_ context: ResolveContext) -> Node {
        let iconNode = context.withChildPath(0) { context.resolve(icon) }
        let titleNode = context.withChildPath(1) { context.resolve(title) }
        if case .empty = iconNode {
            return titleNode
        }
        return .stack(.horizontal, [iconNode, titleNode], spacing: 1)
    }
}

extension Label where Title == Text, Icon == Image {
    /// A label showing `title` after the glyph of the SF Symbol `systemImage`.
    public init(_ title: String, systemImage: String) {
        self.init(title: Text(title), icon: Image(systemName: systemImage))
    }
}
