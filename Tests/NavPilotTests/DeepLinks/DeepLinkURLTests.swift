import Foundation
import NavPilot
import Testing

@MainActor
@Suite("Deep links: stack URLs")
struct DeepLinkURLTests {
    @Test("the URL has one r item per entry in compact notation, readable and percent-encoded")
    func readableURL() throws {
        let pilot = NavPilot(initial: FeedRoute.feed)
        pilot.push(.post(id: 1, title: "Swift Tips"))
        let url = try #require(pilot.deepLinkURL())
        #expect(url.absoluteString == "navpilot://stack?r=feed&r=post(id:1,title:%22Swift%20Tips%22)")
    }

    @Test("URL delimiters, percent signs, brackets and non-ASCII are encoded")
    func delimitersAreEncoded() throws {
        let pilot = NavPilot(initial: SampleRoute.checkout(items: ["a&b=c+d#e%f", "é🚀", "[x]{y}"]))
        let url = try #require(pilot.deepLinkURL())
        #expect(
            url.absoluteString
                == "navpilot://stack?r=checkout(items:%5B%22a%26b%3Dc%2Bd%23e%25f%22,%22%C3%A9%F0%9F%9A%80%22,%22%5Bx%5D%7By%7D%22%5D)"
        )
        let other = NavPilot(initial: SampleRoute.home)
        #expect(other.handleDeepLink(url))
        #expect(other.stack == pilot.stack)
    }

    @Test("a custom scheme and host are used, and invalid ones give nil")
    func customSchemeAndHost() throws {
        let pilot = NavPilot(initial: FeedRoute.feed)
        #expect(pilot.deepLinkURL(scheme: "myapp", host: "feed")?.absoluteString == "myapp://feed?r=feed")
        #expect(pilot.deepLinkURL(scheme: "my app") == nil)
        #expect(pilot.deepLinkURL(scheme: "1app") == nil)
        #expect(pilot.deepLinkURL(host: "a/b") == nil)
        let other = NavPilot(initial: FeedRoute.post(id: 9, title: "x"))
        #expect(
            other.handleDeepLink(
                try #require(pilot.deepLinkURL(scheme: "myapp", host: "feed")), scheme: "myapp", host: "feed"))
        #expect(other.stack == [.feed])
    }

    @Test("generated stacks round-trip through the URL exactly, and the same stack gives the same bytes")
    func generatedStacksRoundTrip() throws {
        var generator = RouteGenerator(seed: 2024)
        for index in 0..<400 {
            let stack = generator.stack(maxDepth: 8)
            let pilot = NavPilot(initial: SampleRoute.home)
            pilot.replace(stack)
            let url = try #require(pilot.deepLinkURL(), "case \(index)")
            #expect(pilot.deepLinkURL() == url)
            let other = NavPilot(initial: SampleRoute.home)
            try other.openDeepLink(url)
            #expect(other.stack == stack, "case \(index): \(url)")
        }
    }

    @Test("a 1,000-entry stack round-trips")
    func longStack() throws {
        let pilot = NavPilot(initial: FeedRoute.feed)
        pilot.push(contentsOf: (1...999).map { FeedRoute.post(id: $0, title: "Post \($0)") })
        let other = NavPilot(initial: FeedRoute.feed)
        try other.openDeepLink(try #require(pilot.deepLinkURL()))
        #expect(other.stack == pilot.stack)
    }

    @Test("opening a link replaces the stack once, with cause deepLink")
    func causeIsDeepLink() throws {
        let pilot = NavPilot(initial: FeedRoute.feed)
        var changes: [StackChange<FeedRoute>] = []
        pilot.onChange { changes.append($0) }
        try pilot.openDeepLink(try #require(URL(string: "navpilot://stack?r=feed&r=authorProfile(name:%22Jane%22)")))
        #expect(changes.count == 1)
        #expect(changes.first?.cause == .deepLink)
        #expect(changes.first?.new == [.feed, .authorProfile(name: "Jane")])
    }

    @Test("the original library's payload form (base64url JSON array) opens too, padded or not")
    func payloadForm() throws {
        let routes: [FeedRoute] = [.feed, .post(id: 1, title: "Swift Tips?>")]
        let base64 = try JSONEncoder().encode(routes).base64EncodedString()
        let base64url = base64.replacingOccurrences(of: "+", with: "-").replacingOccurrences(of: "/", with: "_")
        for payload in [base64url, base64url.replacingOccurrences(of: "=", with: "")] {
            let pilot = NavPilot(initial: FeedRoute.feed)
            try pilot.openDeepLink(try #require(URL(string: "navpilot://stack?payload=\(payload)")))
            #expect(pilot.stack == routes)
        }
    }

    @Test("scheme and host compare without regard to case; pretty notation and spaces are accepted")
    func lenientReading() throws {
        let pilot = NavPilot(initial: FeedRoute.feed)
        try pilot.openDeepLink(try #require(URL(string: "NavPilot://STACK?r=feed&r=post(id:%201,%20title:%20%22A%22)")))
        #expect(pilot.stack == [.feed, .post(id: 1, title: "A")])
    }

    @Test("the validator can veto a stack; the stack is then unchanged")
    func validatorVeto() throws {
        let pilot = NavPilot(initial: FeedRoute.feed)
        pilot.deepLinkValidator = { stack in stack.first == .feed ? nil : "must start at the feed" }
        let bad = try #require(URL(string: "navpilot://stack?r=authorProfile(name:%22x%22)"))
        #expect(throws: DeepLinkError.rejected(reason: "must start at the feed")) { try pilot.openDeepLink(bad) }
        #expect(pilot.stack == [.feed])
        #expect(pilot.handleDeepLink(try #require(URL(string: "navpilot://stack?r=feed&r=feed"))))
        #expect(pilot.depth == 2)
        pilot.deepLinkValidator = nil
        #expect(pilot.handleDeepLink(bad))
    }

    @Test("opening is logged when debug is on")
    func logsOutcome() throws {
        let pilot = NavPilot(initial: FeedRoute.feed, debug: true)
        let sink = MemoryLogSink()
        pilot.logSink = sink
        pilot.handleDeepLink(try #require(URL(string: "navpilot://stack?r=feeed")))
        pilot.handleDeepLink(try #require(URL(string: "navpilot://stack?r=feed&r=feed")))
        #expect(sink.messages.count == 2)
        #expect(sink.messages.first?.contains("refused: entry 0: 1:1: unknown case 'feeed' of FeedRoute") == true)
        #expect(sink.messages.last?.hasPrefix("deepLink") == true)
    }
}
