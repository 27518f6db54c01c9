import NavPilot
import Testing

extension Reliability {
    /// Hostile route notation: refused with a positioned `NotationError`, in bounded time and memory.
    @Suite("Reliability: huge, deep and malicious route notation")
    struct NotationAbuseTests {
        private func decodeError(_ text: String) -> NotationError? {
            do {
                _ = try RouteNotation.decode(ReliabilityRoute.self, from: text)
                return nil
            } catch {
                return error
            }
        }

        @Test("text over the length limit is refused before it is parsed")
        func textOverTheLimitIsRefused() {
            let text = "checkout(items: [\"" + String(repeating: "x", count: RouteNotation.maximumLength) + "\"])"
            let error = decodeError(text)
            #expect(error?.message.contains("longer than the limit") == true)
            #expect(error?.line == 1 && error?.column == 1)
        }

        @Test(
            "a megabyte of openers stops at the nesting limit",
            arguments: ["(", "[", "{a:", "nested(", "list(["])
        func openersStopAtTheNestingLimit(opener: String) {
            let text = String(repeating: opener, count: RouteNotation.maximumLength / opener.utf8.count)
            let error = decodeError(text)
            #expect(
                error?.message.contains("nesting deeper than") == true || error?.message.contains("expected") == true)
        }

        @Test("nesting exactly at the limit decodes; one level more is an error")
        func nestingAtTheLimit() throws {
            // `nested(` opens one level; the list of the document adds none.
            let depth = RouteNotation.maximumDepth
            let atLimit = String(repeating: "nested(", count: depth) + "home" + String(repeating: ")", count: depth)
            let decoded = try RouteNotation.decode(ReliabilityRoute.self, from: atLimit)
            #expect(compactNotation(decoded)?.hasPrefix("nested(nested(") == true)
            let over = "nested(" + atLimit + ")"
            #expect(decodeError(over)?.message.contains("nesting deeper than \(depth)") == true)
        }

        @Test("a string of almost a megabyte decodes whole")
        func aLongStringDecodes() throws {
            let title = String(repeating: "é", count: 400_000)
            let route = try RouteNotation.decode(ReliabilityRoute.self, from: "post(id: 1, title: \"\(title)\")")
            #expect(route == .post(id: 1, title: title))
        }

        @Test("a number of a megabyte of digits is an error, not a trap")
        func hugeNumbersAreErrors() {
            let digits = String(repeating: "9", count: RouteNotation.maximumLength - 20)
            #expect(decodeError("detail(id: \(digits))") != nil)
            #expect(decodeError("flags(true, 256, nil)") != nil)
            #expect(decodeError("flags(true, 1, -9223372036854775809)") != nil)
        }

        @Test("a list of 100,000 routes decodes")
        func aLongListDecodes() throws {
            let text = "[" + Array(repeating: "home", count: 100_000).joined(separator: ",") + "]"
            let routes = try RouteNotation.decodeList(ReliabilityRoute.self, from: text)
            #expect(routes.count == 100_000)
        }

        @Test(
            "an object of 100,000 labels within the length limit is refused in bounded time",
            .timeLimit(.minutes(1)))
        func manyLabelsAreBounded() {
            let text = "product({" + (0..<100_000).map { "k\($0): 1" }.joined(separator: ",") + "})"
            #expect(text.utf8.count <= RouteNotation.maximumLength)
            #expect(decodeError(text) != nil)
        }

        @Test("errors in very long multi-line text point at the right line")
        func errorPositionsInLongText() {
            let text = String(repeating: "\n", count: 50_000) + "detail(id: x)"
            let error = decodeError(text)
            #expect(error?.line == 50_001)
            #expect(error?.column == 12)
        }
    }
}
