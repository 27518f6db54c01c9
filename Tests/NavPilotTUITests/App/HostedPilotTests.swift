import NavPilot
import NavPilotTUI
import Testing

/// A modifier of the app's own around a host.
struct Framed: ViewModifier {
    func body(content: Content) -> some View {
        VStack {
            Text("— framed —")
            content
        }
    }
}

/// Hosts wrapped the ways apps wrap them: styles, accessibility, layers, a modifier of the app's own.
struct WrappedHostsApp: App {
    @StateObject var feed = NavPilot(initial: FeedRoute.feed)
    @StateObject var chat = NavPilot(initial: ChatRoute.inbox)
    @StateObject var second = NavPilot(initial: FeedRoute.feed)
    @StateObject var third = NavPilot(initial: FeedRoute.feed)

    var body: some Scene {
        WindowGroup("a") { feedHost(feed).foregroundStyle(.secondary) }
        WindowGroup("b") { chatHost(chat).accessibilityLabel("Chat") }
        WindowGroup("c") { feedHost(second).modifier(Framed()).padding() }
        WindowGroup("d") { feedHost(third).overlay(alignment: .bottomTrailing) { Text("new") } }
    }
}

@MainActor
@Suite("A window's pilot is found through any modifier around its host")
struct HostedPilotTests {
    @Test func stylesAccessibilityLayersAndTheAppsOwnModifiersKeepThePanesPilot() {
        let app = WrappedHostsApp()
        let panes = app.makeSession().panes
        #expect(panes[0].pilot === app.feed, ".foregroundStyle keeps the pilot")
        #expect(panes[1].pilot === app.chat, ".accessibilityLabel keeps the pilot")
        #expect(panes[2].pilot === app.second, "a ViewModifier of the app's own keeps the pilot")
        #expect(panes[3].pilot === app.third, ".overlay keeps the pilot")
    }

    @Test func aScenarioLineReachesAHostBehindTheAppsOwnModifier() {
        let app = WrappedHostsApp()
        let headless = HeadlessSession(app.makeSession(), size: Size(width: 160, height: 20))
        #expect(headless.text(ofPane: "c").contains("— framed —"))
        app.second.push(.post(id: 3, title: "Three"))
        headless.render()
        #expect(headless.text(ofPane: "c").contains("Three"), "the pane shows what its pilot pushed")
    }
}
