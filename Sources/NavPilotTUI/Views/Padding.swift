extension View {
    /// Blank margins around this view, `length` points on each of `edges`: 8 points a column and
    /// 16 a row, to the nearest cell with halves up. Without a length, 16 points, SwiftUI's usual
    /// padding: `.padding()` moves the content two columns right and one row down and keeps as much
    /// room on the far sides.
    public func padding(_ edges: Edge.Set = .all, _ length: Double? = nil) -> some View {
        let length = length ?? Self.defaultPadding
        return padding(
            EdgeInsets(
                top: edges.contains(.top) ? length : 0, leading: edges.contains(.leading) ? length : 0,
                bottom: edges.contains(.bottom) ? length : 0, trailing: edges.contains(.trailing) ? length : 0))
    }

    /// Blank margins of `length` points on every side of this view.
    public func padding(_ length: Double) -> some View {
        padding(.all, length)
    }

    /// Blank margins of the given points on each side of this view.
    public func padding(_ insets: EdgeInsets) -> some View {
        PaddedView(content: self, insets: CellInsets(insets))
    }

    /// The padding SwiftUI uses when none is given.
    private static var defaultPadding: Double { 16 }
}

/// A view inside blank margins, in cells.
struct PaddedView<Content: View>: View, PrimitiveView {
    let content: Content
    let insets: CellInsets

    var body: Never { return primitiveBody(of: Self.self) }

    func makeNode(_ context: ResolveContext) -> Node {
        .padded(context.resolve(content), insets)
    }
}
