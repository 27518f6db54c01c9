/// A group of rows with an optional header and footer, as SwiftUI's `Section`, for a `Form`.
///
/// ```
/// Transition            the header, bold
/// Style                 the rows, as they draw anywhere
/// ▸ ◉ Slide
///   ○ Fade In
///                       a blank row before the next section
/// ▸ [ Push Detail ]
/// Custom transitions    the footer, dim, wrapped to the width
/// reverse when you pop.
/// ```
/// In a `Form` a blank row separates each section from what comes before it; elsewhere sections
/// stack like any views.
public struct Section: View, PrimitiveView {
    let header: (any View)?
    let content: ViewGroup
    let footer: (any View)?

    /// A section of the rows built by `content`, without a header or a footer.
    public init(@ViewBuilder content: () -> ViewGroup) {
        self.init(header: nil, content: content(), footer: nil)
    }

    /// A section titled `title`.
    public init(_ title: String, @ViewBuilder content: () -> ViewGroup) {
        self.init(header: Text(title), content: content(), footer: nil)
    }

    /// A section with a header view: `Section { … } header: { Text("Title") }`.
    public init(@ViewBuilder content: () -> ViewGroup, @ViewBuilder header: () -> ViewGroup) {
        self.init(header: header(), content: content(), footer: nil)
    }

    /// A section with a footer view: `Section { … } footer: { Text("Explanation") }`.
    public init(@ViewBuilder content: () -> ViewGroup, @ViewBuilder footer: () -> ViewGroup) {
        self.init(header: nil, content: content(), footer: footer())
    }

    /// A section with a header and a footer view.
    public init(
        @ViewBuilder content: () -> ViewGroup, @ViewBuilder header: () -> ViewGroup,
        @ViewBuilder footer: () -> ViewGroup
    ) {
        self.init(header: header(), content: content(), footer: footer())
    }

    /// A section with `header` and `footer` views given as values.
    public init(header: some View, footer: some View, @ViewBuilder content: () -> ViewGroup) {
        self.init(header: header, content: content(), footer: footer)
    }

    /// A section with a `header` view given as a value.
    public init(header: some View, @ViewBuilder content: () -> ViewGroup) {
        self.init(header: header, content: content(), footer: nil)
    }

    /// A section with a `footer` view given as a value.
    public init(footer: some View, @ViewBuilder content: () -> ViewGroup) {
        self.init(header: nil, content: content(), footer: footer)
    }

    init(header: (any View)?, content: ViewGroup, footer: (any View)?) {
        self.header = header
        self.content = content
        self.footer = footer
    }

    /// A section is primitive.
    public var body: Never { return primitiveBody(of: Self.self) }

    func makeNode(_ context: ResolveContext) -> Node {
        let form = context.formSections
        // A section's own rows are not the form's: a section nested in them is not spaced out.
        context.formSections = nil
        var parts: [Node] = []
        if form?.hasContent == true {
            parts.append(FormSections.gap)
        }
        if let header {
            parts.append(.styled(context.withChildPath(0) { context.resolve(header) }, Style(bold: true), fill: false))
        }
        parts += context.withChildPath(1) { context.resolveChildren(content.children) }
        if let footer {
            parts.append(.styled(context.withChildPath(2) { context.resolve(footer) }, Style(dim: true), fill: false))
        }
        context.formSections = form
        context.formSections?.noteSection()
        return .stack(.vertical, parts, spacing: 0)
    }
}
