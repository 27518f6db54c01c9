import NavPilot

/// The direction a stack lays out its children.
enum Axis {
    case vertical
    case horizontal
}

/// What a view resolves to for one frame: the layout engine sizes and draws these.
indirect enum Node {
    case empty
    /// Children side by side or one below the other, `spacing` cells apart; `alignment` places
    /// children narrower (in a vertical stack) or shorter (in a horizontal one) than the stack.
    case stack(Axis, [Node], spacing: Int, alignment: LineAlignment = .start)
    /// Takes the space left over in its stack: at least `minRows` in a vertical stack, at least
    /// `minColumns` in a horizontal one.
    case spacer(minRows: Int, minColumns: Int)
    /// The node inside blank margins (`.padding`).
    case padded(Node, CellInsets)
    /// A style patch for the subtree; with `fill`, the background also covers the subtree's frame.
    case styled(Node, Style, fill: Bool)
    /// A navigation host: title bar, scrolling content, optional stack inspector.
    case host(HostNode)
    /// A view that measures and draws itself (`Widget`).
    case widget(WidgetNode)
    /// Several views with no container of their own (`ForEach`, `Group`, the views a builder
    /// made): the container they are in lays them out as its own children; anywhere else they
    /// stack one below the other.
    case group([Node])
    /// Children placed by a `Layout` (a user's container, `ZStack`, `.overlay`, `.background`).
    case layout(LayoutNode)
}

/// A host as laid out: the content of its top screen and what frames around it.
struct HostNode {
    /// Index into the frame's host records.
    let index: Int
    let title: String
    let canGoBack: Bool
    let content: Node
    /// The screen whose scroll position applies.
    let screen: StackEntryID
    /// Focus targets that belong to this host's content.
    let focusRange: Range<Int>
    let inspector: InspectorModel?
}

extension Node {
    /// Several nodes in one place: the node itself when there is one, else a vertical stack.
    static func column(_ nodes: [Node]) -> Node {
        nodes.count == 1 ? nodes[0] : .group(nodes)
    }

    /// The node as its enclosing container's children: a group's nodes, else the node itself.
    var spliced: [Node] {
        if case .group(let nodes) = self { return nodes }
        return [self]
    }

    /// The text of the subtree on one line (for button labels built from views).
    @MainActor
    var plainText: String {
        switch self {
        case .empty, .spacer, .host: ""
        case .widget(let node): (node.widget as? any PlainTextWidget)?.plainText ?? ""
        case .stack(_, let children, _, _), .group(let children):
            children.map(\.plainText).filter { !$0.isEmpty }.joined(separator: " ")
        case .layout(let node): node.children.map(\.plainText).filter { !$0.isEmpty }.joined(separator: " ")
        case .styled(let node, _, _), .padded(let node, _): node.plainText
        }
    }

    /// Whether the node draws or takes any room (an `EmptyView`, an unknown symbol, an `if`
    /// whose branch is empty do not).
    var isVisible: Bool {
        switch self {
        case .empty: false
        case .stack(_, let children, _, _), .group(let children): children.contains(where: \.isVisible)
        case .layout(let node): node.children.contains(where: \.isVisible)
        case .styled(let inner, _, _): inner.isVisible
        default: true
        }
    }
}

extension Node {
    /// The stack inspector of the host with record `index`, if that host shows one.
    @MainActor
    func inspector(ofHost index: Int) -> InspectorModel? {
        switch self {
        case .empty, .spacer, .widget:
            return nil
        case .stack(_, let children, _, _), .group(let children):
            return children.lazy.compactMap { $0.inspector(ofHost: index) }.first
        case .layout(let node):
            return node.children.lazy.compactMap { $0.inspector(ofHost: index) }.first
        case .padded(let inner, _), .styled(let inner, _, _):
            return inner.inspector(ofHost: index)
        case .host(let host):
            return host.index == index ? host.inspector : host.content.inspector(ofHost: index)
        }
    }
}
