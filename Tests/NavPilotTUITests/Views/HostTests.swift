import NavPilot
import NavPilotTUI
import Testing

@MainActor
@Suite("NavPilotHost and the environment")
struct HostTests {
    @Test func hostShowsTheRootScreenWithItsTitle() {
        let pilot = NavPilot(initial: FeedRoute.feed)
        let harness = ViewHarness { feedHost(pilot) }
        #expect(harness.lines[0] == "Feed")
        #expect(harness.text.contains("▸ Swift Tips"))
        #expect(!harness.text.contains("‹ Back"))
    }

    @Test func enterOnAButtonPushesThroughTheEnvironmentPilot() {
        let pilot = NavPilot(initial: FeedRoute.feed)
        let harness = ViewHarness { feedHost(pilot) }
        harness.press(.down, .enter)
        #expect(pilot.stack == [.feed, .post(id: 2, title: "SwiftUI Tricks")])
        #expect(harness.lines[0] == "‹ Back   SwiftUI Tricks")
    }

    @Test func twoHostsOfDifferentRouteTypesResolveIndependently() {
        let feed = NavPilot(initial: FeedRoute.feed)
        let chat = NavPilot(initial: ChatRoute.inbox)
        let harness = ViewHarness {
            HStack {
                feedHost(feed)
                chatHost(chat)
            }
        }
        // Focus order: the feed's two buttons, then the chat's.
        harness.press(.down, .down, .enter)
        #expect(chat.stack == [.inbox, .thread(id: 1, with: "Alice")])
        #expect(feed.stack == [.feed])
        #expect(harness.text.contains("Thread with Alice"))
    }

    @Test func nestedHostOfTheSameTypeShadowsTheOuterOne() {
        let outer = NavPilot(initial: FeedRoute.feed)
        let inner = NavPilot(initial: FeedRoute.feed)
        let harness = ViewHarness {
            NavPilotHost(outer) { _ in
                feedHost(inner)
            }
        }
        harness.press(.enter)
        #expect(inner.depth == 2)
        #expect(outer.depth == 1)
    }

    @Test func missingEnvironmentObjectShowsAMessageAndLogsIt() {
        struct NeedsSettings: View {
            @EnvironmentObject var pilot: NavPilot<SettingsRoute>
            var body: some View { Text("never shown") }
        }
        let feed = NavPilot(initial: FeedRoute.feed)
        let harness = ViewHarness(width: 120) {
            NavPilotHost(feed) { _ in NeedsSettings() }
        }
        let expected =
            "missing @EnvironmentObject of type NavPilot<SettingsRoute> in NeedsSettings (available: NavPilot<FeedRoute>)"
        #expect(harness.text.contains(expected))
        #expect(!harness.text.contains("never shown"))
        #expect(harness.log.messages.contains(expected))
    }

    @Test func environmentObjectStillResolvesWhenAnActionRunsLater() {
        let pilot = NavPilot(initial: FeedRoute.feed)
        let harness = ViewHarness { feedHost(pilot) }
        // The action runs after the render that captured the pilot.
        harness.root.handle(.key(KeyPress(.enter)))
        #expect(pilot.depth == 2)
    }

    @Test func backspaceIsTheBackGestureAndWritesThePathBinding() {
        let pilot = NavPilot(initial: FeedRoute.feed)
        pilot.push(.post(id: 1, title: "Swift Tips"), .authorProfile(name: "Jane Doe"))
        var causes: [StackChangeCause] = []
        pilot.onChange { causes.append($0.cause) }
        let harness = ViewHarness { feedHost(pilot) }
        #expect(harness.press(.backspace))
        #expect(pilot.stack == [.feed, .post(id: 1, title: "Swift Tips")])
        harness.press(.escape)
        #expect(pilot.stack == [.feed])
        #expect(causes == [.backGesture, .backGesture])
        #expect(!harness.press(.left), "at the root the back gesture is left to the caller")
    }

    @Test func clickOnBackGoesBack() {
        let pilot = NavPilot(initial: FeedRoute.feed)
        pilot.push(.post(id: 1, title: "Swift Tips"))
        let harness = ViewHarness { feedHost(pilot) }
        harness.root.handle(.mouse(MouseEvent(position: Point(x: 2, y: 0), button: .left, kind: .click)))
        #expect(pilot.stack == [.feed])
    }

    @Test func clickOnAButtonActivatesIt() {
        let pilot = NavPilot(initial: FeedRoute.feed)
        let harness = ViewHarness { feedHost(pilot) }
        let row = try! #require(harness.row(containing: "SwiftUI Tricks"))
        _ = harness.root.handle(.mouse(MouseEvent(position: Point(x: 4, y: row), button: .left, kind: .click)))
        #expect(pilot.current == .post(id: 2, title: "SwiftUI Tricks"))
    }

    @Test func backgroundTaskPushChangesTheNextFrame() async {
        let pilot = NavPilot(initial: FeedRoute.feed)
        let harness = ViewHarness { feedHost(pilot) }
        await Task { @MainActor in _ = pilot.push(.authorProfile(name: "Jane Doe")) }.value
        harness.render()
        #expect(harness.lines[0] == "‹ Back   Jane Doe")
    }

    @Test func readmeHomeViewWorksUnchanged() {
        let pilot = NavPilot(initial: ReadmeRoute.home)
        let harness = ViewHarness {
            NavPilotHost(pilot) { route in
                switch route {
                case .home: HomeView()
                case .detail(let id): Text("Detail \(id)")
                case .settings: Text("Settings")
                }
            }
        }
        #expect(harness.lines[0] == "Home")
        harness.press(.enter)
        #expect(pilot.stack == [.home, .detail(id: 42)])
        harness.press(.backspace, .down, .enter)
        #expect(pilot.stack == [.home, .settings])
    }
}

// The original README's HomeView, unchanged.
enum ReadmeRoute: Hashable {
    case home
    case detail(id: Int)
    case settings
}

struct HomeView: View {
    @EnvironmentObject var pilot: NavPilot<ReadmeRoute>

    var body: some View {
        VStack {
            Button("Open Detail") { pilot.push(.detail(id: 42)) }
            Button("Settings") { pilot.push(.settings) }
        }
        .navigationTitle("Home")
    }
}
