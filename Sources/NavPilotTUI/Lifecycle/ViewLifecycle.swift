import NavPilot

/// The lifecycle of one view tree's modifiers (`.task`, `.onAppear`, `.onDisappear`, `.onChange`):
/// after each render pass it compares what the pass saw with what the last one saw, and queues what
/// follows — a task to start, restart or cancel, an appear, disappear or change action to run. The queue runs after
/// the frame is drawn (`frameDidRender()`), so nothing a modifier does writes state while rendering,
/// and a task's cancellation handlers never run inside a pass.
@MainActor
final class ViewLifecycle {
    private struct Running {
        let owner: ObjectIdentifier?
        let id: TaskIdentity?
        /// Tells this start from a later one of the same key (a restart, or a cancel and a new start
        /// between two frames).
        let generation: Int
        var task: Task<Void, Never>?
    }

    private var running: [LifecycleKey: Running] = [:]
    /// `.onAppear` modifiers the last pass showed.
    private var appeared: Set<LifecycleKey> = []
    /// `.onDisappear` modifiers the last pass showed, with their actions.
    private var disappearing: [LifecycleKey: @MainActor () -> Void] = [:]
    /// `.onChange` modifiers the last pass showed, with the value each saw.
    private var watched: [LifecycleKey: ChangeRequest] = [:]
    private var pending: [@MainActor () -> Void] = []
    private var generation = 0

    /// Compares the modifiers of a pass with the last pass's. `liveEntries` are the entries on the
    /// stack of every pilot the pass rendered, `shownScreens` the screen each of its hosts showed.
    func update(
        with records: [LifecycleRecord], liveEntries: [ObjectIdentifier: [StackEntryID]], shownScreens: [StackEntryID]
    ) {
        var seenTasks: Set<LifecycleKey> = []
        var nowAppeared: Set<LifecycleKey> = []
        var nowDisappearing: [LifecycleKey: @MainActor () -> Void] = [:]
        var nowWatched: [LifecycleKey: ChangeRequest] = [:]
        for record in records {
            switch record.event {
            case .task(let request):
                seenTasks.insert(record.key)
                if let current = running[record.key] {
                    guard let id = request.id, !id.isEqual(to: current.id) else { continue }
                    cancel(record.key)
                }
                start(request, at: record.key, owner: record.owner)
            case .appear(let action):
                nowAppeared.insert(record.key)
                if !appeared.contains(record.key) { pending.append(action) }
            case .disappear(let action):
                nowDisappearing[record.key] = action
            case .change(let request):
                nowWatched[record.key] = request
                // A view seen again compares with its value of the last pass; a new one only fires
                // with `initial`.
                if let earlier = watched[record.key] {
                    if !request.value.isEqual(to: earlier.value) { pending.append { request.fire(earlier) } }
                } else if request.initial {
                    pending.append { request.fire(nil) }
                }
            }
        }
        for (key, action) in disappearing where nowDisappearing[key] == nil {
            pending.append(action)
        }
        appeared = nowAppeared
        disappearing = nowDisappearing
        watched = nowWatched
        for (key, task) in running where !seenTasks.contains(key) {
            if Self.keepsRunning(key, owner: task.owner, liveEntries: liveEntries, shownScreens: shownScreens) {
                continue
            }
            cancel(key)
        }
    }

    /// A task the pass did not see keeps running while its screen is still on its stack but covered
    /// (pushed over); it stops when the screen left the stack, when the screen is shown without the
    /// view, and outside hosts when the view is not shown.
    private static func keepsRunning(
        _ key: LifecycleKey, owner: ObjectIdentifier?, liveEntries: [ObjectIdentifier: [StackEntryID]],
        shownScreens: [StackEntryID]
    ) -> Bool {
        guard let scope = key.scope, let owner, let entries = liveEntries[owner] else { return false }
        return entries.containsSorted(scope) && !shownScreens.contains(scope)
    }

    private func start(_ request: TaskRequest, at key: LifecycleKey, owner: ObjectIdentifier?) {
        generation += 1
        let generation = generation
        running[key] = Running(owner: owner, id: request.id, generation: generation, task: nil)
        pending.append { [weak self] in
            // Cancelled (or restarted) before the frame was drawn: nothing to start.
            guard let self, self.running[key]?.generation == generation else { return }
            self.running[key]?.task = Task(priority: request.priority) { @MainActor in await request.action() }
        }
    }

    private func cancel(_ key: LifecycleKey) {
        guard let stopped = running.removeValue(forKey: key) else { return }
        if let task = stopped.task { pending.append { task.cancel() } }
    }

    /// Runs the queued work, in the order the passes queued it.
    func frameDidRender() {
        while !pending.isEmpty {
            let work = pending
            pending = []
            for item in work { item() }
        }
    }

    /// Cancels every task (the view tree is going away).
    func cancelAll() {
        for task in running.values { task.task?.cancel() }
        running = [:]
        pending = []
    }
}
