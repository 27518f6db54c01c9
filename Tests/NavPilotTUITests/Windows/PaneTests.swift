import NavPilot
import NavPilotTUI
import Testing

@MainActor
@Suite("Panes made from a pilot and its screens")
struct PaneTests {
    @ViewBuilder
    private func feedScreen(_ route: FeedRoute) -> some View {
        switch route {
        case .feed: FeedScreen()
        case .post(_, let title): PostScreen(title: title)
        case .authorProfile(let name): Text("Author \(name)").navigationTitle(name)
        }
    }

    @Test func aPaneGivenItsPilotOnceDrawsWhatTheHostWrittenOutDraws() {
        let short = NavPilot(initial: FeedRoute.feed)
        let long = NavPilot(initial: FeedRoute.feed)
        let shortSession = HeadlessSession(
            Session("short") {
                Pane("feed", pilot: short, showsStackInspector: true) { route in feedScreen(route) }
            }, size: Size(width: 60, height: 16))
        let longSession = HeadlessSession(
            Session("long") {
                Pane("feed", pilot: long) {
                    NavPilotHost(long, showsStackInspector: true) { route in feedScreen(route) }
                }
            }, size: Size(width: 60, height: 16))
        #expect(shortSession.text == longSession.text)
        #expect(shortSession.text.contains("NavPilot Inspector · depth 1"), "the inspector option reaches the host")
        for session in [shortSession, longSession] {
            session.press(.down, .enter)
            session.press(.enter)
        }
        #expect(short.stack == [.feed, .post(id: 2, title: "SwiftUI Tricks"), .authorProfile(name: "Jane Doe")])
        #expect(short.stack == long.stack)
        #expect(shortSession.text == longSession.text)
    }

    @Test func aPaneGivenItsPilotOnceCanBeDrivenByLinksAndScenarioOperations() throws {
        let feed = NavPilot(initial: FeedRoute.feed)
        let session = Session("feed") {
            Pane("feed", pilot: feed) { route in feedScreen(route) }
        }
        let pilot = try #require(session.pane(named: "feed")?.pilot)
        #expect(pilot === feed)
        try session.open(SessionLink(text: "navpilot://session?pane=feed&r=feed&r=post(id:1,title:%22Tips%22)"))
        #expect(feed.stack == [.feed, .post(id: 1, title: "Tips")])
        // What a scenario's Push step does: the operation in route notation, through the pane's pilot.
        try pilot.perform(.push([#"authorProfile(name: "Ann")"#]))
        let headless = HeadlessSession(session)
        #expect(headless.text.contains("Author Ann"))
    }
}
