extension LayoutEngine {
    /// Whether the node takes whatever width it is given rather than its natural width: a centred or
    /// trailing vertical stack leaves such children at its full width. Text and images have a width
    /// of their own, as have widgets that do not `fillsWidth` (a button); text fields, hosts and
    /// other widgets (a `Divider`, a `Picker`, a `Toggle` drawing its own row) fill the width, as do
    /// stacks holding any of them and a horizontal stack holding a `Spacer`.
    func isWidthFlexible(_ node: Node) -> Bool {
        switch node {
        case .empty: false
        case .spacer, .host: true
        case .widget(let node): node.widget.fillsWidth
        case .styled(let inner, _, _), .padded(let inner, _): isWidthFlexible(inner)
        case .stack(.vertical, let children, _, _):
            // A spacer in a vertical stack grows down, not across.
            children.contains { child in
                if case .spacer = child { return false }
                return isWidthFlexible(child)
            }
        case .stack(.horizontal, let children, _, _): children.contains(where: isWidthFlexible)
        case .layout(let node): node.fillingChildren.contains(where: isWidthFlexible)
        case .group(let children): isWidthFlexible(.stack(.vertical, children, spacing: 0))
        }
    }

    /// Whether the node takes whatever height it is given at `width` rather than its natural height,
    /// as a vertical stack's spacers, hosts and growing widgets do: an aligned horizontal stack
    /// leaves such children at its full height.
    func isHeightFlexible(_ node: Node, width: Int) -> Bool {
        switch node {
        case .spacer, .host: true
        case .widget(let node):
            node.widget.fillsHeight || node.widget.growsVertically(atWidth: width)
        case .styled(let inner, _, _): isHeightFlexible(inner, width: width)
        case .padded(let inner, let insets): isHeightFlexible(inner, width: width - insets.horizontal)
        case .stack(.vertical, let children, _, _):
            children.contains { isHeightFlexible($0, width: width) }
        case .stack(.horizontal, let children, _, _):
            // A spacer in a horizontal stack grows across, not down.
            children.contains { child in
                if case .spacer = child { return false }
                return isHeightFlexible(child, width: width)
            }
        case .group(let children): isHeightFlexible(.stack(.vertical, children, spacing: 0), width: width)
        case .layout(let node): node.fillingChildren.contains { isHeightFlexible($0, width: width) }
        case .empty: false
        }
    }
}
