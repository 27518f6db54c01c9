import Observation

/// A typed router that owns one navigation stack.
///
/// Index 0 of `stack` is the root; the stack is never empty. Every mutation is safe to call in any
/// state: an operation that cannot apply (pop at the root, popTo a route that is not there) leaves the
/// stack as it is, returns `false`, and is logged when `debug` is on. Views observe the pilot through
/// Observation: exactly one notification per effective change, none for a no-op.
///
/// ```swift
/// let pilot = NavPilot(initial: AppRoute.home)
/// pilot.push(.detail(id: 42))
/// pilot.popTo(.home)
/// ```
@MainActor
@Observable
public final class NavPilot<Route: Hashable> {
    // The routes and their identities are kept in two parallel arrays so that reading `stack` costs
    // nothing and push/pop stay O(1); Observation is driven by hand around each mutation (one
    // notification per operation, under the key path `\.stack`).
    @ObservationIgnored @usableFromInline var storage: StackStorage<Route>
    @ObservationIgnored @usableFromInline var changeHandlers: [(token: ChangeHandlerToken, handler: ChangeHandler)] = []
    {
        didSet { updateReporting() }
    }
    @ObservationIgnored @usableFromInline var changeObservers:
        [(token: ChangeHandlerToken, observer: @MainActor (StackChangeCause) -> Void)] = []
    {
        didSet { updateReporting() }
    }
    /// Whether anything has read the stack: until then nobody can be observing it.
    @ObservationIgnored private var hasBeenRead = false
    /// Whether a change must be reported (Observation, log line, change handlers). False only for a
    /// pilot that nobody has read, logs or listens to, where a change is the bare array operation.
    @ObservationIgnored @usableFromInline var reportsChanges = false
    @ObservationIgnored private var nextHandlerToken = 0
    /// `\.stack`, made once: forming a key path into a generic class costs a runtime type lookup.
    @ObservationIgnored @usableFromInline let stackKeyPath: KeyPath<NavPilot, [Route]> = \.stack
    /// The registrar every read and mutation reports to. Kept by hand (not the macro's) so the hot
    /// operations can be `@inlinable` and specialised for the caller's route type.
    @ObservationIgnored @usableFromInline let observation = ObservationRegistrar()

    /// Whether operations are logged (one line per operation and per ignored operation).
    @ObservationIgnored public let debug: Bool

    /// Where debug lines go; `NavLog.defaultSink` unless replaced. Never the terminal.
    @ObservationIgnored public var logSink: any LogSink = NavLog.defaultSink

    /// The policy asked before a push, replace, replaceCurrent or deep link puts a route on the stack
    /// (see `NavPilotRouteGuard`); nil allows everything.
    @ObservationIgnored public let routeGuard: NavPilotRouteGuard<Route>?

    /// The last navigation the route guard refused, nil before any: narration says each new one.
    /// Not observed (a refusal changes no stack); read it after the operation.
    @ObservationIgnored public internal(set) var lastRefusal: NavPilotRefusal?

    /// Objects that live as long as the pilot (for example the state saver of `persistState: true`).
    @ObservationIgnored var attachments: [AnyObject] = []

    /// Creates a pilot whose stack holds just `initial`, the root.
    ///
    /// ```swift
    /// let pilot = NavPilot(initial: AppRoute.home) { route, action in
    ///     route != .accountSettings || session.isSignedIn
    /// }
    /// ```
    /// - Parameters:
    ///   - initial: The root route (never asked of the guard: a stack always has a root).
    ///   - debug: Log every operation to `logSink`.
    ///   - routeGuard: Asked before a route is pushed, replaced in or deep-linked; nil allows all.
    public init(initial: Route, debug: Bool = false, routeGuard: NavPilotRouteGuard<Route>? = nil) {
        self.storage = StackStorage(root: initial)
        self.debug = debug
        self.routeGuard = routeGuard
        self.reportsChanges = debug
        log("init -> \(stackDescription)")
    }

    /// The whole stack, root first. Never empty.
    public var stack: [Route] {
        noteRead()
        return routes
    }

    /// The stack with the identity of each entry, root first.
    public var entries: [Entry] {
        noteRead()
        return zip(ids, routes).map { Entry(id: $0, route: $1) }
    }

    /// The identities of the entries, root first (cheaper than `entries` when only identities matter).
    public var entryIDs: [StackEntryID] {
        noteRead()
        return ids
    }

    /// The route on top of the stack. Never nil; optional for compatibility with the original API.
    public var current: Route? {
        noteRead()
        return routes.last
    }

    /// The top entry (route and identity).
    public var currentEntry: Entry {
        noteRead()
        return Entry(id: ids[ids.count - 1], route: routes[routes.count - 1])
    }

    /// The number of routes on the stack, counting the root.
    public var depth: Int {
        noteRead()
        return routes.count
    }

    /// Whether `pop()` would change the stack (depth > 1).
    public var canPop: Bool {
        noteRead()
        return routes.count > 1
    }

    /// The root route.
    public var root: Route {
        noteRead()
        return routes[0]
    }

    /// The routes, root first, without registering an Observation read (for the pilot's own use).
    @usableFromInline var routes: [Route] { storage.routes }

    /// The identities, root first, without registering an Observation read.
    var ids: [StackEntryID] { storage.ids }

    /// Registers a read of the stack with Observation (and turns on change reporting for good).
    func noteRead() {
        if !hasBeenRead {
            hasBeenRead = true
            updateReporting()
        }
        observation.access(self, keyPath: stackKeyPath)
    }

    private func updateReporting() {
        reportsChanges = debug || hasBeenRead || !changeHandlers.isEmpty || !changeObservers.isEmpty
    }

    // MARK: Change handlers

    /// A function told about every effective change of the stack.
    public typealias ChangeHandler = @MainActor (StackChange<Route>) -> Void

    /// Calls `handler` after every effective change of the stack with the old stack, the new one and the
    /// cause. Handlers run on the main actor, in the order they were added.
    @discardableResult
    public func onChange(_ handler: @escaping ChangeHandler) -> ChangeHandlerToken {
        nextHandlerToken += 1
        let token = ChangeHandlerToken(rawValue: nextHandlerToken)
        changeHandlers.append((token, handler))
        return token
    }

    /// Calls `observer` after every effective change of the stack with its cause only, copying
    /// nothing: for a listener that keeps its own record of the stack (a log of every change, a
    /// watcher's events), where `onChange(_:)` hands each handler both stacks, a copy of the old one
    /// per change. Observers run on the main actor after the handlers, in the order they were added.
    @discardableResult
    public func observeChanges(_ observer: @escaping @MainActor (StackChangeCause) -> Void) -> ChangeHandlerToken {
        nextHandlerToken += 1
        let token = ChangeHandlerToken(rawValue: nextHandlerToken)
        changeObservers.append((token, observer))
        return token
    }

    /// Stops calling the handler or observer added with `token`.
    public func removeChangeHandler(_ token: ChangeHandlerToken) {
        changeHandlers.removeAll { $0.token == token }
        changeObservers.removeAll { $0.token == token }
    }
}
