import NavPilotTestSupport
import Testing

@testable import NavPilotTUI

/// The command palette's ranking: every query character in order, case ignored; the start of the
/// text, word starts and adjacent letters beat scattered ones.
@Suite("Fuzzy matching and ranking of the command palette")
struct FuzzyMatchTests {
    private func score(_ query: String, _ text: String) -> Int? {
        FuzzyMatch.match(query, in: text)?.score
    }

    @Test func everyCharacterMustAppearInOrderIgnoringCase() {
        #expect(FuzzyMatch.match("zm", in: "Zoom") != nil)
        #expect(FuzzyMatch.match("mz", in: "Zoom") == nil, "order matters")
        #expect(FuzzyMatch.match("zooms", in: "Zoom") == nil, "every character")
        #expect(FuzzyMatch.match("", in: "anything")?.score == 0, "an empty query matches everything")
    }

    @Test func textBeyondASCIIIsComparedByCharactersNotBytes() {
        // The quick rejection reads bytes only while both sides are ASCII: these must still match.
        #expect(FuzzyMatch.match("k", in: "\u{212A}elvin") != nil, "the Kelvin sign lowers to k")
        #expect(FuzzyMatch.match("nv", in: "naïve") != nil, "letters around an accented one")
        #expect(FuzzyMatch.match("é", in: "Café Tips") != nil, "an accented letter in the query")
        #expect(FuzzyMatch.match("ÉT", in: "Café Tips")?.positions == [3, 5])
        #expect(FuzzyMatch.match("ex", in: "Café Tips") == nil, "a missing letter still rejects")
        #expect(FuzzyMatch.match("TIPZ", in: "swift tips") == nil, "ASCII text without the last letter")
    }

    @Test func aMatchExistsExactlyWhenEveryQueryCharacterAppearsInOrder() {
        // Random queries and texts over letters whose case or bytes could mislead a shortcut.
        let letters: [Character] = ["a", "A", "k", "K", "\u{212A}", "é", "É", "e\u{301}", "ß", " ", "·", "z", "i", "İ"]
        var generator = SeededGenerator(seed: 5)
        func random(_ length: ClosedRange<Int>) -> String {
            String(
                (0..<Int.random(in: length, using: &generator)).map { _ in letters.randomElement(using: &generator)! })
        }
        for _ in 0..<2000 {
            let (query, text) = (random(1...3), random(0...8))
            let wanted = Array(query.lowercased())
            var found = 0
            for letter in text where found < wanted.count && Character(letter.lowercased()) == wanted[found] {
                found += 1
            }
            let expected = found == wanted.count
            #expect((FuzzyMatch.match(query, in: text) != nil) == expected, "\(query) in \(text)")
        }
    }

    @Test func thePositionsAreTheBestPlacementNotTheFirst() {
        // "st": the s and t of "Swift Tips" start words; the first s and t of the text do not.
        let match = FuzzyMatch.match("st", in: "feed · Feed › Swift Tips")
        #expect(match?.positions == [14, 20])
        #expect(FuzzyMatch.match("tips", in: "feed · Feed › Swift Tips")?.positions == [20, 21, 22, 23])
    }

    @Test func wordStartsAndAdjacentLettersRankAboveScatteredOnes() throws {
        let wordStarts = try #require(score("sw", "feed · Feed › Swift Tips"))
        let scattered = try #require(score("sw", "show / hide the stack inspector"))
        #expect(wordStarts > scattered, "sw: Swift before s…w")
        let prefix = try #require(score("zoom", "zoom the focused pane"))
        let inside = try #require(score("zoom", "unzoom the pane"))
        #expect(prefix > inside, "the start of the text counts")
        let camel = try #require(score("sT", "swiftTips"))
        let plain = try #require(score("st", "sixty totals"))
        #expect(camel >= plain, "a capital after a small letter starts a word")
    }

    @MainActor @Test func theListRanksBestFirstThenShorterTitlesThenActionsPanesScreens() {
        func entry(_ kind: PaletteEntry.Kind, _ title: String) -> PaletteEntry {
            PaletteEntry(kind: kind, title: title, detail: "") { nil }
        }
        var palette = CommandPalette(entries: [
            entry(.screen, "chat · Inbox › Alice"), entry(.action, "focus the chat pane"), entry(.pane, "chat"),
            entry(.screen, "chat · Inbox"),
        ])
        palette.setQuery("chat")
        let titles = palette.shown.map { palette.entries[$0.entry].title }
        #expect(titles == ["chat", "chat · Inbox", "chat · Inbox › Alice", "focus the chat pane"])
    }
}

/// The labels a search scans: lowercased once, matched as UTF-8 bytes.
@Suite("Search labels: case ignored, any script, label boundaries kept")
struct SearchLabelsTests {
    @Test func aMatchIsInsideOneLabelIgnoringCaseInAnyScript() {
        let labels = SearchLabels(["Swift Tips", "ÜBER uns", "ab", "cd", "", "naïve"])
        #expect(labels.matches(of: "TIPS") == [0])
        #expect(labels.matches(of: "über") == [1], "non-ASCII letters are lowercased too")
        #expect(labels.matches(of: "bc").isEmpty, "a match never spans two labels")
        #expect(labels.matches(of: "ï") == [5])
        #expect(labels.matches(of: "").isEmpty)
        #expect(
            (labels + SearchLabels(["more tips"])).matches(of: "tips") == [0, 6], "joined labels keep their numbers")
    }
}
