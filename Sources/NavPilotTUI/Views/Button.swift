/// The purpose of a button, which decides how it is drawn.
public enum ButtonRole: Hashable, Sendable {
    /// Deletes or discards something: drawn in a warning colour.
    case destructive
    /// Cancels the current operation.
    case cancel
}

/// A control that runs an action when activated (Enter, Space, or a mouse click). It resolves to a
/// widget (`ButtonControl`) like any other control.
public struct Button: View, PrimitiveView {
    let label: any View
    /// The title of a button made with one, so it is not resolved from `label` each frame.
    let title: String?
    let role: ButtonRole?
    let action: @MainActor () -> Void

    /// A button with a text label.
    public init(_ title: String, role: ButtonRole? = nil, action: @escaping @MainActor () -> Void) {
        self.label = Text(title)
        self.title = title
        self.role = role
        self.action = action
    }

    /// A button whose label is a view (its text is shown).
    public init(
        role: ButtonRole? = nil, action: @escaping @MainActor () -> Void, @ViewBuilder label: () -> some View
    ) {
        self.label = label()
        self.title = nil
        self.role = role
        self.action = action
    }

    /// A button is primitive.
    public var body: Never { return primitiveBody(of: Self.self) }

    func makeNode(_ context: ResolveContext) -> Node {
        let title = self.title ?? context.withChildPath(0) { context.resolve(label) }.plainText
        var action = self.action
        if let followUp = context.environment.buttonFollowUp {
            let own = action
            action = {
                own()
                followUp()
            }
        }
        let control = ButtonControl(
            label: title, isDestructive: role == .destructive, style: context.environment.buttonStyle, action: action)
        guard context.environment.isEnabled else {
            return .widget(WidgetNode(widget: control, focusIndex: nil, isDisabled: true))
        }
        if role == .cancel { context.preferences.add(CancelButton(action: action), for: CancelButtonKey.self) }
        return .widget(WidgetNode(widget: control, focusIndex: context.addFocusTarget(control)))
    }
}
