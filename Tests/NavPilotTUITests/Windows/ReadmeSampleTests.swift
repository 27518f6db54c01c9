// The two-pane app of docs/sessions.md, "Sessions and panes", compiled and driven headlessly. The code is the
// guide's, except that `@main` is dropped and two names are prefixed (the test target has its own
// ChatRoute and InboxView).
import NavPilot
import NavPilotTUI
import Testing

enum NewsRoute: Hashable, Codable { case news, article(id: Int) }
enum SampleChatRoute: Hashable, Codable { case inbox, thread(with: String) }

struct NewsView: View {
    @EnvironmentObject var pilot: NavPilot<NewsRoute>
    var body: some View {
        List(1..<4, id: \.self) { id in
            Button("Article \(id)") { pilot.push(.article(id: id)) }
        }
        .navigationTitle("News")
    }
}

struct SampleInboxView: View {
    @EnvironmentObject var pilot: NavPilot<SampleChatRoute>
    var body: some View {
        Button("Alice") { pilot.push(.thread(with: "Alice")) }.navigationTitle("Inbox")
    }
}

@MainActor func twoPaneSession() -> Session {
    let news = NavPilot(initial: NewsRoute.news)
    let chat = NavPilot(initial: SampleChatRoute.inbox)
    return Session("two-panes") {
        Pane("news", pilot: news) { route in
            switch route {
            case .news: NewsView()
            case .article(let id): Text("Article \(id)").navigationTitle("Article \(id)")
            }
        }
        Pane("chat", pilot: chat) { route in
            switch route {
            case .inbox: SampleInboxView()
            case .thread(let name): Text("Thread with \(name)").navigationTitle(name)
            }
        }
    }
}

struct TwoPanes {
    @MainActor static func main() async throws {
        try await TerminalSession.run(twoPaneSession())
    }
}

@MainActor
@Suite("The sessions guide's two-pane app")
struct ReadmeSampleTests {
    @Test func theReadmeAppRunsWithTwoIndependentPanes() {
        let session = HeadlessSession(twoPaneSession(), size: Size(width: 100, height: 20))
        #expect(session.text.contains("news · News"))
        #expect(session.text.contains("chat · Inbox"))
        session.press(.down, .enter)
        #expect(session.text(ofPane: "news").contains("Article 2"))
        session.press(.tab, .enter)
        #expect(session.text(ofPane: "chat").contains("Thread with Alice"))
        #expect(session.text(ofPane: "news").contains("Article 2"), "the news pane did not move")
        session.press(.backspace)
        #expect(session.text(ofPane: "chat").contains("Alice"))
        #expect(!session.text(ofPane: "chat").contains("Thread with"))
    }
}
