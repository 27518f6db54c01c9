/// A modifier of your own, as SwiftUI's `ViewModifier`: `body(content:)` makes the modified view
/// from the view it is applied to (`content`), which it places as any view.
///
/// ```swift
/// struct Card: ViewModifier {
///     let title: String
///
///     func body(content: Content) -> some View {
///         VStack {
///             Text(title).bold()
///             content.padding(.leading, 16)
///         }
///     }
/// }
///
/// Text("Unread: 3").modifier(Card(title: "Inbox"))
/// ```
/// A modifier may have `@State`, `@Environment` and `@EnvironmentObject` properties, as a view may.
/// A modifier around a `NavPilotHost` in an app's window keeps the pane's pilot.
@MainActor
public protocol ViewModifier {
    /// The type of view `body(content:)` makes.
    associatedtype Body: View

    /// The view the modifier is applied to, as `body(content:)` receives it.
    typealias Content = ViewModifierContent

    /// The modified view, made from `content`.
    @ViewBuilder func body(content: Content) -> Body
}

/// The view a `ViewModifier` is applied to, as its `body(content:)` receives it.
public struct ViewModifierContent: View, PrimitiveView {
    let content: any View

    /// Content is primitive: it is the modified view.
    public var body: Never { return primitiveBody(of: Self.self) }

    func makeNode(_ context: ResolveContext) -> Node {
        context.resolve(content)
    }
}

/// A view with a modifier applied to it, as SwiftUI's `ModifiedContent`: what `.modifier(_:)` makes.
public struct ModifiedContent<Content: View, Modifier: ViewModifier>: View, PrimitiveView {
    /// The view modified.
    public let content: Content
    /// The modifier applied to it.
    public let modifier: Modifier

    /// `content` with `modifier` applied.
    public init(content: Content, modifier: Modifier) {
        self.content = content
        self.modifier = modifier
    }

    /// Modified content is primitive: the modifier's body is resolved in its place.
    public var body: Never { return primitiveBody(of: Self.self) }

    func makeNode(_ context: ResolveContext) -> Node {
        context.resolve(modifier: modifier) {
            modifier.body(content: ViewModifierContent(content: content))
        }
    }
}

extension View {
    /// This view with `modifier` applied.
    public func modifier<Modifier: ViewModifier>(_ modifier: Modifier) -> ModifiedContent<Self, Modifier> {
        ModifiedContent(content: self, modifier: modifier)
    }
}
