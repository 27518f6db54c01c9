// docs: begin router
import NavPilot

// Every screen is a case. Parameters are typed.
enum AppRoute: Hashable, Codable {
    case home
    case detail(id: Int)
    case settings
}

// docs: end router
// The code the router guide (docs/router.md) and the README's tour show. Each region between
// `docs: begin NAME` and `docs: end NAME` is shown byte for byte (the regions of one name joined,
// each without its indentation): DocCodeBlockTests fails on any Swift block in README.md or docs/
// that is not such a region, and runs the tours below.

@MainActor
func routerTour() -> NavPilot<AppRoute> {
    // docs: begin router
    let pilot = NavPilot(initial: AppRoute.home)  // the root; the stack is never empty
    pilot.push(.detail(id: 42))  // [home, detail(id: 42)]
    pilot.push(.settings, .detail(id: 7))  // several routes, one change
    pilot.popTo(.detail(id: 42))  // back to the FIRST match
    pilot.popToRoot()  // [home]
    pilot.replace([.home, .settings])  // a new stack; the first route is the new root
    pilot.replaceCurrent(with: .detail(id: 1))  // swap the top, same depth

    print(pilot.stack)  // [home, detail(id: 1)]: root first
    print(pilot.depth, pilot.canPop)  // 2 true (`current`, the top route, is optional as in the original)
    // docs: end router
    return pilot
}

/// Whoever is using the app.
@MainActor
final class Account {
    var isSignedIn = false
}

@MainActor
func routeGuardTour(session: Account) -> Bool {
    // docs: begin route-guard
    let pilot = NavPilot(initial: AppRoute.home) { route, action in
        route != .settings || session.isSignedIn  // action: .push, .replace, .replaceCurrent, .deepLink
    }
    let pushed = pilot.push(.settings)  // false while signed out: nothing changed
    // docs: end route-guard
    return pushed
}

func notationTour() throws -> (String, String, AppRoute) {
    // docs: begin notation
    let route = AppRoute.detail(id: 42)
    let text = try RouteNotation.encode(route)  // detail(id: 42)
    let compact = try RouteNotation.encode(route, style: .compact)  // detail(id:42)
    let decoded = try RouteNotation.decode(AppRoute.self, from: "detail(id: 42)")  // .detail(id: 42)
    // docs: end notation
    return (text, compact, decoded)
}

@MainActor
func deepLinkTour(pilot: NavPilot<AppRoute>) throws {
    // docs: begin deep-links
    let url = pilot.deepLinkURL()!  // navpilot://stack?r=home&r=detail(id:42)
    pilot.handleDeepLink(url)  // Bool, like the original
    try pilot.openDeepLink(url)  // throws DeepLinkError: wrongScheme, malformedEntry, tooDeep, …
    pilot.deepLinkValidator = { stack in stack.count > 20 ? "too deep for this screen" : nil }
    // docs: end deep-links
}

/// Compiled only: running it would save state in the user's folder.
@MainActor
func stateRestoreTour() {
    // docs: begin state-restore
    let pilot = NavPilot(initial: AppRoute.home, persistState: true)  // key NavPilot.AppRoute
    let other = NavPilot(initial: AppRoute.home, persistState: true, persistenceKey: "other")  // a key per pane
    pilot.clearPersistedState()
    // docs: end state-restore
    other.clearPersistedState()
}
