import NavPilotScenario
import Testing

@MainActor
@Suite("Hostile scenario text: line endings, floods of errors, long lines and huge strings")
struct HostileScenarioTextTests {
    /// The problems of `text`, or nil when it parses.
    func problems(_ text: String) -> ScenarioDiagnostics? {
        do {
            _ = try Scenario.parse(text, file: "t.scenario", catalog: TestSessions.catalog)
            return nil
        } catch {
            return error
        }
    }

    // MARK: Line endings and byte order marks

    @Test func crlfFilesParseWithTheirLinesAndColumns() throws {
        let scenario = try Scenario.parse(
            "Session split\r\nKey enter\r\nExpectDepth feed 2\r\n", file: "t.scenario", catalog: TestSessions.catalog)
        #expect(scenario.steps.map(\.line) == [2, 3])
        #expect(scenario.steps.map(\.source) == ["Key enter", "ExpectDepth feed 2"])
        #expect(
            problems("Session split\r\nKey enter\r\nPop fed\r\n")?.description == """
                t.scenario:3:5: unknown pane 'fed' in session split; panes are feed, chat
                Pop fed
                    ^~~
                """)
    }

    @Test func loneCarriageReturnsEndLinesLikeLineFeeds() throws {
        let scenario = try Scenario.parse(
            "Session split\rKey enter\n\rExpectDepth feed 2", file: "t.scenario", catalog: TestSessions.catalog)
        #expect(scenario.steps.map(\.line) == [2, 4])
        #expect(
            problems("Session split\rPusj feed feed")?.description.hasPrefix("t.scenario:2:1: unknown command") == true)
    }

    @Test func aByteOrderMarkIsSkippedAtTheStartOnlyAndColumnsStayRight() throws {
        let scenario = try Scenario.parse(
            "\u{FEFF}Session split\r\nKey enter\r\n", file: "t.scenario", catalog: TestSessions.catalog)
        #expect(scenario.sessionName == "split")
        #expect(
            problems("\u{FEFF}Session splt\n")?.description == """
                t.scenario:1:9: unknown session 'splt'; did you mean 'split'?
                Session splt
                        ^~~~
                """)
        // Anywhere else it is text like any other.
        #expect(
            problems("Session split\n\u{FEFF}Key enter\n")?.description.hasPrefix("t.scenario:2:1: unknown command")
                == true)

    }

    // MARK: Floods of errors

    @Test func aLineOfThousandsOfBadRoutesShowsItsFirstTenAndCountsTheRest() throws {
        let line = "Push feed " + Array(repeating: "pots(1)", count: 8000).joined(separator: " ")
        let found = try #require(problems("Session split\n\(line)\nPop fed\n"))
        #expect(found.count == 8001)
        #expect(found.diagnostics.count == 11)
        #expect(found.diagnostics.filter { $0.span.line == 2 }.count == 10)
        // The lines after the flooded one still have their say.
        #expect(found.diagnostics.last?.description.hasPrefix("t.scenario:3:5: unknown pane 'fed'") == true)
        #expect(found.omittedCount == 7990)
        #expect(ScenarioReport.lines(forMalformed: "t", found).first == "✘ t  malformed: 8001 errors")
        #expect(
            found.description.hasSuffix("\n… and 7990 more errors (the first 10 of a line and 100 of a file are shown)")
        )
        // Eleven errors of three lines each, every line cut around its caret.
        #expect(found.description.utf8.count < 11 * 3 * 200 + 200)
    }

    @Test func aFileOfManyBadLinesShowsTheFirstHundredInFileOrder() throws {
        let text = "Session split\n" + String(repeating: "Pusj feed feed\n", count: 300) + "Pop fed\n"
        let found = try #require(problems(text))
        #expect(found.count == 301)
        #expect(found.diagnostics.map(\.span.line) == Array(2...101))
        #expect(
            found.description.hasSuffix("… and 201 more errors (the first 10 of a line and 100 of a file are shown)"))
    }

    // MARK: Long lines and values

    @Test func aLongLineIsShownAroundTheCaretWithMarksWhereItWasCut() throws {
        let padding = String(repeating: "feed ", count: 2000)
        let line = "Push feed " + padding + "pots(1) " + padding
        let found = try #require(problems("Session split\n\(line)\n"))
        let rendered = found.description.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        #expect(rendered.count == 3)
        #expect(
            rendered[0]
                == "t.scenario:2:10011: unknown case 'pots' of FeedRoute; expected one of feed, post, authorProfile")
        let shown = Array(rendered[1])
        #expect(shown.first == "…" && shown.last == "…")
        #expect(shown.count <= 162)
        let caret = Array(rendered[2])
        let column = try #require(caret.firstIndex(of: "^"))
        #expect(String(caret[column...]) == "^~~~")
        #expect(String(shown[column..<(column + 4)]) == "pots")
    }

    @Test func aMissingCloserAtTheEndOfALongLineIsShownAtTheEnd() throws {
        let line = "Push feed " + String(repeating: "a( ", count: 8000)
        let rendered = try #require(problems("Session split\n\(line)\n")).description.split(separator: "\n").map(
            String.init)
        #expect(rendered[0] == "t.scenario:2:24011: expected ')' to close 'a('")
        #expect(rendered[1].hasPrefix("…") && !rendered[1].hasSuffix("…"))
        // The caret stands right after the last character shown, where the closer was expected.
        #expect(rendered[2].count == rendered[1].count + 1)
        #expect(rendered[2].hasSuffix(" ^"))
    }

    @Test func messagesEchoOnlyTheStartOfAHugeValue() throws {
        let huge = String(repeating: "x", count: 100_000)
        for text in [
            "Session split\nKey \(huge)", "Session split\n\(huge)", "Session \(huge)", "Session split\nPop \(huge)",
        ] {
            let found = try #require(problems(text))
            let message = try #require(found.diagnostics.first?.description)
            #expect(message.count < 400, "\(message.prefix(100))")
            #expect(message.contains(String(repeating: "x", count: 40) + "…"))
        }
    }

    @Test func controlCharactersAreShownEscapedWithTheCaretStillUnderTheToken() throws {
        let found = try #require(problems("Session split\nPop \u{1B}x\u{7} fed\nPop \u{1B}x\n"))
        #expect(
            found.description == #"""
                t.scenario:2:9: expected a number for the count, found 'fed'
                Pop \u{1B}x\u{7} fed
                                 ^~~
                t.scenario:3:5: unknown pane '\u{1B}x' in session split; panes are feed, chat
                Pop \u{1B}x
                    ^~~~~~~
                """#)
    }

    // MARK: Strings to type and paste

    @Test func typeTakesAtMostAHundredThousandCharactersAndSaysToPasteMore() throws {
        #expect(problems("Session split\nType \"\(String(repeating: "a", count: 100_000))\"") == nil)
        let found = try #require(problems("Session split\nType \"\(String(repeating: "a", count: 100_001))\""))
        #expect(
            found.diagnostics.map(\.description) == [
                "t.scenario:2:6: a Type types at most 100000 characters, one key press each; this one has 100001: "
                    + "use Paste for long text"
            ])
    }

    @Test func aBurstCountsItsKeysAndTheCharactersOfItsStringsTogether() throws {
        let half = String(repeating: "a", count: 50_000)
        #expect(problems("Session split\nBurst \"\(half)\" \"\(half)\"") == nil)
        let found = try #require(problems("Session split\nBurst \"\(half)\" enter \"\(half)\""))
        #expect(found.diagnostics.map(\.span.column) == [7 + 50_002 + 7])
        #expect(
            found.diagnostics[0].message
                == "a Burst presses at most 100000 keys, one for each key name and each character of its strings; "
                + "this one has 100001: use Paste for long text")
    }

    @Test func aKeyPressesAtMostAsManyKeysAsATypeTypes() throws {
        #expect(problems("Session split\nKey down 100000\nPop feed 1000000") == nil)
        let found = try #require(problems("Session split\nKey down 100001\n"))
        #expect(found.diagnostics.map(\.description) == ["t.scenario:2:10: the count must be at most 100000"])
    }

    @Test func pasteTakesAtMostOnePasteEventOfText() throws {
        let limit = ScenarioLimits.maximumPastedCharacters
        #expect(limit == 1 << 20)
        #expect(problems("Session split\nPaste \"\(String(repeating: "a", count: limit))\"") == nil)
        let found = try #require(problems("Session split\nPaste \"\(String(repeating: "a", count: limit + 1))\""))
        #expect(found.diagnostics.map(\.span.column) == [7])
        #expect(found.diagnostics[0].message.hasPrefix("a Paste takes at most 1048576 characters"))
    }
}
