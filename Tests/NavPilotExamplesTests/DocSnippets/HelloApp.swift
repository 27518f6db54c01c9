// docs: begin hello-app
import NavPilot
import NavPilotTUI

/// The app's screens.
public enum HelloRoute: Hashable, Codable, Sendable {
    case home
    case detail(id: Int)
}

struct ItemsView: View {
    @EnvironmentObject var pilot: NavPilot<HelloRoute>

    var body: some View {
        List(1..<4, id: \.self) { id in
            Button("Item \(id)") { pilot.push(.detail(id: id)) }
        }
        .navigationTitle("Items")
    }
}

/// The app's session: one pane, named "main", with its own pilot.
@MainActor
public func helloSession() -> Session {
    let pilot = NavPilot(initial: HelloRoute.home)
    return Session("hello") {
        Pane("main", pilot: pilot) { route in
            switch route {
            case .home: ItemsView()
            case .detail(let id): Text("Item \(id)").navigationTitle("Item \(id)")
            }
        }
    }
}
// docs: end hello-app
