import NavPilot
import NavPilotTUI

/// The routes of the push/pop example.
public enum PushPopRoute: Hashable, Codable, Sendable, NotationCaseNames {
    /// The root screen.
    case home
    /// A detail screen for one item.
    case detail(id: Int)
    /// A screen one level below the detail.
    case nestedDetail

    /// The case names, for error messages.
    public static var notationCaseNames: [String] { ["home", "detail", "nestedDetail"] }
}

/// Example 1: push, pop, popTo and popToRoot on one stack.
public enum PushPopExample {
    /// The example as `navpilot` lists it.
    public static let example = Example(
        number: 1, name: "push-pop", title: "Push / Pop",
        summary: "push a detail and a nested detail, then go back one step, to home or to the root",
        paneNames: ["main"]
    ) { paneName in
        [pane(named: paneName("main"))]
    }

    /// The example's one pane, with a new pilot.
    @MainActor
    public static func pane(named name: String = "main") -> Pane {
        let pilot = NavPilot(initial: PushPopRoute.home)
        return Pane(name, pilot: pilot) { route in
            switch route {
            case .home: PushPopHomeView()
            case .detail(let id): PushPopDetailView(id: id)
            case .nestedDetail: NestedDetailView()
            }
        }
    }
}

struct PushPopHomeView: View {
    @EnvironmentObject var pilot: NavPilot<PushPopRoute>

    var body: some View {
        VStack {
            Text("The root of the stack.")
            Button("Go to Detail (id: 11)") { pilot.push(.detail(id: 11)) }
        }
        .navigationTitle("Home")
    }
}

struct PushPopDetailView: View {
    @EnvironmentObject var pilot: NavPilot<PushPopRoute>
    let id: Int

    var body: some View {
        VStack {
            Text("Detail for id \(id).")
            Button("Go to Nested Detail") { pilot.push(.nestedDetail) }
            Button("Go Back") { pilot.pop() }
        }
        .navigationTitle("Detail \(id)")
    }
}

struct NestedDetailView: View {
    @EnvironmentObject var pilot: NavPilot<PushPopRoute>

    var body: some View {
        VStack {
            Text("Two levels deep.")
            Button("Pop to Home") { pilot.popTo(.home) }
            Button("Pop to Root") { pilot.popToRoot() }
        }
        .navigationTitle("Nested Detail")
    }
}
