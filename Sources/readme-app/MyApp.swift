// The original library's README app, as written there: only `import SwiftUI` became the two imports
// below, and the routes are also Codable, which `persistState` needs here as it does there. The
// screens the README leaves out (DetailView, SettingsView) are written the same way.
import NavPilot
import NavPilotTUI

// Every screen is a case. Parameters are typed — the compiler
// will reject the wrong type at the call site.
enum AppRoute: Hashable, Codable {
    case home
    case detail(id: Int)
    case settings
}

@main
struct MyApp: App {
    @StateObject var pilot = NavPilot(initial: AppRoute.home, persistState: true)

    var body: some Scene {
        WindowGroup {
            NavPilotHost(pilot) { route in
                switch route {
                case .home: HomeView()
                case .detail(let id): DetailView(id: id)
                case .settings: SettingsView()
                }
            }
        }
    }
}

// The pilot is injected automatically — no passing through init.
struct HomeView: View {
    @EnvironmentObject var pilot: NavPilot<AppRoute>

    var body: some View {
        VStack {
            Button("Open Detail") { pilot.push(.detail(id: 42)) }
            Button("Settings") { pilot.push(.settings) }
        }
        .navigationTitle("Home")
    }
}

struct DetailView: View {
    @EnvironmentObject var pilot: NavPilot<AppRoute>
    let id: Int

    var body: some View {
        VStack {
            Text("Detail \(id)")
            Button("Settings") { pilot.push(.settings) }
            Button("Back to Home") { pilot.popToRoot() }
        }
        .navigationTitle("Detail \(id)")
    }
}

struct SettingsView: View {
    @EnvironmentObject var pilot: NavPilot<AppRoute>

    var body: some View {
        VStack {
            Text("Nothing to set yet.")
            Button("Done") { pilot.pop() }
        }
        .navigationTitle("Settings")
    }
}
