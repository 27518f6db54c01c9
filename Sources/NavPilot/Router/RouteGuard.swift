/// The kind of navigation a route guard is asked about.
public enum NavPilotNavigationAction: Sendable {
    /// `push` of one route or several.
    case push
    /// `replace`: the routes become the whole stack.
    case replace
    /// `replaceCurrent(with:)`: the route takes the top entry's place.
    case replaceCurrent
    /// A deep link or session link, and a stack restored by `persistState`.
    case deepLink
}

/// A synchronous policy that allows (`true`) or refuses (`false`) a route for an action.
///
/// Asked for every route a push, replace, replaceCurrent or deep link would put on the stack; pops
/// never ask. One refused route refuses the whole operation: the stack, its observers and `onChange`
/// see nothing, and the operation returns `false`.
public typealias NavPilotRouteGuard<T> = (T, NavPilotNavigationAction) -> Bool

extension NavPilotNavigationAction: CustomStringConvertible {
    /// The operation's name as log lines show it: `push`, `replace`, `replaceCurrent`, `deepLink`.
    public var description: String {
        switch self {
        case .push: "push"
        case .replace: "replace"
        case .replaceCurrent: "replaceCurrent"
        case .deepLink: "deepLink"
        }
    }
}

extension NavPilot {
    /// The index of the first of `routes` the route guard refuses for `action`, or nil when it allows
    /// them all (or there is no guard). A refusal of a navigation (not of a check, `recording`
    /// false) is logged, `push blocked admin -> [home]`, and kept as `lastRefusal`.
    @usableFromInline
    func firstRefused(
        _ routes: some Collection<Route>, for action: NavPilotNavigationAction, recording: Bool = true
    ) -> Int? {
        guard let routeGuard else { return nil }
        for (offset, route) in routes.enumerated() where !routeGuard(route, action) {
            guard recording else { return offset }
            log("\(action) blocked \(describe(route)) -> \(stackDescription)")
            lastRefusal = NavPilotRefusal(
                number: (lastRefusal?.number ?? 0) + 1, action: action, route: describe(route))
            return offset
        }
        return nil
    }
}

/// A navigation the route guard refused: which, of what route, and how many refusals the pilot had
/// made by then (so a listener tells a new refusal from the last one).
public struct NavPilotRefusal: Hashable, Sendable {
    /// Counts the pilot's refusals from 1.
    public let number: Int
    /// The operation refused.
    public let action: NavPilotNavigationAction
    /// The refused route, as log lines write it.
    public let route: String

    /// The `number`-th refusal, of `action` of `route` (a pilot of your own reports its refusals too).
    public init(number: Int, action: NavPilotNavigationAction, route: String) {
        self.number = number
        self.action = action
        self.route = route
    }
}
