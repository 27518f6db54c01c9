/// Lays out its children top to bottom, left-aligned.
public struct VStack: View, PrimitiveView {
    let spacing: Int
    let content: ViewGroup

    /// A vertical stack with `spacing` blank rows between children.
    public init(spacing: Int = 0, @ViewBuilder content: () -> ViewGroup) {
        self.spacing = max(0, spacing)
        self.content = content()
    }

    /// A stack is primitive.
    public var body: Never { return primitiveBody(of: Self.self) }

    func makeNode(_ context: ResolveContext) -> Node {
        .stack(.vertical, context.resolveChildren(content.children), spacing: spacing)
    }
}

/// Lays out its children left to right on one row; `Spacer`s share the room left over.
public struct HStack: View, PrimitiveView {
    let spacing: Int
    let content: ViewGroup

    /// A horizontal stack with `spacing` columns between children.
    public init(spacing: Int = 1, @ViewBuilder content: () -> ViewGroup) {
        self.spacing = max(0, spacing)
        self.content = content()
    }

    /// A stack is primitive.
    public var body: Never { return primitiveBody(of: Self.self) }

    func makeNode(_ context: ResolveContext) -> Node {
        .stack(.horizontal, context.resolveChildren(content.children), spacing: spacing)
    }
}

/// Flexible empty space: in a stack it takes what the other children leave.
public struct Spacer: View, PrimitiveView {
    let minLength: Int

    /// A spacer at least `minLength` cells long.
    public init(minLength: Int = 0) {
        self.minLength = max(0, minLength)
    }

    /// A spacer is primitive.
    public var body: Never { return primitiveBody(of: Self.self) }

    func makeNode(_ context: ResolveContext) -> Node { .spacer(minLength: minLength) }
}

/// A horizontal rule across the available width (a `Widget`, as custom widgets are).
public struct Divider: Widget {
    /// A divider.
    public init() {}

    /// Draws the rule in the theme's dim style.
    public func draw(in canvas: inout WidgetCanvas) {
        canvas.write(String(repeating: "─", count: canvas.size.width), at: .zero, style: canvas.theme.dim)
    }
}

/// A vertical list of rows; the pane scrolls it to keep the selected row visible.
public struct List: View, PrimitiveView {
    let content: ViewGroup

    /// A list of the rows built by `content`.
    public init(@ViewBuilder content: () -> ViewGroup) {
        self.content = content()
    }

    /// A list of one row per element of `data`.
    public init<Data: RandomAccessCollection, ID: Hashable, Row: View>(
        _ data: Data, id: KeyPath<Data.Element, ID>, @ViewBuilder row: @escaping (Data.Element) -> Row
    ) {
        self.content = ViewGroup([ForEach(data, id: id, content: row)])
    }

    /// A list of one row per element of `data`, identified by `Identifiable.id`.
    public init<Data: RandomAccessCollection, Row: View>(
        _ data: Data, @ViewBuilder row: @escaping (Data.Element) -> Row
    ) where Data.Element: Identifiable {
        self.content = ViewGroup([ForEach(data, id: \.id, content: row)])
    }

    /// A list is primitive.
    public var body: Never { return primitiveBody(of: Self.self) }

    func makeNode(_ context: ResolveContext) -> Node {
        .stack(.vertical, context.resolveChildren(content.children), spacing: 0)
    }
}

/// One view per element of a collection, each keyed by its identity so its `@State` follows the element.
public struct ForEach<Data: RandomAccessCollection, ID: Hashable, Content: View>: View, PrimitiveView {
    let data: Data
    let id: KeyPath<Data.Element, ID>
    let content: (Data.Element) -> Content

    /// Views for `data`, identified by the key path `id`.
    public init(_ data: Data, id: KeyPath<Data.Element, ID>, @ViewBuilder content: @escaping (Data.Element) -> Content)
    {
        self.data = data
        self.id = id
        self.content = content
    }

    /// A ForEach is primitive.
    public var body: Never { return primitiveBody(of: Self.self) }

    func makeNode(_ context: ResolveContext) -> Node {
        let nodes = data.map { element in
            context.withChildPath("#\(element[keyPath: id])") { context.resolve(content(element)) }
        }
        return .stack(.vertical, nodes, spacing: 0)
    }
}

extension ForEach where Data.Element: Identifiable, ID == Data.Element.ID {
    /// Views for identifiable `data`.
    public init(_ data: Data, @ViewBuilder content: @escaping (Data.Element) -> Content) {
        self.init(data, id: \.id, content: content)
    }
}

extension ForEach where Data == Range<Int>, ID == Int {
    /// Views for each number of a range.
    public init(_ data: Range<Int>, @ViewBuilder content: @escaping (Int) -> Content) {
        self.init(data, id: \.self, content: content)
    }
}
