// The router's operations. Semantics of every edge case: docs/router.md, "Router semantics".
extension NavPilot {
    // MARK: Push

    /// Pushes one route on top of the stack, unless the route guard refuses it.
    @inlinable
    @discardableResult
    public func push(_ route: Route) -> Bool {
        if routeGuard != nil, firstRefused(CollectionOfOne(route), for: .push) != nil { return false }
        return commit("push \(describe(route))") { storage in
            storage.clearForward()
            storage.append(route)
        }
    }

    /// Pushes several routes in the order given, as one change. Pushing nothing changes nothing; one
    /// route the guard refuses and nothing is pushed.
    @discardableResult
    public func push(_ routes: Route...) -> Bool {
        push(contentsOf: routes)
    }

    /// Pushes the routes of a sequence in order, as one change. An empty sequence changes nothing; one
    /// route the guard refuses and nothing is pushed.
    @discardableResult
    public func push(contentsOf newRoutes: some Sequence<Route>) -> Bool {
        let newRoutes = Array(newRoutes)
        guard !newRoutes.isEmpty else {
            return ignore("push []", because: "no routes")
        }
        if firstRefused(newRoutes, for: .push) != nil { return false }
        return commit("push \(newRoutes.map(describe).joined(separator: ", "))") { storage in
            storage.clearForward()
            for route in newRoutes {
                storage.append(route)
            }
        }
    }

    // MARK: Pop

    /// Removes the top route. At the root nothing changes.
    @inlinable
    @discardableResult
    public func pop() -> Bool {
        guard storage.routes.count > 1 else {
            return ignore("pop", because: "at root")
        }
        return commit("pop") { storage in storage.popTop() }
    }

    /// Removes `count` routes from the top, never the root: `min(count, depth - 1)` are removed.
    /// A count of zero or less changes nothing.
    @discardableResult
    public func pop(count: Int) -> Bool {
        guard count > 0 else {
            return ignore("pop(count: \(count))", because: "count must be positive")
        }
        guard routes.count > 1 else {
            return ignore("pop(count: \(count))", because: "at root")
        }
        return truncate(through: max(0, routes.count - 1 - count), operation: "pop(count: \(count))")
    }

    /// Pops back to the FIRST entry equal to `route`, keeping it. No match: nothing changes.
    @discardableResult
    public func popTo(_ route: Route) -> Bool {
        guard let index = routes.firstIndex(of: route) else {
            return ignore("popTo \(describe(route))", because: "not on the stack")
        }
        return truncate(through: index, operation: "popTo \(describe(route))")
    }

    /// Pops back to the LAST entry equal to `route`, keeping it. No match: nothing changes.
    @discardableResult
    public func popToLast(_ route: Route) -> Bool {
        guard let index = routes.lastIndex(of: route) else {
            return ignore("popToLast \(describe(route))", because: "not on the stack")
        }
        return truncate(through: index, operation: "popToLast \(describe(route))")
    }

    /// Pops back to the first entry whose route satisfies `predicate`, keeping it. No match: nothing changes.
    @discardableResult
    public func popTo(where predicate: (Route) throws -> Bool) rethrows -> Bool {
        guard let index = try routes.firstIndex(where: predicate) else {
            return ignore("popTo(where:)", because: "no route matches")
        }
        return truncate(through: index, operation: "popTo(where:) \(describe(routes[index]))")
    }

    /// Pops back to the entry with identity `id`, keeping it. Unknown identity: nothing changes.
    @discardableResult
    public func popTo(id: StackEntryID) -> Bool {
        guard let index = ids.firstIndex(of: id) else {
            return ignore("popTo(id: \(id))", because: "no entry has that id")
        }
        return truncate(through: index, operation: "popTo(id: \(id))")
    }

    /// Pops everything above the root. Already at the root: nothing changes.
    @discardableResult
    public func popToRoot() -> Bool {
        guard routes.count > 1 else {
            return ignore("popToRoot", because: "at root")
        }
        return truncate(through: 0, operation: "popToRoot")
    }

    // MARK: Replace

    /// Makes `newRoutes` the whole stack; its first route becomes the root. An empty array changes nothing.
    ///
    /// A replace always counts as a change, even with an equal stack: closure routes cannot be compared
    /// faithfully, so the new values are always taken. Leading entries with equal routes keep their identity.
    /// One route the guard refuses and nothing changes.
    @discardableResult
    public func replace(_ newRoutes: [Route]) -> Bool {
        if firstRefused(newRoutes, for: .replace) != nil { return false }
        return setStack(
            newRoutes, cause: .api, operation: "replace [\(newRoutes.map(describe).joined(separator: ", "))]")
    }

    /// Swaps the top route for `route`, keeping the depth. At depth 1 it swaps the root. A route the
    /// guard refuses changes nothing.
    @discardableResult
    public func replaceCurrent(with route: Route) -> Bool {
        if firstRefused(CollectionOfOne(route), for: .replaceCurrent) != nil { return false }
        return commit("replaceCurrent \(describe(route))") { storage in
            storage.clearForward()
            storage.removeLast()
            storage.append(route)
        }
    }

    // MARK: Host synchronisation

    /// Sets the stack to the root followed by `tail`: what a host writes when the back gesture changes
    /// its path binding (the equivalent of NavigationStack's swipe-back). Reported with cause `.backGesture`.
    /// A tail equal to the current one changes nothing.
    @discardableResult
    public func syncTail(_ tail: [Route]) -> Bool {
        let operation = "syncTail [\(tail.map(describe).joined(separator: ", "))]"
        if tail.count == routes.count - 1, tail.elementsEqual(routes.dropFirst()) {
            return ignore(operation, because: "same tail")
        }
        // Going back (the tail is the start of the current one) is a pop: what it removed can be
        // gone forward to again.
        if tail.count < routes.count - 1, tail.elementsEqual(routes[1..<(tail.count + 1)]) {
            return commit(operation, cause: .backGesture) { $0.popKeeping(through: tail.count) }
        }
        return setStack([routes[0]] + tail, cause: .backGesture, operation: operation)
    }
}

// MARK: Forward
extension NavPilot {
    /// The routes a pop took off, the next one first: what `goForward()` pushes again, in order.
    /// Every pop puts what it removed in front; any other change (a push, a replace, a deep link, a
    /// restore) clears them, as a browser's forward history is. Kept for `Codable` routes only: a
    /// route that carries a closure is never kept, so a popped callback does not outlive its entry.
    public var forwardRoutes: [Route] {
        noteRead()
        return storage.forward.reversed()
    }

    /// The identities of `forwardRoutes`, the next first: `goForward()` brings each entry back with
    /// its identity, so state kept per entry (a screen's `@State`, text typed into a field) comes
    /// back with it.
    public var forwardEntryIDs: [StackEntryID] {
        noteRead()
        return storage.forwardIDs.reversed()
    }

    /// Whether `goForward()` has a route to push.
    public var canGoForward: Bool {
        noteRead()
        return !storage.forward.isEmpty
    }

    /// Forgets the forward routes, so `goForward()` has nothing to bring back: what a screen that
    /// completed its job calls as it leaves (a message sent, an order placed), so that going
    /// forward cannot bring its filled-in form back to be sent again. The stack stays as it is (no
    /// change is reported); those observing `forwardRoutes` see it. False when there were none.
    @discardableResult
    public func clearForwardRoutes() -> Bool {
        guard !storage.forward.isEmpty else {
            return ignore("clearForwardRoutes", because: "no forward routes")
        }
        observation.willSet(self, keyPath: stackKeyPath)
        storage.clearForward()
        observation.didSet(self, keyPath: stackKeyPath)
        if debug { log("clearForwardRoutes -> \(stackDescription)") }
        return true
    }

    /// Pushes the next forward route again, as one change with the cause `.forward` (the route
    /// guard is asked, as for a push). False when there is none or the guard refuses it: nothing
    /// changes then, the forward routes included.
    @discardableResult
    public func goForward() -> Bool {
        guard let next = storage.forward.last else {
            return ignore("goForward", because: "nothing to go forward to")
        }
        if routeGuard != nil, firstRefused(CollectionOfOne(next), for: .push) != nil { return false }
        return commit("goForward \(describe(next))", cause: .forward) { storage in storage.appendNextForward() }
    }
}

// MARK: Transitions
extension NavPilot {
    /// Pushes one route with a transition a host plays now, and in reverse when this entry is popped.
    /// `nil` is a plain push. The route guard is asked as for `push(_:)`.
    @discardableResult
    public func push(_ route: Route, withAnimation animation: NavPilotNavigationTransition?) -> Bool {
        push([route], withAnimation: animation)
    }

    /// Pushes several routes as one change, each entry keeping `animation` (nil: a plain push).
    /// Nothing is pushed when the list is empty or the guard refuses one of the routes.
    @discardableResult
    public func push(_ routes: [Route], withAnimation animation: NavPilotNavigationTransition?) -> Bool {
        guard let animation else { return push(contentsOf: routes) }
        guard !routes.isEmpty else {
            return ignore("push []", because: "no routes")
        }
        if firstRefused(routes, for: .push) != nil { return false }
        let names = routes.map(describe).joined(separator: ", ")
        return commit("push \(names) withAnimation \(animation.rawValue)") { storage in
            storage.clearForward()
            for route in routes {
                storage.append(route)
                storage.transitions[storage.ids[storage.ids.count - 1]] = animation
            }
        }
    }

    /// The transition the entry `id` was pushed with, or nil (a plain push, the root, a replace, a
    /// deep link, or an entry no longer on the stack).
    public func transition(of id: StackEntryID) -> NavPilotNavigationTransition? {
        noteRead()
        return storage.transitions[id]
    }
}
