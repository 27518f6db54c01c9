import NavPilot
import NavPilotTUI
import Observation

/// The routes of the route-guards example.
public enum GuardedRoute: Hashable, Codable, Sendable, NotationCaseNames {
    /// The root screen, with the sign-in toggle.
    case home
    /// Open to everyone.
    case publicProfile
    /// Open only while signed in.
    case accountSettings

    /// The case names, for error messages.
    public static var notationCaseNames: [String] { ["home", "publicProfile", "accountSettings"] }
}

/// Example 8: a route guard refuses Account Settings until the user signs in.
public enum RouteGuardsExample {
    /// The example as `navpilot` lists it.
    public static let example = Example(
        number: 8, name: "route-guards", title: "Route Guards",
        summary: "a guard allows Account Settings only while signed in; a refused push changes nothing",
        paneNames: ["main"]
    ) { paneName in
        [pane(named: paneName("main"))]
    }

    /// The example's one pane, with a new pilot whose guard reads the sign-in state.
    @MainActor
    public static func pane(named name: String = "main") -> Pane {
        let access = AccessModel()
        let pilot = NavPilot(initial: GuardedRoute.home) { route, _ in
            route != .accountSettings || access.isSignedIn
        }
        // A host written out: the environment object is for every screen of the stack, so it goes on the host.
        return Pane(name, pilot: pilot) {
            NavPilotHost(pilot) { route in
                switch route {
                case .home: GuardedHomeView()
                case .publicProfile: GuardedScreenView(title: "Public Profile", text: "Anyone can see this screen.")
                case .accountSettings:
                    GuardedScreenView(title: "Account Settings", text: "Only a signed-in user gets here.")
                }
            }
            .environmentObject(access)
        }
    }
}

/// Whether the user is signed in, and what the last refused navigation was.
@MainActor
@Observable
final class AccessModel {
    var isSignedIn = false
    var refusal: String?
}

struct GuardedHomeView: View {
    @EnvironmentObject var pilot: NavPilot<GuardedRoute>
    @EnvironmentObject var access: AccessModel

    var body: some View {
        VStack {
            Toggle(
                "Signed in",
                isOn: Binding(
                    get: { access.isSignedIn },
                    set: {
                        access.isSignedIn = $0; access.refusal = nil
                    }))
            Text(access.isSignedIn ? "Access: Account Settings allowed" : "Access: Account Settings blocked")
            Button("Open Public Profile") { open(.publicProfile) }
            Button("Open Account Settings") { open(.accountSettings) }
            if let refusal = access.refusal {
                Text(refusal)
            }
        }
        .navigationTitle("Home")
    }

    private func open(_ route: GuardedRoute) {
        access.refusal = pilot.push(route) ? nil : "Blocked: sign in to open Account Settings"
    }
}

struct GuardedScreenView: View {
    @EnvironmentObject var pilot: NavPilot<GuardedRoute>
    let title: String
    let text: String

    var body: some View {
        VStack {
            Text(text)
            Button("Back") { pilot.pop() }
        }
        .navigationTitle(title)
    }
}
