/// A screen of grouped controls, as SwiftUI's `Form`: its rows one below the other, its `Section`s
/// set apart by a blank row.
///
/// ```swift
/// Form {
///     Section("Transition") {
///         Picker("Style", selection: $style) { … }
///     }
///     Section {
///         Button("Push Detail") { … }
///     } footer: {
///         Text("Custom transitions reverse when you pop.")
///     }
/// }
/// ```
/// Rows keep their own look and focus: Up and Down move through the controls of every section in
/// order, exactly as in a `VStack`. See `Section` for how a section draws.
public struct Form: View, PrimitiveView {
    let content: ViewGroup

    /// A form of the rows and sections built by `content`.
    public init(@ViewBuilder content: () -> ViewGroup) {
        self.content = content()
    }

    /// A form is primitive.
    public var body: Never { return primitiveBody(of: Self.self) }

    func makeNode(_ context: ResolveContext) -> Node {
        context.resolveSectioned(content.children)
    }
}

extension ResolveContext {
    /// The rows of a `Form` or a `List` one below the other, each `Section` among them set apart by a
    /// blank row (rows without sections stack as in a `VStack`).
    func resolveSectioned(_ views: [any View]) -> Node {
        let saved = formSections
        formSections = FormSections()
        defer { formSections = saved }
        var nodes: [Node] = []
        for (index, view) in views.enumerated() {
            withChildPath(index) {
                let sectionsBefore = formSections?.count ?? 0
                var childNodes: [Node] = []
                resolveChild(view, into: &childNodes)
                // Sections space themselves out; rows that follow a section get the gap from here.
                guard formSections?.count == sectionsBefore, childNodes.contains(where: \.isVisible) else {
                    nodes += childNodes
                    return
                }
                if formSections?.lastWasSection == true {
                    nodes.append(FormSections.gap)
                }
                formSections?.noteRows()
                nodes += childNodes
            }
        }
        return .stack(.vertical, nodes, spacing: 0)
    }
}

/// What a `Form` has resolved so far, so each section knows whether a blank row goes before it.
struct FormSections {
    /// Sections resolved so far.
    private(set) var count = 0
    /// Whether anything, section or row, was resolved before.
    private(set) var hasContent = false
    /// Whether the last thing resolved was a section.
    private(set) var lastWasSection = false

    /// The blank row between a section and what is next to it.
    static var gap: Node { .text("") }

    mutating func noteSection() {
        count += 1
        hasContent = true
        lastWasSection = true
    }

    mutating func noteRows() {
        hasContent = true
        lastWasSection = false
    }
}
