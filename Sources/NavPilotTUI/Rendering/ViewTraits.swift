/// Settings a modifier passes down to every view inside it, as SwiftUI's environment values do:
/// `.buttonStyle(_:)` for the buttons, `.multilineTextAlignment(_:)` for the text.
struct ViewTraits {
    /// How buttons draw.
    var buttonStyle = PrimitiveButtonStyle.automatic
    /// How the lines of wrapped text sit in their width.
    var textAlignment = TextAlignment.leading
    /// Whether the controls are disabled (`.disabled(true)` here or around).
    var isDisabled = false
}

/// A view that sets one of the `ViewTraits` for its content.
struct TraitView<Content: View>: View, PrimitiveView {
    let content: Content
    let update: @MainActor (inout ViewTraits) -> Void

    var body: Never { return primitiveBody(of: Self.self) }

    func makeNode(_ context: ResolveContext) -> Node {
        context.withTraits(update) { context.resolve(content) }
    }
}
