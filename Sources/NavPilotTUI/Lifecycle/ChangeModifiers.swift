extension View {
    /// Runs `action` with the old and the new value after a frame in which `value` differs from the
    /// frame before, as SwiftUI's `onChange(of:initial:_:)` does; with `initial`, also after the first
    /// frame that shows the view. Values are compared frame to frame while the view is shown: a view
    /// that comes back starts afresh. The action runs after the frame is drawn, never while rendering.
    ///
    /// ```swift
    /// TextField("Search", text: $query)
    ///     .onChange(of: query) { _, newQuery in model.search(newQuery) }
    /// ```
    public func onChange<Value: Equatable>(
        of value: Value, initial: Bool = false,
        _ action: @escaping @MainActor (_ oldValue: Value, _ newValue: Value) -> Void
    ) -> some View {
        LifecycleView(content: self, event: .change(ChangeRequest(value, initial: initial, action: action)))
    }

    /// As `onChange(of:initial:_:)`, for an action that needs neither value.
    public func onChange<Value: Equatable>(
        of value: Value, initial: Bool = false, _ action: @escaping @MainActor () -> Void
    ) -> some View {
        onChange(of: value, initial: initial) { _, _ in action() }
    }

    /// The earlier spelling, with the new value only (`onChange(of:perform:)`).
    public func onChange<Value: Equatable>(
        of value: Value, perform action: @escaping @MainActor (_ newValue: Value) -> Void
    ) -> some View {
        onChange(of: value) { _, newValue in action(newValue) }
    }
}
