import NavPilot
import NavPilotScenario
import NavPilotTUI

/// The notes app's screens.
enum NoteRoute: Hashable, Codable {
    case list
    case note(id: Int)
}

/// A SwiftUI-style `@main` app. Importing NavPilotScenario gives its `App.main()` the scenario
/// subcommands and `--listen` beside the options every app takes.
@main
struct Notes: App {
    @StateObject var pilot = NavPilot(initial: NoteRoute.list)

    var body: some Scene {
        WindowGroup {
            NavPilotHost(pilot) { route in
                switch route {
                case .list: NoteList()
                case .note(let id): Text("Note \(id)").navigationTitle("Note \(id)")
                }
            }
        }
    }
}

struct NoteList: View {
    @EnvironmentObject var pilot: NavPilot<NoteRoute>

    var body: some View {
        List(1..<3, id: \.self) { id in
            Button("Note \(id)") { pilot.push(.note(id: id)) }
        }
        .navigationTitle("Notes")
    }
}
