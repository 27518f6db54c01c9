import NavPilot
import NavPilotTUI

/// The routes of the callback example. `profile` carries a closure, so the route cannot be `Codable`
/// and `Hashable` is written by hand, as in the original library's README.
public enum CallbackRoute: Hashable, NotationCaseNames {
    /// The welcome screen (the root).
    case start
    /// The home screen.
    case home
    /// The sign-in screen.
    case signIn
    /// The profile; `onSignOut` decides where signing out goes.
    case profile(onSignOut: () -> Void)

    /// The case names, for error messages.
    public static var notationCaseNames: [String] { ["start", "home", "signIn", "profile"] }

    /// Hashes the case only (closures cannot be hashed).
    public func hash(into hasher: inout Hasher) {
        hasher.combine(caseName)
    }

    /// Routes are equal when their cases are (closures cannot be compared).
    public static func == (lhs: CallbackRoute, rhs: CallbackRoute) -> Bool {
        lhs.caseName == rhs.caseName
    }

    private var caseName: String {
        switch self {
        case .start: "start"
        case .home: "home"
        case .signIn: "signIn"
        case .profile: "profile"
        }
    }
}

/// Example 3: a closure as a route parameter, so the destination knows nothing of the pilot.
public enum CallbackExample {
    /// The example as `navpilot` lists it.
    public static let example = Example(
        number: 3, name: "callback", title: "Callback",
        summary: "a closure as a route parameter: the profile signs out without knowing the pilot",
        paneNames: ["main"]
    ) { paneName in
        [pane(named: paneName("main"))]
    }

    /// The example's one pane, with a new pilot.
    @MainActor
    public static func pane(named name: String = "main") -> Pane {
        let pilot = NavPilot(initial: CallbackRoute.start)
        return Pane(name, pilot: pilot) { route in
            switch route {
            case .start: StartView()
            case .home: CallbackHomeView()
            case .signIn: SignInView()
            case .profile(let onSignOut): ProfileView(onSignOut: onSignOut)
            }
        }
    }
}

struct StartView: View {
    @EnvironmentObject var pilot: NavPilot<CallbackRoute>

    var body: some View {
        VStack {
            Text("Welcome.")
            Button("Let's Start") { pilot.push(.home) }
        }
        .navigationTitle("Start")
    }
}

struct CallbackHomeView: View {
    @EnvironmentObject var pilot: NavPilot<CallbackRoute>

    var body: some View {
        VStack {
            Text("You are not signed in.")
            Button("Sign In") { pilot.push(.signIn) }
        }
        .navigationTitle("Home")
    }
}

struct SignInView: View {
    @EnvironmentObject var pilot: NavPilot<CallbackRoute>

    var body: some View {
        VStack {
            Text("The sign-in screen decides where signing out goes.")
            // The navigation intent is defined here, at the push site; the profile just calls it.
            Button("Go to Profile") {
                pilot.push(
                    .profile(onSignOut: {
                        pilot.popTo(.home)
                    }))
            }
        }
        .navigationTitle("Sign In")
    }
}

/// Knows nothing of NavPilot: it only calls the closure it was given.
struct ProfileView: View {
    let onSignOut: () -> Void

    var body: some View {
        VStack {
            Text("Signed in.")
            Button("Sign Out", role: .destructive) { onSignOut() }
        }
        .navigationTitle("Profile")
    }
}
