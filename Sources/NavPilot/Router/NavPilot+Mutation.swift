import Observation

// The single path every mutation takes: Observation notification, debug log line, change handlers.
extension NavPilot {
    /// Applies an effective change and reports it. Callers have already decided the change is real.
    /// Inlinable so push and pop are specialised for the caller's route type; a pilot that nobody
    /// reads, logs or listens to skips the reporting altogether (nobody could observe it).
    @inlinable
    func commit(
        _ operation: @autoclosure () -> String,
        cause: StackChangeCause = .api,
        _ mutate: (inout StackStorage<Route>) -> Void
    ) -> Bool {
        guard reportsChanges else {
            mutate(&storage)
            return true
        }
        return commitReporting(operation(), cause: cause, mutate)
    }

    /// `commit` with Observation, a debug line and change handlers.
    @inlinable
    func commitReporting(
        _ operation: @autoclosure () -> String,
        cause: StackChangeCause,
        _ mutate: (inout StackStorage<Route>) -> Void
    ) -> Bool {
        // Copying the old stack only when someone listens keeps push/pop O(1) without handlers.
        let old = changeHandlers.isEmpty ? nil : routes
        // willSet/didSet rather than withMutation: no closure crossing into Observation per change.
        observation.willSet(self, keyPath: stackKeyPath)
        mutate(&storage)
        observation.didSet(self, keyPath: stackKeyPath)
        if debug {
            log("\(operation()) -> \(stackDescription)")
        }
        if let old {
            let change = StackChange(old: old, new: routes, cause: cause)
            for entry in changeHandlers {
                entry.handler(change)
            }
        }
        for entry in changeObservers {
            entry.observer(cause)
        }
        return true
    }

    /// Reports an operation that does not apply; the stack stays as it is.
    @usableFromInline
    func ignore(_ operation: @autoclosure () -> String, because reason: @autoclosure () -> String) -> Bool {
        if debug {
            log("\(operation()) ignored (\(reason())) -> \(stackDescription)")
        }
        return false
    }

    /// Replaces the whole stack. Entries at the front that hold equal routes keep their identity, so
    /// the screens the user already saw keep their state.
    func setStack(_ newRoutes: [Route], cause: StackChangeCause, operation: @autoclosure () -> String) -> Bool {
        guard !newRoutes.isEmpty else {
            return ignore(operation(), because: "empty stack")
        }
        let kept = zip(routes, newRoutes).prefix { $0 == $1 }.count
        return commit(operation(), cause: cause) { storage in
            storage.clearForward()
            storage.keep(through: kept - 1)
            for route in newRoutes[kept...] {
                storage.append(route)
            }
        }
    }

    /// Keeps the entries up to and including `index`, a pop: what it removes can be gone forward to.
    func truncate(through index: Int, operation: @autoclosure () -> String) -> Bool {
        guard index < routes.count - 1 else {
            return ignore(operation(), because: "already on top")
        }
        return commit(operation()) { $0.popKeeping(through: index) }
    }
}
