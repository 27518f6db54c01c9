/// Lays out its children top to bottom.
///
/// Lengths are in points, as in SwiftUI: a row is 16 points, rounded to the nearest row with halves
/// up, so `VStack(spacing: 20)` leaves one blank row between children, `spacing: 7` none; `nil`
/// leaves none.
///
/// The alignment places children narrower than the stack; the stack is as wide as the room it is
/// given. Unlike SwiftUI, whose default is `.center`, the default is `.leading`: a terminal screen
/// reads from the left edge, and screens ported without an alignment line up with the title bar,
/// the focus marker and each other. Views that fill their width (text fields, `Divider`, pickers,
/// toggles, nested hosts) are not moved by any alignment.
public struct VStack: View, PrimitiveView {
    /// How the stack lays out: `VStack` is `VStackLayout` with content (the engine runs the
    /// built-in layouts directly, without the protocol's indirection).
    let layout: VStackLayout
    let content: ViewGroup

    /// A vertical stack with `spacing` points between children (none when nil), placing narrower
    /// children by `alignment`.
    public init(
        alignment: HorizontalAlignment = .leading, spacing: Double? = nil, @ViewBuilder content: () -> ViewGroup
    ) {
        self.layout = VStackLayout(alignment: alignment, spacing: spacing)
        self.content = content()
    }

    /// A stack is primitive.
    public var body: Never { return primitiveBody(of: Self.self) }

    func makeNode(_ context: ResolveContext) -> Node {
        let children = context.outsideForm { context.resolveChildren(content.children) }
        return layout.node(of: children)
    }
}

/// Lays out its children left to right on one row; `Spacer`s share the room left over.
///
/// Lengths are in points, as in SwiftUI: a column is 8 points, rounded to the nearest column with
/// halves up, so `HStack(spacing: 16)` leaves two columns between children, `spacing: 20` three;
/// `nil` leaves one, a word's gap.
///
/// The alignment places children shorter than the tallest. Unlike SwiftUI, whose default is
/// `.center`, the default is `.top`: every child starts on the stack's first row, as a terminal's
/// lines read, and a nested stack's `Spacer` still has the stack's full height to fill.
public struct HStack: View, PrimitiveView {
    /// How the stack lays out: `HStack` is `HStackLayout` with content.
    let layout: HStackLayout
    let content: ViewGroup

    /// A horizontal stack with `spacing` points between children (one column when nil), placing
    /// shorter children by `alignment`.
    public init(
        alignment: VerticalAlignment = .top, spacing: Double? = nil, @ViewBuilder content: () -> ViewGroup
    ) {
        self.layout = HStackLayout(alignment: alignment, spacing: spacing)
        self.content = content()
    }

    /// A stack is primitive.
    public var body: Never { return primitiveBody(of: Self.self) }

    func makeNode(_ context: ResolveContext) -> Node {
        let children = context.outsideForm { context.resolveChildren(content.children) }
        return layout.node(of: children)
    }
}

/// Flexible empty space: in a stack it takes what the other children leave.
public struct Spacer: View, PrimitiveView {
    let minLength: Double

    /// A spacer at least `minLength` points long: 16 points a row in a `VStack`, 8 points a column
    /// in an `HStack`, to the nearest cell with halves up; nil is no minimum.
    public init(minLength: Double? = nil) {
        self.minLength = minLength ?? 0
    }

    /// A spacer is primitive.
    public var body: Never { return primitiveBody(of: Self.self) }

    func makeNode(_ context: ResolveContext) -> Node {
        .spacer(minRows: PointLength.rows(minLength), minColumns: PointLength.columns(minLength))
    }
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

/// A vertical list of rows; the pane scrolls it to keep the selected row visible. `Section`s in it
/// draw and space out as in a `Form`.
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
        context.resolveSectioned(content.children)
    }
}

/// One view per element of a collection, each keyed by its identity so its `@State` follows the element.
///
/// The views are the enclosing container's children, as in SwiftUI: `HStack { ForEach(…) }` puts
/// them on one row, `VStack` one below the other (with its spacing), a `Layout` of yours places
/// each; where there is no container they stack one below the other.
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
        var nodes: [Node] = []
        for element in data {
            context.withChildPath("#\(element[keyPath: id])") { nodes += context.resolve(content(element)).spliced }
        }
        // The enclosing container lays the views out on its own axis (see `Node.group`).
        return .group(nodes)
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
