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
        KeyHandlerView(content: self) { press in
            press.key == key && press.modifiers.subtracting(.shift).isEmpty ? action() : .ignored
        }
    }

    /// Runs `action` for any of `keys` (plain, or with Shift), with the press, as `onKeyPress(_:action:)`.
    public func onKeyPress(
        keys: Set<Key>, action: @escaping @MainActor (KeyPress) -> KeyPress.Result
    ) -> some View {
        KeyHandlerView(content: self) { press in
            keys.contains(press.key) && press.modifiers.subtracting(.shift).isEmpty ? action(press) : .ignored
        }
    }

    /// Offers every key press (modifiers included) to `action`, as `onKeyPress(_:action:)`.
    public func onKeyPress(action: @escaping @MainActor (KeyPress) -> KeyPress.Result) -> some View {
        KeyHandlerView(content: self, handler: action)
    }

    /// Runs `action` when Return is pressed in a text field inside this view (the innermost
    /// `.onSubmit` around the field wins). A field without one moves the focus to the next control.
    public func onSubmit(_ action: @escaping @MainActor () -> Void) -> some View {
        SubmitView(content: self, action: action)
    }
}

/// A key handler and the focus targets of the view it is on.
@MainActor
struct KeyHandler {
    /// The focus targets resolved inside the view.
    let targets: Range<Int>
    let handle: @MainActor (KeyPress) -> KeyPress.Result
}

struct KeyHandlerView<Content: View>: View, PrimitiveView {
    let content: Content
    let handler: @MainActor (KeyPress) -> KeyPress.Result

    var body: Never { return primitiveBody(of: Self.self) }

    func makeNode(_ context: ResolveContext) -> Node {
        let first = context.focusTargetCount
        let node = context.resolve(content)
        // A disabled view takes no keys, its handlers included.
        guard !context.traits.isDisabled else { return node }
        // Added after the content: a handler inside this view comes first in the list, so the
        // innermost handler around the focus is asked first.
        context.addKeyHandler(KeyHandler(targets: first..<context.focusTargetCount, handle: handler))
        return node
    }
}

struct SubmitView<Content: View>: View, PrimitiveView {
    let content: Content
    let action: @MainActor () -> Void

    var body: Never { return primitiveBody(of: Self.self) }

    func makeNode(_ context: ResolveContext) -> Node {
        context.withSubmitAction(action) { context.resolve(content) }
    }
}
