import NavPilot
import NavPilotTUI

enum FeedRoute: Hashable, Codable {
    case feed
    case post(id: Int, title: String)
    case authorProfile(name: String)
}

enum ChatRoute: Hashable, Codable {
    case inbox
    case thread(id: Int, with: String)
}

enum SettingsRoute: Hashable {
    case main
}

struct FeedScreen: View {
    @EnvironmentObject var pilot: NavPilot<FeedRoute>

    var body: some View {
        VStack {
            Button("Swift Tips") { pilot.push(.post(id: 1, title: "Swift Tips")) }
            Button("SwiftUI Tricks") { pilot.push(.post(id: 2, title: "SwiftUI Tricks")) }
        }
        .navigationTitle("Feed")
    }
}

struct PostScreen: View {
    @EnvironmentObject var pilot: NavPilot<FeedRoute>
    let title: String

    var body: some View {
        VStack {
            Button("View Author Profile") { pilot.push(.authorProfile(name: "Jane Doe")) }
            Button("Back to Feed") { pilot.pop() }
        }
        .navigationTitle(title)
    }
}

struct InboxScreen: View {
    @EnvironmentObject var pilot: NavPilot<ChatRoute>

    var body: some View {
        VStack {
            Button("Alice") { pilot.push(.thread(id: 1, with: "Alice")) }
        }
        .navigationTitle("Inbox")
    }
}

@MainActor
func feedHost(_ pilot: NavPilot<FeedRoute>, inspector: Bool = false) -> some View {
    NavPilotHost(pilot, showsStackInspector: inspector) { route in
        switch route {
        case .feed: FeedScreen()
        case .post(_, let title): PostScreen(title: title)
        case .authorProfile(let name): Text("Author \(name)").navigationTitle(name)
        }
    }
}

@MainActor
func chatHost(_ pilot: NavPilot<ChatRoute>) -> some View {
    NavPilotHost(pilot) { route in
        switch route {
        case .inbox: InboxScreen()
        case .thread(_, let name): Text("Thread with \(name)").navigationTitle(name)
        }
    }
}
