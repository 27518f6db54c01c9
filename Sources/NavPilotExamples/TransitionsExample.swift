import NavPilot
import NavPilotTUI
import Observation

/// The routes of the transitions example.
public enum TransitionRoute: Hashable, Codable, Sendable, NotationCaseNames {
    /// The root screen: the styles to choose from.
    case home
    /// A detail screen at a depth.
    case detail(Int)

    /// The case names, for error messages.
    public static var notationCaseNames: [String] { ["home", "detail"] }
}

/// Example 9: `push(_:withAnimation:)` with each of the nine styles, played backwards on pop.
public enum TransitionsExample {
    /// The example as `navpilot` lists it.
    public static let example = Example(
        number: 9, name: "transitions", title: "Transitions",
        summary:
            "pick one of nine transition styles or the system default, push a detail, pop to see it played in reverse",
        paneNames: ["main"]
    ) { paneName in
        [pane(named: paneName("main"))]
    }

    /// The example's one pane, with a new pilot.
    @MainActor
    public static func pane(named name: String = "main") -> Pane {
        let pilot = NavPilot(initial: TransitionRoute.home)
        let choice = TransitionChoice()
        // A host written out: the environment object is for every screen of the stack, so it goes on the host.
        return Pane(name, pilot: pilot) {
            NavPilotHost(pilot) { route in
                switch route {
                case .home: TransitionsHomeView()
                case .detail(let depth): TransitionDetailView(depth: depth)
                }
            }
            .environmentObject(choice)
        }
    }
}

/// The style chosen on the home screen (nil: "System Default", a plain push).
@MainActor
@Observable
final class TransitionChoice {
    var style: NavPilotNavigationTransition? = .slide
}

struct TransitionsHomeView: View {
    @EnvironmentObject var pilot: NavPilot<TransitionRoute>
    @EnvironmentObject var choice: TransitionChoice

    var body: some View {
        VStack {
            Text("Style: \(choice.style?.title ?? "System Default")")
            Button("Push Detail") { pilot.push(.detail(pilot.depth), withAnimation: choice.style) }
            Divider()
            ForEach(NavPilotNavigationTransition.allCases) { style in
                Button((choice.style == style ? "● " : "○ ") + style.title) { choice.style = style }
            }
            Button((choice.style == nil ? "● " : "○ ") + "System Default") { choice.style = nil }
        }
        .navigationTitle("Transitions")
    }
}

struct TransitionDetailView: View {
    @EnvironmentObject var pilot: NavPilot<TransitionRoute>
    let depth: Int

    var body: some View {
        VStack {
            Text("Detail \(depth)")
            Text("Pushed with \(pilot.transition(of: pilot.currentEntry.id)?.title ?? "no transition").")
            Button("Push Another") {
                pilot.push(.detail(pilot.depth), withAnimation: pilot.transition(of: pilot.currentEntry.id))
            }
            Button("Pop") { pilot.pop() }
        }
        .navigationTitle("Detail \(depth)")
    }
}
