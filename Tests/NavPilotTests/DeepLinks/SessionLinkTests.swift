import Foundation
import NavPilot
import Testing

@MainActor
@Suite("Deep links: session links")
struct SessionLinkTests {
    @Test("a session link lists each pane's stack and the focus, readable and in order")
    func buildsReadableURL() throws {
        let feed = NavPilot(initial: FeedRoute.feed)
        feed.push(.post(id: 1, title: "Swift Tips"))
        let chat = NavPilot(initial: ChatRoute.inbox)
        var link = SessionLink(focus: "chat")
        try link.add(feed, pane: "feed")
        try link.add(chat, pane: "chat")
        #expect(
            link.url()?.absoluteString
                == "navpilot://session?focus=chat&pane=feed&r=feed&r=post(id:1,title:%22Swift%20Tips%22)&pane=chat&r=inbox"
        )
    }

    @Test("a session link reads back into the same panes, focus and typed stacks")
    func roundTrip() throws {
        var link = SessionLink(focus: "chat")
        try link.setRoutes([FeedRoute.feed, .authorProfile(name: "A&B")], forPane: "feed")
        try link.setRoutes([ChatRoute.inbox, .thread(id: 2, with: "Bob")], forPane: "chat")
        let read = try SessionLink(url: try #require(link.url()))
        #expect(read == link)
        #expect(try read.routes(FeedRoute.self, forPane: "feed") == [.feed, .authorProfile(name: "A&B")])
        #expect(try read.routes(ChatRoute.self, forPane: "chat") == [.inbox, .thread(id: 2, with: "Bob")])
        #expect(try read.routes(ChatRoute.self, forPane: "missing") == nil)
    }

    @Test("pane names may be any text, even 'focus' or 'r'")
    func unusualPaneNames() throws {
        var link = SessionLink(focus: "r")
        try link.setRoutes([FeedRoute.feed], forPane: "focus")
        try link.setRoutes([FeedRoute.feed], forPane: "r")
        try link.setRoutes([FeedRoute.feed], forPane: "left pane ✓")
        #expect(try SessionLink(url: try #require(link.url())) == link)
    }

    @Test("a pilot opens its pane from a session link, with cause deepLink")
    func opensPane() throws {
        let link = try SessionLink(url: try #require(URL(string: "navpilot://session?pane=chat&r=inbox&r=newMessage")))
        let chat = NavPilot(initial: ChatRoute.inbox)
        var causes: [StackChangeCause] = []
        chat.onChange { causes.append($0.cause) }
        #expect(try chat.open(link, pane: "chat"))
        #expect(chat.stack == [.inbox, .newMessage])
        #expect(causes == [.deepLink])
        #expect(try chat.open(link, pane: "feed") == false)
    }

    @Test("a pane entry that does not decode names the pane and entry, and the stack is unchanged")
    func badPaneEntry() throws {
        let link = try SessionLink(url: try #require(URL(string: "navpilot://session?pane=chat&r=inbox&r=thred")))
        let chat = NavPilot(initial: ChatRoute.inbox)
        #expect(
            throws: DeepLinkError.pane(
                name: "chat",
                .malformedEntry(
                    index: 1, NotationError(line: 1, column: 1, message: "unknown case 'thred' of ChatRoute")))
        ) {
            try chat.open(link, pane: "chat")
        }
        #expect(chat.stack == [.inbox])
    }

    @Test(
        "malformed session links are refused with a typed error",
        arguments: [
            ("navpilot://session", DeepLinkError.missingItems),
            ("navpilot://session?r=inbox", .unexpectedItem(name: "r (before any pane=)")),
            ("navpilot://session?pane=a&r=x&pane=a&r=y", .repeatedPane(name: "a")),
            ("navpilot://session?pane=a", .pane(name: "a", .emptyStack)),
            ("navpilot://session?pane=a&r=x&focus=a&focus=a", .unexpectedItem(name: "focus")),
            ("navpilot://session?pane=a&r=x&size=a", .unexpectedItem(name: "size")),
            ("navpilot://session?pane=a&r=x&zoom=a&zoom=a", .unexpectedItem(name: "zoom")),
            ("navpilot://stack?pane=a&r=x", .wrongHost(expected: "session", found: "stack")),
        ])
    func malformedLinks(text: String, expected: DeepLinkError) throws {
        #expect(throws: expected) { try SessionLink(url: try #require(URL(string: text))) }
    }

    @Test("a pane listed twice is said to be given twice, by name")
    func repeatedPaneIsNamed() throws {
        let url = try #require(URL(string: "navpilot://session?pane=feed&r=feed&pane=feed&r=feed"))
        #expect(throws: DeepLinkError.repeatedPane(name: "feed")) { try SessionLink(url: url) }
        #expect(DeepLinkError.repeatedPane(name: "feed").description == "pane 'feed' is given twice")
    }
}
