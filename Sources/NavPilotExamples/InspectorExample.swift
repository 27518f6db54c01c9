import NavPilot
import NavPilotTUI

/// The routes of the inspector example.
public enum InspectorRoute: Hashable, Codable, Sendable, NotationCaseNames {
    /// The root screen.
    case home
    /// A detail screen.
    case detail(id: Int)
    /// The settings screen.
    case settings

    /// The case names, for error messages.
    public static var notationCaseNames: [String] { ["home", "detail", "settings"] }
}

/// Example 7: the stack inspector (`showsStackInspector: true`; `i` toggles it).
public enum InspectorExample {
    /// The example as `navpilot` lists it.
    public static let example = Example(
        number: 7, name: "inspector", title: "Stack Inspector",
        summary: "the live stack in an inspector panel under the screen; i toggles it",
        paneNames: ["main"]
    ) { paneName in
        [pane(named: paneName("main"))]
    }

    /// The example's one pane, with a new pilot.
    @MainActor
    public static func pane(named name: String = "main") -> Pane {
        let pilot = NavPilot(initial: InspectorRoute.home)
        return Pane(name, pilot: pilot, showsStackInspector: true) { route in
            switch route {
            case .home:
                InspectorControls(headline: "Home: push screens and watch the inspector.")
                    .navigationTitle("Home")
            case .detail(let id):
                InspectorControls(headline: "Detail \(id).")
                    .navigationTitle("Detail \(id)")
            case .settings:
                InspectorControls(headline: "Settings.")
                    .navigationTitle("Settings")
            }
        }
    }
}

/// The same controls on every screen, so the stack can grow and shrink from anywhere.
struct InspectorControls: View {
    @EnvironmentObject var pilot: NavPilot<InspectorRoute>
    let headline: String

    var body: some View {
        VStack {
            Text(headline)
            // Each detail gets the next depth as its id, so the inspector's chips tell them apart.
            Button("Detail") { pilot.push(.detail(id: pilot.depth)) }
            Button("Settings") { pilot.push(.settings) }
            Button("Pop") { pilot.pop() }
            Button("Pop To Root") { pilot.popToRoot() }
        }
    }
}
