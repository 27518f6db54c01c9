import Foundation
import NavPilot
import Testing

@MainActor
@Suite("Deep links: errors")
struct DeepLinkErrorTests {
    private func openError(_ text: String) throws -> DeepLinkError? {
        let pilot = NavPilot(initial: FeedRoute.feed)
        pilot.push(.authorProfile(name: "before"))
        let url = try #require(URL(string: text))
        do {
            try pilot.openDeepLink(url)
            return nil
        } catch {
            #expect(pilot.stack == [.feed, .authorProfile(name: "before")], "the stack must not change on failure")
            #expect(!pilot.handleDeepLink(url))
            return error
        }
    }

    @Test("each kind of bad link gives its typed error and leaves the stack unchanged")
    func typedErrors() throws {
        #expect(try openError("other://stack?r=feed") == .wrongScheme(expected: "navpilot", found: "other"))
        #expect(try openError("navpilot://session?r=feed") == .wrongHost(expected: "stack", found: "session"))
        #expect(try openError("navpilot://stack") == .missingItems)
        #expect(try openError("navpilot://stack?x=1&r=feed") == .unexpectedItem(name: "x"))
        #expect(try openError("navpilot://stack?r=feed&payload=W10") == .unexpectedItem(name: "payload"))
        #expect(
            try openError("navpilot://stack?r=feed&r=post(id:%22x%22,title:%22t%22)")
                == .malformedEntry(
                    index: 1, NotationError(line: 1, column: 9, message: "expected an integer for 'id', found \"x\"")))
        #expect(
            try openError("navpilot://stack?r=feed&r=")
                == .malformedEntry(
                    index: 1, NotationError(line: 1, column: 1, message: "expected a value, found end of input")))
        #expect(try openError("navpilot://stack?payload=W10") == .emptyStack)
        #expect(try openError("navpilot://stack?payload=!!!") == .malformedPayload(reason: "not base64url"))
        // URL(string:) itself turns a stray '%' into '%25', so it reaches notation as text.
        #expect(
            try openError("navpilot://stack?r=%ZZ")
                == .malformedEntry(index: 0, NotationError(line: 1, column: 1, message: "expected a value, found '%'")))
        #expect(try openError("navpilot://stack?r=%FF") == .malformedPayload(reason: "invalid percent-encoding in 'r'"))
    }

    @Test("a payload that is not a JSON array of routes is malformed")
    func badPayloadJSON() throws {
        let error = try openError("navpilot://stack?payload=" + Data("{\"a\":1}".utf8).base64EncodedString())
        guard case .malformedPayload(let reason) = error else {
            Issue.record("expected malformedPayload, got \(String(describing: error))")
            return
        }
        #expect(reason.hasPrefix("not a JSON array of FeedRoute"))
    }

    @Test("URLs longer than the limit are refused before decoding")
    func tooLong() throws {
        let padding = String(repeating: "a", count: DeepLink.maximumURLLength)
        let error = try openError("navpilot://stack?r=authorProfile(name:%22\(padding)%22)")
        #expect(error == .tooLong(length: DeepLink.maximumURLLength + 45, limit: DeepLink.maximumURLLength))
        let pilot = NavPilot(initial: FeedRoute.authorProfile(name: padding))
        #expect(pilot.deepLinkURL() == nil)
    }

    @Test("more entries than the depth limit are refused before decoding")
    func tooDeep() throws {
        let query = Array(repeating: "r=x", count: DeepLink.maximumDepth + 1).joined(separator: "&")
        #expect(
            try openError("navpilot://stack?" + query)
                == .tooDeep(depth: DeepLink.maximumDepth + 1, limit: DeepLink.maximumDepth))
    }

    @Test("errors read as one line")
    func descriptions() {
        #expect(
            DeepLinkError.malformedEntry(index: 1, NotationError(line: 1, column: 9, message: "expected an integer"))
                .description
                == "entry 1: 1:9: expected an integer")
        #expect(
            DeepLinkError.wrongScheme(expected: "navpilot", found: "http").description
                == "wrong scheme 'http', expected 'navpilot'")
        #expect(
            DeepLinkError.pane(name: "chat", .emptyStack).description
                == "pane 'chat': the link describes an empty stack")
    }
}
