import NavPilot
import NavPilotTUI

/// The news pane's screens.
public enum NewsRoute: Hashable, Codable, Sendable {
    case news
    case article(id: Int)
}

/// The chat pane's screens.
public enum ChatRoute: Hashable, Codable, Sendable {
    case inbox
    case thread(with: String)
}

struct NewsView: View {
    @EnvironmentObject var pilot: NavPilot<NewsRoute>

    var body: some View {
        List(1..<4, id: \.self) { id in
            Button("Article \(id)") { pilot.push(.article(id: id)) }
        }
        .navigationTitle("News")
    }
}

struct InboxView: View {
    @EnvironmentObject var pilot: NavPilot<ChatRoute>

    var body: some View {
        VStack {
            Button("Alice") { pilot.push(.thread(with: "Alice")) }
            Button("Bob") { pilot.push(.thread(with: "Bob")) }
        }
        .navigationTitle("Inbox")
    }
}

/// The app's one session: news beside chat, each pane with its own pilot.
@MainActor
public func twoPaneSession() -> Session {
    let news = NavPilot(initial: NewsRoute.news)
    let chat = NavPilot(initial: ChatRoute.inbox)
    return Session("two-panes") {
        Pane("news", pilot: news) { route in
            switch route {
            case .news: NewsView()
            case .article(let id): Text("Article \(id)").navigationTitle("Article \(id)")
            }
        }
        Pane("chat", pilot: chat) { route in
            switch route {
            case .inbox: InboxView()
            case .thread(let name): Text("Thread with \(name)").navigationTitle(name)
            }
        }
    }
}
