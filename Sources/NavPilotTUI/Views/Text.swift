/// A run of text. Wraps at word boundaries to the width it is given.
public struct Text: View, PrimitiveView {
    let content: String

    /// Text showing `content` as is.
    public init(_ content: String) {
        self.content = content
    }

    /// Text showing `content` as is (SwiftUI's spelling for non-localized text).
    public init(verbatim content: String) {
        self.content = content
    }

    /// Text is primitive.
    public var body: Never { return primitiveBody(of: Self.self) }

    func makeNode(_ context: ResolveContext) -> Node {
        let alignment = context.environment.multilineTextAlignment
        return .text(content, alignment: alignment.line)
    }
}
