/// Builds views from closures the way SwiftUI's `@ViewBuilder` does: several children, `if`/`else`,
/// `switch`, `if let`, `for` loops and `ForEach` all work.
///
/// Children are collected as a flat list of type-erased views; the renderer keeps each child's
/// position, so sibling views of the same type still keep separate `@State`. Each `if`, `if`/`else`
/// and `switch` takes one position whichever branch runs (or none), and marks the branch, so the views
/// after it keep their identity and the branches never share `@State`.
@MainActor
@resultBuilder
public enum ViewBuilder {
    /// One view as a list.
    public static func buildExpression(_ view: some View) -> [any View] { [view] }

    /// Several statements in a row.
    public static func buildBlock(_ parts: [any View]...) -> [any View] { parts.flatMap { $0 } }

    /// An `if` without `else`.
    public static func buildOptional(_ part: [any View]?) -> [any View] { [BranchContent(branch: 0, part ?? [])] }

    /// The first branch of an `if`/`else` or `switch`.
    public static func buildEither(first part: [any View]) -> [any View] { [BranchContent(branch: 0, part)] }

    /// The second branch of an `if`/`else` or `switch`.
    public static func buildEither(second part: [any View]) -> [any View] { [BranchContent(branch: 1, part)] }

    /// A `for` loop.
    public static func buildArray(_ parts: [[any View]]) -> [any View] { parts.flatMap { $0 } }

    /// `if #available` branches.
    public static func buildLimitedAvailability(_ part: [any View]) -> [any View] { part }

    /// The built children as one view.
    public static func buildFinalResult(_ parts: [any View]) -> ViewGroup { ViewGroup(parts) }
}

/// Children built by `@ViewBuilder`, laid out by the enclosing stack (vertically when there is none).
public struct ViewGroup: View, PrimitiveView {
    let children: [any View]

    /// A group of the given views.
    public init(_ children: [any View]) {
        self.children = children
    }

    /// A group is primitive: the renderer lays out its children.
    public var body: Never { return primitiveBody(of: Self.self) }

    func makeNode(_ context: ResolveContext) -> Node {
        .column(context.resolveChildren(children))
    }
}

/// The views of one branch of an `if`/`else` or `switch`, in the one position the statement takes.
///
/// The enclosing stack lays its views out as its own children (see `ResolveContext.resolveChildren`);
/// their identity path names the branch, so two branches never share `@State`.
struct BranchContent: View, PrimitiveView {
    let branch: Int
    let views: [any View]

    init(branch: Int, _ views: [any View]) {
        self.branch = branch
        self.views = views
    }

    var body: Never { return primitiveBody(of: Self.self) }

    /// The branch's nodes, to be placed among the enclosing stack's children.
    func resolveContents(_ context: ResolveContext) -> [Node] {
        context.withChildPath(branch == 0 ? "t" : "e") { context.resolveChildren(views) }
    }

    /// Outside a stack's child list (a body that is a bare `if`): the views stacked vertically.
    func makeNode(_ context: ResolveContext) -> Node {
        .column(resolveContents(context))
    }
}

/// A view that shows nothing.
public struct EmptyView: View, PrimitiveView {
    /// Creates an empty view.
    public init() {}

    /// An empty view is primitive.
    public var body: Never { return primitiveBody(of: Self.self) }

    func makeNode(_ context: ResolveContext) -> Node { .empty }
}
