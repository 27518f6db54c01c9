extension View {
    /// Marks this view with a value, as in SwiftUI: inside a `Picker`, the value the choice stands
    /// for. Elsewhere the tag has no effect on how the view looks.
    public func tag<Value: Hashable>(_ tag: Value) -> some View {
        TaggedView(content: self, tag: tag)
    }
}

/// A view and the value it stands for (`.tag(_:)`). Drawn as its content; a `Picker` reads the tag.
struct TaggedView<Content: View, Tag: Hashable>: View, PrimitiveView, TaggedContent {
    let content: Content
    let tag: Tag

    var body: Never { return primitiveBody(of: Self.self) }

    var taggedView: any View { content }
    var anyTag: any Hashable { tag }

    func makeNode(_ context: ResolveContext) -> Node {
        context.resolve(content)
    }
}

/// A tagged view of any content and tag type, for a `Picker` reading its choices.
@MainActor
protocol TaggedContent {
    /// The view the tag is on.
    var taggedView: any View { get }
    /// The tag.
    var anyTag: any Hashable { get }
}

/// A `ForEach` of any types, for a `Picker` reading its choices: each element's view and identity.
@MainActor
protocol ElementViews {
    /// The view of each element with the element's identity, in order.
    var elementViews: [(id: any Hashable, view: any View)] { get }
}

extension ForEach: ElementViews {
    var elementViews: [(id: any Hashable, view: any View)] {
        data.map { element in (element[keyPath: id], content(element)) }
    }
}
