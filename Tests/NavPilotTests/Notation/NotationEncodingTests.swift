import NavPilot
import Testing

@Suite("Route notation: encoding")
struct NotationEncodingTests {
    @Test(
        "prints each payload shape the way Swift writes it",
        arguments: [
            (SampleRoute.home, "home"),
            (.detail(id: 11), "detail(id: 11)"),
            (.post(id: 1, title: "Swift Tips"), "post(id: 1, title: \"Swift Tips\")"),
            (.product(Product(id: 1, name: "Keyboard")), "product({id: 1, name: \"Keyboard\"})"),
            (.pair(2, "b"), "pair(2, \"b\")"),
            (.mixed(3, label: "c"), "mixed(3, label: \"c\")"),
            (.media(kind: .video), "media(kind: video)"),
            (.media(kind: .article(words: 900)), "media(kind: article(words: 900))"),
            (.checkout(items: ["Mouse"]), "checkout(items: [\"Mouse\"])"),
            (.checkout(items: []), "checkout(items: [])"),
            (.optional(note: nil, count: nil), "optional"),
            (.optional(note: "n", count: nil), "optional(note: \"n\")"),
            (
                .extremes(small: .min, big: .max, tiny: -128),
                "extremes(small: -9223372036854775808, big: 18446744073709551615, tiny: -128)"
            ),
            (.measure(value: 0.1, ratio: 1.5), "measure(value: 0.1, ratio: 1.5)"),
            (.measure(value: 1e300, ratio: -0.0), "measure(value: 1e+300, ratio: -0.0)"),
            (.flag(true), "flag(true)"),
            (.matrix([[1, 2], []]), "matrix([[1, 2], []])"),
            (.sparse([1, nil]), "sparse([1, nil])"),
            (.child(.child(.home)), "child(child(home))"),
        ])
    func prettyText(route: SampleRoute, expected: String) throws {
        #expect(try RouteNotation.encode(route) == expected)
    }

    @Test("compact style drops the spaces after ':' and ','")
    func compactStyle() throws {
        let text = try RouteNotation.encode(FeedRoute.post(id: 1, title: "Swift Tips"), style: .compact)
        #expect(text == "post(id:1,title:\"Swift Tips\")")
        #expect(try RouteNotation.encode(SampleRoute.pair(1, "a b"), style: .compact) == "pair(1,\"a b\")")
    }

    @Test("strings escape quotes, backslashes and control characters and keep non-ASCII as is")
    func stringEscapes() throws {
        let title = "say \"hi\"\\ \n\t\r\u{0}\u{1B}\u{7F} café 🚀"
        let text = try RouteNotation.encode(FeedRoute.post(id: 1, title: title))
        #expect(text == #"post(id: 1, title: "say \"hi\"\\ \n\t\r\u{0}\u{1B}\u{7F} café 🚀")"#)
    }

    @Test("non-finite doubles print as .nan, .infinity and -.infinity")
    func nonFiniteDoubles() throws {
        #expect(try RouteNotation.encode(Double.nan) == ".nan")
        #expect(try RouteNotation.encode(Double.infinity) == ".infinity")
        #expect(try RouteNotation.encode(-Double.infinity) == "-.infinity")
        #expect(try RouteNotation.decode(Double.self, from: ".nan").isNaN)
        #expect(try RouteNotation.decode(Float.self, from: "-.infinity") == -.infinity)
    }

    @Test("keyed values that are not a case print in braces, awkward keys quoted")
    func keyedValues() throws {
        #expect(try RouteNotation.encode(Product(id: 1, name: "K")) == "{id: 1, name: \"K\"}")
        #expect(try RouteNotation.encode(["only key": 1]) == "{\"only key\": 1}")
        #expect(try RouteNotation.encode(["nil": 1]) == "{\"nil\": 1}")
    }

    @Test("encoding is deterministic: the same value gives the same bytes")
    func deterministic() throws {
        var generator = RouteGenerator(seed: 7)
        for _ in 0..<200 {
            let route = generator.route()
            #expect(try RouteNotation.encode(route) == RouteNotation.encode(route))
        }
    }

    @Test("a list prints in brackets")
    func list() throws {
        let text = try RouteNotation.encodeList([FeedRoute.feed, .post(id: 1, title: "Swift Tips")])
        #expect(text == "[feed, post(id: 1, title: \"Swift Tips\")]")
    }

    @Test("describe uses notation for Codable routes and the case name otherwise")
    func describe() {
        enum ClosureRoute: Hashable {
            case home
            case profile(onSignOut: Int)
        }
        #expect(
            RouteNotation.describe(FeedRoute.post(id: 1, title: "Swift Tips")) == "post(id: 1, title: \"Swift Tips\")")
        #expect(RouteNotation.describe(ClosureRoute.home) == "home")
        #expect(RouteNotation.describe(ClosureRoute.profile(onSignOut: 3)) == "profile")
    }
}
