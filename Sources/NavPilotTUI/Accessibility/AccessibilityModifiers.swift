extension View {
    /// Narration calls this view `label` instead of what it shows (an icon button, a glyph, a
    /// row of several texts read as one). A view of several parts becomes one element: the first
    /// part takes the label, the others are not said.
    public func accessibilityLabel(_ label: String) -> some View {
        AccessibilityView(content: self, change: AccessibilityOverride(label: label))
    }

    /// Narration says `value` as this view's value (a meter's level, a custom control's state).
    public func accessibilityValue(_ value: String) -> some View {
        AccessibilityView(content: self, change: AccessibilityOverride(value: value))
    }

    /// Narration says `hint` (what activating the view does) when the listener asks where they are.
    public func accessibilityHint(_ hint: String) -> some View {
        AccessibilityView(content: self, change: AccessibilityOverride(hint: hint))
    }

    /// Narration leaves this view out when `hidden` is true (decoration, a glyph that repeats a
    /// title). It can still be focused and used.
    public func accessibilityHidden(_ hidden: Bool) -> some View {
        AccessibilityView(content: self, change: AccessibilityOverride(isHidden: hidden))
    }
}

/// What the accessibility modifiers change of a widget's own description; nil fields keep it.
struct AccessibilityOverride {
    var role: AccessibilityRole?
    var label: String?
    var value: String?
    var hint: String?
    var isHidden: Bool?

    /// `inner` (set closer to the widget) under this one: the outer modifier wins, as in SwiftUI
    /// the modifier applied last does.
    func over(_ inner: AccessibilityOverride?) -> AccessibilityOverride {
        AccessibilityOverride(
            role: role ?? inner?.role, label: label ?? inner?.label, value: value ?? inner?.value,
            hint: hint ?? inner?.hint, isHidden: isHidden ?? inner?.isHidden)
    }

    /// `element` as changed; nil when hidden.
    func applied(to element: AccessibilityElement?, isFocusable: Bool) -> AccessibilityElement? {
        if isHidden == true { return nil }
        var changed = element ?? AccessibilityElement(role: isFocusable ? .control : .text, label: "")
        if let role { changed.role = role }
        if let label { changed.label = label }
        if let value { changed.value = value }
        if let hint { changed.hint = hint }
        return changed
    }
}

/// A view with its accessibility changed: the widgets it resolves to carry the change.
struct AccessibilityView<Content: View>: View, PrimitiveView {
    let content: Content
    let change: AccessibilityOverride

    var body: Never { return primitiveBody(of: Self.self) }

    func makeNode(_ context: ResolveContext) -> Node {
        var taken = false
        return context.resolve(content).applyingAccessibility(change, taken: &taken)
    }
}

extension Node {
    /// The node with `change` given to its widgets: a label, value or hint goes to the first widget
    /// that is said, and the widgets after it are hidden (the view is one element); hiding hides all.
    /// Hosts inside keep their own descriptions.
    @MainActor
    func applyingAccessibility(_ change: AccessibilityOverride, taken: inout Bool) -> Node {
        switch self {
        case .empty, .spacer, .host:
            return self
        case .stack(let axis, let children, let spacing, let alignment):
            var changed: [Node] = []
            changed.reserveCapacity(children.count)
            for child in children { changed.append(child.applyingAccessibility(change, taken: &taken)) }
            return .stack(axis, changed, spacing: spacing, alignment: alignment)
        case .group(let children):
            var changed: [Node] = []
            for child in children { changed.append(child.applyingAccessibility(change, taken: &taken)) }
            return .group(changed)
        case .layout(let node):
            var changed: [Node] = []
            for child in node.children { changed.append(child.applyingAccessibility(change, taken: &taken)) }
            return .layout(node.replacingChildren(changed))
        case .padded(let inner, let insets):
            return .padded(inner.applyingAccessibility(change, taken: &taken), insets)
        case .styled(let inner, let style, let fill):
            return .styled(inner.applyingAccessibility(change, taken: &taken), style, fill: fill)
        case .widget(var node):
            let isSaid =
                node.accessibility?.isHidden != true
                && (node.widget.accessibilityElement != nil || node.widget.isFocusable || node.accessibility != nil)
            if change.isHidden == true {
                node.accessibility = change.over(node.accessibility)
            } else if isSaid && !taken {
                node.accessibility = change.over(node.accessibility)
                taken = true
            } else if isSaid {
                node.accessibility = AccessibilityOverride(isHidden: true).over(node.accessibility)
            }
            return .widget(node)
        }
    }
}
