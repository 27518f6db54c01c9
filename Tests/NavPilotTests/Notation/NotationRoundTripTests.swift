import NavPilot
import Testing

@Suite("Route notation: round trip")
struct NotationRoundTripTests {
    @Test("thousands of generated routes decode to themselves in both styles, and re-encode to the same text")
    func generatedRoutesRoundTrip() throws {
        for seed: UInt64 in 1...4 {
            var generator = RouteGenerator(seed: seed)
            for index in 0..<1_000 {
                let route = generator.route()
                for style in [RouteNotation.Style.pretty, .compact] {
                    let text = try RouteNotation.encode(route, style: style)
                    let decoded = try RouteNotation.decode(SampleRoute.self, from: text)
                    #expect(decoded == route, "seed \(seed) case \(index): \(text)")
                    #expect(try RouteNotation.encode(decoded, style: style) == text, "seed \(seed) case \(index)")
                }
            }
        }
    }

    @Test("generated stacks round-trip as lists")
    func generatedListsRoundTrip() throws {
        var generator = RouteGenerator(seed: 99)
        for _ in 0..<300 {
            let stack = generator.stack()
            let text = try RouteNotation.encodeList(stack)
            #expect(try RouteNotation.decodeList(SampleRoute.self, from: text) == stack)
        }
    }

    @Test("decoding accepts any key order")
    func shuffledKeys() throws {
        let expected = SampleRoute.extremes(small: -1, big: 2, tiny: 3)
        #expect(try RouteNotation.decode(SampleRoute.self, from: "extremes(tiny: 3, big: 2, small: -1)") == expected)
        #expect(
            try RouteNotation.decode(SampleRoute.self, from: "product({name: \"K\", id: 1})")
                == .product(Product(id: 1, name: "K")))
    }

    @Test("decoding accepts extra whitespace, newlines, trailing commas, and empty parentheses")
    func whitespace() throws {
        let text = "  post (\n  id :\t1 ,\r\n  title : \"Swift Tips\" ,\n)  "
        #expect(try RouteNotation.decode(FeedRoute.self, from: text) == .post(id: 1, title: "Swift Tips"))
        #expect(try RouteNotation.decode(FeedRoute.self, from: "feed()") == .feed)
        #expect(try RouteNotation.decodeList(FeedRoute.self, from: "[ feed , feed , ]") == [.feed, .feed])
    }

    @Test("the explicit forms decode too: braces for a case, nil for an absent optional, escapes")
    func explicitForms() throws {
        #expect(try RouteNotation.decode(FeedRoute.self, from: "{feed: {}}") == .feed)
        #expect(
            try RouteNotation.decode(FeedRoute.self, from: "{\"post\": {id: 1, \"title\": \"t\"}}")
                == .post(id: 1, title: "t"))
        #expect(
            try RouteNotation.decode(SampleRoute.self, from: "optional(note: nil, count: 2)")
                == .optional(note: nil, count: 2))
        #expect(
            try RouteNotation.decode(FeedRoute.self, from: #"authorProfile(name: "\u{41}\u{1F680}\0")"#)
                == .authorProfile(name: "A🚀\u{0}"))
    }

    @Test("numbers keep their exact value: integer extremes and shortest doubles")
    func exactNumbers() throws {
        #expect(try RouteNotation.decode(UInt64.self, from: "18446744073709551615") == .max)
        #expect(try RouteNotation.decode(Int64.self, from: "-9223372036854775808") == .min)
        #expect(try RouteNotation.decode(Double.self, from: "5e-324") == .leastNonzeroMagnitude)
        #expect(try RouteNotation.decode(Double.self, from: "3") == 3)
        var generator = RouteGenerator(seed: 3)
        for _ in 0..<2_000 {
            let value = generator.double()
            #expect(
                try RouteNotation.decode(Double.self, from: RouteNotation.encode(value)).bitPattern == value.bitPattern)
        }
    }
}
