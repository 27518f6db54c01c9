import NavPilot

extension View {
    /// The title the enclosing `NavPilotHost` shows in its title bar while this screen is on top.
    public func navigationTitle(_ title: String) -> some View {
        NavigationTitleView(content: self, title: title)
    }

    /// Draws the text of this view in `color`.
    public func foregroundColor(_ color: Color) -> some View {
        StyledView(content: self, style: Style(foreground: color), fill: false)
    }

    /// Fills this view's frame with `color`.
    public func background(_ color: Color) -> some View {
        StyledView(content: self, style: Style(background: color), fill: true)
    }

    /// Draws the text of this view in bold.
    public func bold(_ isActive: Bool = true) -> some View {
        StyledView(content: self, style: Style(bold: isActive), fill: false)
    }

    /// Provides `object` to `@EnvironmentObject` properties of type `T` in this view's subtree.
    public func environmentObject<T: AnyObject>(_ object: T) -> some View {
        EnvironmentObjectView(content: self, object: object)
    }
}

struct NavigationTitleView<Content: View>: View, PrimitiveView {
    let content: Content
    let title: String

    var body: Never { return primitiveBody(of: Self.self) }

    func makeNode(_ context: ResolveContext) -> Node {
        // The outermost title of a screen wins, as in SwiftUI: passed up before the content's.
        context.preferences.add(title, for: NavigationTitleKey.self)
        return context.resolve(content)
    }
}

struct StyledView<Content: View>: View, PrimitiveView {
    let content: Content
    let style: Style
    let fill: Bool

    var body: Never { return primitiveBody(of: Self.self) }

    func makeNode(_ context: ResolveContext) -> Node {
        .styled(context.resolve(content), style, fill: fill)
    }
}

struct EnvironmentObjectView<Content: View, Object: AnyObject>: View, PrimitiveView {
    let content: Content
    let object: Object

    var body: Never { return primitiveBody(of: Self.self) }

    func makeNode(_ context: ResolveContext) -> Node {
        context.withEnvironment({ $0.insert(object) }) { context.resolve(content) }
    }
}
