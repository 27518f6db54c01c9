// The single path every mutation takes: Observation notification, debug log line, change handlers.
extension NavPilot {
    /// Applies an effective change and reports it. Callers have already decided the change is real.
    func commit(
        _ operation: @autoclosure () -> String,
        cause: StackChangeCause = .api,
        _ mutate: (inout [Route], inout [StackEntryID]) -> Void
    ) -> Bool {
        // Copying the old stack only when someone listens keeps push/pop O(1) without handlers.
        let old = hasChangeHandlers ? routes : nil
        withMutation(keyPath: stackKeyPath) {
            mutate(&routes, &ids)
        }
        if debug {
            log("\(operation()) -> \(stackDescription)")
        }
        if let old {
            let change = StackChange(old: old, new: routes, cause: cause)
            for entry in changeHandlers {
                entry.handler(change)
            }
        }
        return true
    }

    /// Reports an operation that does not apply; the stack stays as it is.
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
        return commit(operation(), cause: cause) { routes, ids in
            routes = newRoutes
            ids.removeSubrange(kept...)
            for _ in kept..<newRoutes.count {
                ids.append(makeEntryID())
            }
        }
    }

    /// Keeps the entries up to and including `index`.
    func truncate(through index: Int, operation: @autoclosure () -> String) -> Bool {
        guard index < routes.count - 1 else {
            return ignore(operation(), because: "already on top")
        }
        return commit(operation()) { routes, ids in
            routes.removeSubrange((index + 1)...)
            ids.removeSubrange((index + 1)...)
        }
    }
}
