import NavPilot
import NavPilotScenario
import NavPilotTUI

enum FeedRoute: Hashable, Codable, NotationCaseNames {
    case feed
    case post(id: Int, title: String)
    case authorProfile(name: String)

    static let notationCaseNames = ["feed", "post", "authorProfile"]
}

enum ChatRoute: Hashable, Codable, NotationCaseNames {
    case inbox
    case thread(id: Int, with: String)

    static let notationCaseNames = ["inbox", "thread"]
}

/// Routes with a closure: not Codable, compared by case name.
enum CallbackRoute: Hashable {
    case start
    case profile(onSignOut: Callback)

    struct Callback: Hashable {
        let action: @MainActor () -> Void
        static func == (lhs: Callback, rhs: Callback) -> Bool { true }
        func hash(into hasher: inout Hasher) {}
    }
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
            Button("Bob") { pilot.push(.thread(id: 2, with: "Bob")) }
        }
        .navigationTitle("Inbox")
    }
}

@MainActor
enum TestSessions {
    static func splitScreen() -> Session {
        let feed = NavPilot(initial: FeedRoute.feed)
        let chat = NavPilot(initial: ChatRoute.inbox)
        return Session("split") {
            Pane("feed", pilot: feed) {
                NavPilotHost(feed) { route in
                    switch route {
                    case .feed: FeedScreen()
                    case .post(_, let title): PostScreen(title: title)
                    case .authorProfile(let name): Text("Author \(name)").navigationTitle(name)
                    }
                }
            }
            Pane("chat", pilot: chat) {
                NavPilotHost(chat) { route in
                    switch route {
                    case .inbox: InboxScreen()
                    case .thread(_, let name): Text("Thread with \(name)").navigationTitle(name)
                    }
                }
            }
        }
    }

    static func callback() -> Session {
        let pilot = NavPilot(initial: CallbackRoute.start)
        return Session("callback") {
            Pane("main", pilot: pilot) {
                NavPilotHost(pilot) { route in
                    switch route {
                    case .start:
                        Button("Profile") { pilot.push(.profile(onSignOut: .init { pilot.popToRoot() })) }
                    case .profile(let callback):
                        Button("Sign Out") { callback.action() }
                    }
                }
            }
        }
    }

    static let catalog = SessionCatalog([("split", splitScreen), ("callback", callback)])
}

extension TestSessions {
    /// The rendered errors of scenario `text` checked against `catalog`, or "no errors".
    @MainActor
    static func parseErrors(_ text: String) -> String {
        do {
            _ = try Scenario.parse(text, file: "t.scenario", catalog: catalog)
            return "no errors"
        } catch {
            return error.description
        }
    }
}
