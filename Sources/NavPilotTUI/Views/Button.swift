/// The purpose of a button, which decides how it is drawn.
public enum ButtonRole: Hashable, Sendable {
    /// Deletes or discards something: drawn in a warning colour.
    case destructive
    /// Cancels the current operation.
    case cancel
}

/// A control that runs an action when activated (Enter, or a mouse click).
public struct Button: View, PrimitiveView {
    let label: any View
    let role: ButtonRole?
    let action: @MainActor () -> Void

    /// A button with a text label.
    public init(_ title: String, role: ButtonRole? = nil, action: @escaping @MainActor () -> Void) {
        self.label = Text(title)
        self.role = role
        self.action = action
    }

    /// A button whose label is a view (its text is shown).
    public init(
        role: ButtonRole? = nil, action: @escaping @MainActor () -> Void, @ViewBuilder label: () -> some View
    ) {
        self.label = label()
        self.role = role
        self.action = action
    }

    /// A button is primitive.
    public var body: Never { return primitiveBody(of: Self.self) }

    func makeNode(_ context: ResolveContext) -> Node {
        let title = context.withChildPath(0) { context.resolve(label) }.plainText
        var action = self.action
        if let followUp = context.buttonFollowUp {
            let own = action
            action = {
                own()
                followUp()
            }
        }
        let look = ControlLook.button(
            label: title, destructive: role == .destructive, style: context.environment.buttonStyle)
        guard context.environment.isEnabled else { return .control(nil, look) }
        if role == .cancel { context.noteCancelButton(action) }
        return .control(context.addFocusTarget(.button(action: action)), look)
    }
}
