import NavPilot
import NavPilotTUI
import Testing

/// Counts how often the expression of a `@StateObject` ran.
@MainActor
final class Counter: ObservableObject {
    static var made = 0
    @Published var value = 0

    init() {
        Counter.made += 1
    }
}

struct ReaderApp: App {
    @StateObject var feed = NavPilot(initial: FeedRoute.feed)
    @StateObject var chat = NavPilot(initial: ChatRoute.inbox)

    var body: some Scene {
        WindowGroup("Feed") { feedHost(feed) }
        WindowGroup(id: "chat") { chatHost(chat) }
    }
}

/// A host with modifiers around it, as apps write it.
struct ModifiedHostApp: App {
    @StateObject var feed = NavPilot(initial: FeedRoute.feed)
    @StateObject var counter = Counter()

    var body: some Scene {
        WindowGroup {
            feedHost(feed)
                .environmentObject(counter)
                .onKeyPress("r") { .handled }
                .padding()
        }
        WindowGroup("Two hosts") {
            HStack {
                feedHost(feed)
                Text("beside it")
            }
        }
    }
}

struct Reading: Scene {
    let extra: Bool

    var body: some Scene {
        WindowGroup { Text("first") }
        if extra {
            WindowGroup { Text("second") }
        }
        WindowGroup("Feed Reader — 2!") { Text("third") }
    }
}

struct ComposedApp: App {
    var body: some Scene {
        Reading(extra: true)
        WindowGroup("   ") { Text("fourth") }
    }
}

struct ShortApp: App {
    var body: some Scene {
        Reading(extra: false)
    }
}

@MainActor
@Suite("App, Scene and WindowGroup: a SwiftUI app as a terminal session", .serialized)
struct AppTests {
    @Test func eachWindowGroupIsAPaneSideBySideWithItsHostsPilot() {
        let app = ReaderApp()
        let session = app.makeSession()
        #expect(session.name == "ReaderApp")
        #expect(session.panes.map(\.name) == ["feed", "chat"])
        #expect(session.panes[0].pilot === app.feed, "scenarios and links drive the host's own pilot")
        #expect(session.panes[1].pilot === app.chat)
    }

    @Test func thePanesOfAnAppNavigateIndependentlyAndKeepTheirStateObjects() {
        let app = ReaderApp()
        let headless = HeadlessSession(app.makeSession(), size: Size(width: 100, height: 20))
        #expect(headless.text.contains("feed · Feed"))
        #expect(headless.text.contains("chat · Inbox"))
        headless.press(.enter)
        #expect(app.feed.depth == 2, "the app's own pilot, not a copy made for a later frame")
        #expect(app.chat.depth == 1)
        headless.press(KeyPress(.tab))
        headless.press(.enter)
        #expect(app.chat.stack == [.inbox, .thread(id: 1, with: "Alice")])
        #expect(headless.text(ofPane: "chat").contains("Thread with Alice"))
    }

    @Test func aHostIsFoundThroughTheModifiersAroundItButNotInsideAStack() {
        let app = ModifiedHostApp()
        let panes = app.makeSession().panes
        #expect(panes[0].pilot === app.feed)
        #expect(panes[1].pilot == nil, "a host beside other views is not the whole pane")
    }

    @Test func panesAreNamedByIdOrTitleUniquelyAndScenesOfYourOwnAddTheirWindows() {
        let names = ComposedApp().makeSession().panes.map(\.name)
        #expect(names == ["main", "main-2", "feed-reader-2", "main-3"])
        #expect(ShortApp().makeSession().panes.count == 2, "an if whose condition is false adds no window")
    }

    @Test func anAppsStateObjectIsMadeOnceHoweverManyFramesRead() {
        struct CountingApp: App {
            @StateObject var counter = Counter()
            var body: some Scene {
                WindowGroup { Text("Count \(counter.value)") }
            }
        }
        Counter.made = 0
        let app = CountingApp()
        #expect(Counter.made == 0, "made when first needed, not when the app is")
        let headless = HeadlessSession(app.makeSession(), size: Size(width: 40, height: 8))
        app.counter.value = 3
        headless.render()
        #expect(headless.text.contains("Count 3"))
        #expect(Counter.made == 1)
    }
}
