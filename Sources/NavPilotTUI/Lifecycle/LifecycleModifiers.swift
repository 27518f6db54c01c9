import NavPilot

extension View {
    /// Runs `action` on the main actor when this view's screen appears, as a task that is cancelled
    /// when the screen's entry leaves its stack (a screen pushed over keeps its task running, as a
    /// screen under a navigation stack's top keeps its model; going back finds the work done), or
    /// when the view itself leaves a screen that is shown (an `if` that turned false). Outside a
    /// navigation host the task lives while the view is shown.
    ///
    /// ```swift
    /// List { ForEach(model.files) { Text($0.name) } }
    ///     .task { await model.load() }
    /// ```
    public func task(
        priority: TaskPriority = .userInitiated, _ action: @escaping @MainActor () async -> Void
    ) -> some View {
        LifecycleView(content: self, event: .task(TaskRequest(id: nil, priority: priority, action: action)))
    }

    /// As `task(priority:_:)`, and the task is cancelled and started again whenever `id` changes.
    public func task<ID: Equatable>(
        id value: ID, priority: TaskPriority = .userInitiated, _ action: @escaping @MainActor () async -> Void
    ) -> some View {
        LifecycleView(
            content: self,
            event: .task(TaskRequest(id: TaskIdentity(value), priority: priority, action: action)))
    }

    /// Runs `action` after the first frame that shows this view, and again each time it shows after
    /// it was gone (its screen covered by a push, or removed by an `if`).
    public func onAppear(perform action: (@MainActor () -> Void)? = nil) -> some View {
        LifecycleView(content: self, event: .appear(action ?? {}))
    }

    /// Runs `action` after the first frame that no longer shows this view (its screen popped or
    /// covered by a push, or the view removed by an `if`).
    public func onDisappear(perform action: (@MainActor () -> Void)? = nil) -> some View {
        LifecycleView(content: self, event: .disappear(action ?? {}))
    }
}

/// A view with something to do when it appears or disappears: what the lifecycle modifiers make.
struct LifecycleView<Content: View>: View, PrimitiveView {
    let content: Content
    let event: LifecycleEvent

    var body: Never { return primitiveBody(of: Self.self) }

    func makeNode(_ context: ResolveContext) -> Node {
        // A path component of its own: two modifiers on one view keep apart, and the content's state
        // keeps to its position under the modifier.
        context.withChildPath(event.pathComponent) {
            context.addLifecycle(event)
            return context.resolve(content)
        }
    }
}
