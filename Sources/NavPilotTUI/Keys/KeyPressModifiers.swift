extension View {
    /// Runs `action` when `key` is pressed (plain, or with Shift) while the focus is inside this view,
    /// or anywhere in the pane when nothing there has the focus. A key a focused text field types or
    /// a focused widget uses never gets here; a key the action `.ignored` goes on to the enclosing
    /// views' handlers, the pane's navigation keys and the window manager's keys, so putting a
    /// handler on a pane's root (`Pane("files") { Browser().onKeyPress("r") { … } }`) binds a key
    /// for the whole pane without losing any other.
    ///
    /// ```swift
    /// List { … }
    ///     .onKeyPress("r") {
    ///         model.reload()
    ///         return .handled
    ///     }
    /// ```
    public func onKeyPress(_ key: Key, action: @escaping @MainActor () -> KeyPress.Result) -> some View {
        keyBinding(KeyBinding([.key(key)], description: "") { _ in action() == .handled })
    }

    /// Runs `action` for any of `keys` (plain, or with Shift), with the press, as `onKeyPress(_:action:)`.
    public func onKeyPress(
        keys: Set<Key>, action: @escaping @MainActor (KeyPress) -> KeyPress.Result
    ) -> some View {
        keyBinding(KeyBinding(keys.map { .key($0) }, description: "") { action($0) == .handled })
    }

    /// Offers every key press (modifiers included) to `action`, as `onKeyPress(_:action:)`.
    public func onKeyPress(action: @escaping @MainActor (KeyPress) -> KeyPress.Result) -> some View {
        keyBinding(KeyBinding([.anyKey], description: "") { action($0) == .handled })
    }

    /// Binds `keys` to `action` while the focus is inside this view (or anywhere in the pane when
    /// nothing there has the focus), as `onKeyPress` does, and says so: the help overlay lists the
    /// binding under the screen's title, before the pane's and the window's keys, and the status line
    /// offers its `hint`. A key a binding nearer the focus takes (a focused text field types `r`)
    /// never gets here, and the status line does not offer it there. With an `id` (`inbox.reload`),
    /// a keymap file can give it other keys (`Keymap`).
    ///
    /// ```swift
    /// InboxView()
    ///     .keyBinding("r", description: "reload the inbox", hint: KeyHint("reload")) {
    ///         model.reload()
    ///     }
    /// ```
    public func keyBinding(
        _ keys: KeyPattern..., id: String? = nil, label: String? = nil, description: String, hint: KeyHint? = nil,
        action: @escaping @MainActor () -> Void
    ) -> some View {
        keyBinding(
            KeyBinding(keys, id: id, label: label, description: description, hint: hint) { _ in
                action()
                return true
            })
    }

    /// Offers `action` in the command palette (Ctrl+P, `:`) as `title`, while the focus is inside
    /// this view (or anywhere in the pane when nothing there has the focus): a command that needs no
    /// key of its own. The help overlay lists it too, as `(palette)`. Any `keyBinding` with a
    /// description is in the palette already, with its keys.
    ///
    /// ```swift
    /// InboxView()
    ///     .paletteCommand("mark every message read") { model.markAllRead() }
    /// ```
    public func paletteCommand(_ title: String, action: @escaping @MainActor () -> Void) -> some View {
        keyBinding(
            KeyBinding([], description: title) { _ in
                action()
                return true
            })
    }

    /// Adds `binding` to the bindings of this view, as `keyBinding(_:label:description:hint:action:)`.
    public func keyBinding(_ binding: KeyBinding) -> some View {
        KeyHandlerView(content: self, binding: binding)
    }

    /// Runs `action` when Return is pressed in a text field inside this view (the innermost
    /// `.onSubmit` around the field wins). A field without one moves the focus to the next control.
    public func onSubmit(_ action: @escaping @MainActor () -> Void) -> some View {
        EnvironmentWriter(content: self) { $0.submitAction = SubmitAction(action: action) }
    }
}

/// A screen's key binding and the focus targets of the view it is on.
@MainActor
struct KeyHandler {
    /// The focus targets resolved inside the view.
    let targets: Range<Int>
    let binding: KeyBinding
}

struct KeyHandlerView<Content: View>: View, PrimitiveView {
    let content: Content
    let binding: KeyBinding

    var body: Never { return primitiveBody(of: Self.self) }

    func makeNode(_ context: ResolveContext) -> Node {
        let first = context.focusTargetCount
        let node = context.resolve(content)
        // A disabled view takes no keys, its handlers included.
        guard context.environment.isEnabled else { return node }
        // Added after the content: a handler inside this view comes first in the list, so the
        // innermost handler around the focus is asked first.
        context.addKeyHandler(KeyHandler(targets: first..<context.focusTargetCount, binding: binding))
        return node
    }
}
