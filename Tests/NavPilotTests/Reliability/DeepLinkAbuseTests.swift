import Foundation
import NavPilot
import Testing

extension Reliability {
    /// Hostile deep links: each is refused with a typed error, and the stack stays as it was.
    @MainActor
    @Suite("Reliability: huge, deep and malicious deep links are refused with a typed error")
    struct DeepLinkAbuseTests {
        private func open<Route: Codable & Hashable>(
            _ text: String, in pilot: NavPilot<Route>
        ) -> DeepLinkError? {
            guard let url = URL(string: text) else {
                Issue.record("not a URL: \(text.prefix(80))")
                return nil
            }
            let before = pilot.stack
            do {
                try pilot.openDeepLink(url)
                return nil
            } catch {
                #expect(pilot.stack == before, "a refused link changed the stack")
                return error
            }
        }

        private func base64URL(_ text: String) -> String {
            Data(text.utf8).base64EncodedString()
                .replacingOccurrences(of: "+", with: "-").replacingOccurrences(of: "/", with: "_")
                .replacingOccurrences(of: "=", with: "")
        }

        @Test("a link longer than the limit is refused as tooLong before any decoding")
        func aHugeLinkIsTooLong() {
            let pilot = NavPilot(initial: TinyRoute.a)
            let text = "navpilot://stack?r=" + String(repeating: "a", count: DeepLink.maximumURLLength)
            let error = open(text, in: pilot)
            #expect(error == .tooLong(length: text.utf8.count, limit: DeepLink.maximumURLLength))
        }

        @Test("more entries than the depth limit are refused as tooDeep")
        func tooManyEntriesAreTooDeep() {
            let pilot = NavPilot(initial: TinyRoute.a)
            let count = DeepLink.maximumDepth + 1
            let text = "navpilot://stack?" + Array(repeating: "r=b", count: count).joined(separator: "&")
            #expect(open(text, in: pilot) == .tooDeep(depth: count, limit: DeepLink.maximumDepth))
            #expect(pilot.stack == [.a])
        }

        @Test("exactly the depth limit of entries is accepted")
        func theDepthLimitItselfIsAccepted() {
            let pilot = NavPilot(initial: TinyRoute.a)
            let text =
                "navpilot://stack?" + Array(repeating: "r=b", count: DeepLink.maximumDepth).joined(separator: "&")
            #expect(open(text, in: pilot) == nil)
            #expect(pilot.depth == DeepLink.maximumDepth)
        }

        @Test("an entry nested thousands of levels deep is a malformed entry, not a stack overflow")
        func deeplyNestedEntryIsMalformed() {
            let pilot = NavPilot(initial: ReliabilityRoute.home)
            for opener in ["nested(", "%5B", "%7Ba:"] {
                let text = "navpilot://stack?r=" + String(repeating: opener, count: 6_000)
                guard case .malformedEntry(0, let notationError) = open(text, in: pilot) else {
                    Issue.record("expected a malformed entry for \(opener)")
                    continue
                }
                #expect(notationError.message.contains("nesting deeper than \(RouteNotation.maximumDepth)"))
            }
        }

        @Test("a payload of deeply nested JSON is a malformed payload")
        func deeplyNestedJSONPayloadIsMalformed() {
            let pilot = NavPilot(initial: TinyRoute.a)
            let json = String(repeating: "[", count: 24_000) + String(repeating: "]", count: 24_000)
            let text = "navpilot://stack?payload=" + base64URL(json)
            #expect(text.utf8.count <= DeepLink.maximumURLLength)
            guard case .malformedPayload = open(text, in: pilot) else {
                Issue.record("expected a malformed payload")
                return
            }
        }

        @Test("a payload with more routes than the depth limit is tooDeep")
        func hugePayloadIsTooDeep() {
            let pilot = NavPilot(initial: LetterRoute.a)
            let count = DeepLink.maximumDepth + 1
            let json = "[" + Array(repeating: "\"b\"", count: count).joined(separator: ",") + "]"
            #expect(
                open("navpilot://stack?payload=" + base64URL(json), in: pilot) == .tooDeep(depth: count, limit: 10_000))
        }

        @Test(
            "malicious entries are refused with a typed error",
            arguments: [
                "navpilot://stack?r=%FF%FE",  // not UTF-8
                "navpilot://stack?r=%4",  // broken escape
                "navpilot://stack?r=home%00",  // NUL after the route
                "navpilot://stack?r=post(id:1,title:%22%5Cu%7BD800%7D%22)",  // a surrogate escape
                "navpilot://stack?r=detail(id:99999999999999999999999)",  // integer overflow
                "navpilot://stack?r=detail(id:1,id:2)",  // duplicate label
                "navpilot://stack?r=home&payload=WyJob21lIl0",  // mixed forms
                "navpilot://stack?payload=%%%%",  // not base64
                "navpilot://stack?",  // no items
                "navpilot://stack?r=",  // empty entry
                "navpilot://stack?x=1",  // unknown item
                "javascript://stack?r=home",  // wrong scheme
                "navpilot://evil.example?r=home",  // wrong host
                "navpilot://stack?r=nested(" + String(repeating: "(", count: 5_000),  // unbalanced
            ])
        func maliciousEntriesAreRefused(link: String) {
            let pilot = NavPilot(initial: ReliabilityRoute.home)
            pilot.push(.detail(id: 1))
            #expect(open(link, in: pilot) != nil)
            #expect(pilot.stack == [.home, .detail(id: 1)])
        }

        @Test("a session link with too many entries in one pane names the pane")
        func sessionLinkPaneTooDeep() throws {
            let count = DeepLink.maximumDepth + 1
            let text = "navpilot://session?pane=p&" + Array(repeating: "r=b", count: count).joined(separator: "&")
            let url = try #require(URL(string: text))
            #expect(throws: DeepLinkError.pane(name: "p", .tooDeep(depth: count, limit: DeepLink.maximumDepth))) {
                try SessionLink(url: url)
            }
        }

        @Test("a session link with thousands of panes is read in bounded work and every pane is typed")
        func sessionLinkWithManyPanes() throws {
            let text = "navpilot://session?" + (0..<4_000).map { "pane=\($0)&r=a" }.joined(separator: "&")
            let link = try SessionLink(url: try #require(URL(string: text)))
            #expect(link.panes.count == 4_000)
            #expect(try link.routes(TinyRoute.self, forPane: "3999") == [.a])
        }
    }
}
