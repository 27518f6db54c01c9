import NavPilot
import Testing

@Suite("Route notation: errors")
struct NotationErrorTests {
    private func error<T: Decodable>(_ type: T.Type, _ text: String) -> String {
        do {
            _ = try RouteNotation.decode(type, from: text)
            return "no error"
        } catch {
            return error.description
        }
    }

    @Test(
        "malformed text is reported with line, column and what was expected",
        arguments: [
            ("post(id: 1, title: \"A\"", "1:23: expected ')' to close 'post('"),
            ("post(id: 1 title: \"A\")", "1:12: expected ')' to close 'post(', found 'title'"),
            ("post(id: 1,", "1:12: expected ')' to close 'post('"),
            ("[feed, feed", "1:12: expected ']' to close '['"),
            ("{id: 1", "1:7: expected '}' to close '{'"),
            ("{id 1}", "1:2: expected a key followed by ':', found 'id'"),
            ("", "1:1: expected a value, found end of input"),
            ("feed feed", "1:6: unexpected 'feed' after the value"),
            ("post(id: #)", "1:10: expected a value, found '#'"),
            ("post(id: 1.)", "1:12: malformed number '1.': expected a digit, found ')'"),
            ("post(id: -)", "1:11: malformed number '-': expected a digit, found ')'"),
            ("post(id: .5)", "1:10: malformed number: expected '.nan' or '.infinity'"),
            ("authorProfile(name: \"abc)", "1:21: unterminated string"),
            ("authorProfile(name: \"a\nb\")", "1:21: unterminated string"),
            (#"authorProfile(name: "\q")"#, "1:22: invalid escape '\\q'"),
            (#"authorProfile(name: "\é")"#, "1:22: invalid escape '\\é'"),
            (
                #"authorProfile(name: "\u{D800}")"#,
                "1:22: invalid unicode escape: expected '\\u{' 1 to 8 hex digits of a scalar '}'"
            ),
            ("post(id: 1, id: 2)", "1:13: duplicate label 'id'"),
            ("feed\n\npost(id: 1,\n  title: ]", "3:1: unexpected 'post' after the value"),
            ("[feed,\n  post(id: 1,\n    title: ]", "3:12: expected a value, found ']'"),
            ("[\"日本\", \"🚀\", #]", "1:13: expected a value, found '#'"),
        ])
    func syntaxErrors(text: String, expected: String) {
        if text.hasPrefix("[") || text.hasPrefix("{") {
            #expect(error([FeedRoute].self, text) == expected)
        } else {
            #expect(error(FeedRoute.self, text) == expected)
        }
    }

    @Test("a value of the wrong type names the label, the expectation and what was found")
    func typeMismatches() {
        #expect(error(FeedRoute.self, "post(id:\"x\",title:\"t\")") == "1:9: expected an integer for 'id', found \"x\"")
        #expect(error(FeedRoute.self, "post(id: 1.5, title: \"t\")") == "1:10: expected an integer for 'id', found 1.5")
        #expect(error(FeedRoute.self, "post(id: 1, title: 2)") == "1:20: expected a string for 'title', found 2")
        #expect(error(SampleRoute.self, "flag(1)") == "1:6: expected true or false for argument 1, found 1")
        #expect(
            error(SampleRoute.self, "extremes(small: 1, big: -1, tiny: 1)")
                == "1:25: expected an integer that fits in UInt64 for 'big', found -1")
        #expect(error(SampleRoute.self, "checkout(items: \"a\")") == "1:17: expected a list for 'items', found \"a\"")
        #expect(
            error(SampleRoute.self, "checkout(items: [\"a\", 2])") == "1:23: expected a string for element 1, found 2")
        #expect(
            error(SampleRoute.self, "product(3)") == "1:9: expected a value of Product for argument 1, found 3")
    }

    @Test("a missing label names it and the case it belongs to")
    func missingLabel() {
        #expect(error(FeedRoute.self, "post(id: 1)") == "1:1: missing 'title' in 'post'")
        #expect(error(FeedRoute.self, "[feed]") == "1:1: expected a value of FeedRoute, found a list")
        #expect(error([FeedRoute].self, "[feed, post(title: \"t\")]") == "1:8: missing 'id' in 'post'")
    }

    @Test("an unknown case name is reported, with the accepted names when the type lists them")
    func unknownCase() {
        #expect(
            error(FeedRoute.self, "feeed")
                == "1:1: unknown case 'feeed' of FeedRoute; expected one of feed, post, authorProfile")
        #expect(error([ChatRoute].self, "[inbox,  thred(id: 1)]") == "1:10: unknown case 'thred' of ChatRoute")
        #expect(
            error(ChatRoute.self, "{inbox: {}, newMessage: {}}") == "1:1: expected one case of ChatRoute, found 2 keys")
        #expect(error(ChatRoute.self, "{}") == "1:1: expected a case of ChatRoute, found an empty value")
        #expect(error(ChatRoute.self, "12") == "1:1: expected a value of ChatRoute, found 12")
    }

    @Test("nesting deeper than the limit fails with an error, not a stack overflow")
    func depthLimit() {
        let deep = String(repeating: "[", count: 100_000) + String(repeating: "]", count: 100_000)
        #expect(error([Int].self, deep) == "1:65: nesting deeper than 64 levels")
        let deepCases = String(repeating: "child(", count: 70) + "home" + String(repeating: ")", count: 70)
        #expect(error(SampleRoute.self, deepCases) == "1:390: nesting deeper than 64 levels")
        let withinLimit = String(repeating: "child(", count: 60) + "home" + String(repeating: ")", count: 60)
        #expect(error(SampleRoute.self, withinLimit) == "no error")
    }

    @Test("encoding a value nested deeper than the limit throws instead of recursing without end")
    func encodingDepthLimit() {
        var route = SampleRoute.home
        for _ in 0..<200 { route = .child(route) }
        #expect(throws: EncodingError.self) { try RouteNotation.encode(route) }
    }

    @Test("text longer than the limit is refused before parsing")
    func lengthLimit() {
        let long = "\"" + String(repeating: "a", count: RouteNotation.maximumLength) + "\""
        #expect(
            error(String.self, long)
                == "1:1: text of \(RouteNotation.maximumLength + 2) bytes is longer than the limit of \(RouteNotation.maximumLength) bytes"
        )
    }

    @Test("columns count characters, not bytes")
    func columnsCountCharacters() {
        #expect(error(FeedRoute.self, "authorProfile(name: \"é🚀\", x: #)") == "1:30: expected a value, found '#'")
    }
}
