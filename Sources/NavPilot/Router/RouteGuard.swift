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
    /// them all (or there is no guard). A refusal is logged: `push blocked admin -> [home]`.
    @usableFromInline
    func firstRefused(_ routes: some Collection<Route>, for action: NavPilotNavigationAction) -> Int? {
        guard let routeGuard else { return nil }
        for (offset, route) in routes.enumerated() where !routeGuard(route, action) {
            log("\(action) blocked \(describe(route)) -> \(stackDescription)")
            return offset
        }
        return nil
    }
}
