import NavPilotScenario
import Testing

@MainActor
@Suite("Parsing and checking: every error at its place, with a caret")
struct ParserErrorTests {
    func errors(_ text: String) -> String {
        TestSessions.parseErrors(text)
    }

    @Test func unknownCommandSuggestsTheClosestOne() {
        #expect(
            errors("Session split\nPusj feed feed\n") == """
                t.scenario:2:1: unknown command 'Pusj'; did you mean 'Push'?
                Pusj feed feed
                ^~~~
                """)
    }

    @Test func setThemeNamesABuiltInThemeAndAMisspeltOneIsPointedAt() {
        #expect(errors("Session split\nSet Theme light\nKey enter\nSet Theme high-contrast\n") == "no errors")
        let misspelt = errors("Session split\nSet Theme ligth\n")
        #expect(
            misspelt.hasPrefix(
                "t.scenario:2:11: unknown theme 'ligth': choose dark, light, high-contrast, mono or auto "
                    + "(did you mean light?)"), "\(misspelt)")
        let automatic = errors("Session split\nSet Theme auto\n")
        #expect(automatic.contains("a scenario has no terminal to ask for its background"), "\(automatic)")
    }

    @Test func openURLLinksAreCheckedBeforeAnythingRunsLikePush() {
        let wrongScheme = errors("Session split\nOpenURL feed \"other://stack?r=feed\"\n")
        #expect(wrongScheme.hasPrefix("t.scenario:2:14: wrong scheme 'other', expected 'navpilot'\n"), "\(wrongScheme)")
        let unknownCase = errors("Session split\nKey enter\nOpenURL feed \"navpilot://stack?r=feed&r=nosuch\"\n")
        #expect(unknownCase.hasPrefix("t.scenario:3:14: "), "\(unknownCase)")
        #expect(unknownCase.contains("entry 1"), "\(unknownCase)")
        #expect(errors("Session split\nOpenURL feed \"navpilot://stack?r=feed\"\n") == "no errors")
    }

    @Test func unknownPaneListsThePanes() {
        #expect(
            errors("Session split\nPop fed\n") == """
                t.scenario:2:5: unknown pane 'fed' in session split; panes are feed, chat
                Pop fed
                    ^~~
                """)
    }

    @Test func unknownSessionSuggestsOrLists() {
        #expect(
            errors("Session splt\n") == """
                t.scenario:1:9: unknown session 'splt'; did you mean 'split'?
                Session splt
                        ^~~~
                """)
        #expect(
            errors("Session nothing-like-it").hasPrefix(
                "t.scenario:1:9: unknown session 'nothing-like-it'; sessions are split, callback"))
    }

    @Test func unknownRouteCaseIsPlacedInsideTheRoute() {
        #expect(
            errors("Session split\nPush feed pots(id: 1, title: \"x\")\n") == """
                t.scenario:2:11: unknown case 'pots' of FeedRoute; expected one of feed, post, authorProfile
                Push feed pots(id: 1, title: "x")
                          ^~~~
                """)
    }

    @Test func routeErrorsInsideListsMapToTheirColumn() {
        let text = "Session split\nExpectStack feed [feed, post(id: \"one\", title: \"x\")]"
        let output = errors(text)
        #expect(output.hasPrefix("t.scenario:2:34: "))
        #expect(output.hasSuffix("\n                                 ^~~~~"))
    }

    @Test func badLiteralsNameWhatWasExpected() {
        #expect(
            errors("Session split\nExpectDepth feed two\n") == """
                t.scenario:2:18: expected a number for the depth, found 'two'
                ExpectDepth feed two
                                 ^~~
                """)
        #expect(
            errors("Session split\nSet Size 100by30").hasPrefix(
                "t.scenario:2:10: expected a size like 100x30, found '100by30'"))
        #expect(
            errors("Session split\nKey entr").hasPrefix("t.scenario:2:5: unknown key 'entr'; did you mean 'enter'?"))
        #expect(errors("Session split\nPop feed 0").hasPrefix("t.scenario:2:10: the count must be at least 1"))
    }

    @Test func unterminatedStringUnderlinesTheRestOfTheLine() {
        #expect(
            errors("Session split\nType \"Jane\n") == """
                t.scenario:2:6: unterminated string
                Type "Jane
                     ^~~~~
                """)
    }

    @Test func unclosedParenthesisPointsWhereTheCloserWasExpected() {
        #expect(
            errors("Session split\nPush feed post(id: 1\n") == """
                t.scenario:2:21: expected ')' to close 'post('
                Push feed post(id: 1
                                    ^
                """)
        #expect(
            errors("Session split\nReplace feed [feed, post(id: 1]\n").hasPrefix(
                "t.scenario:2:31: expected ')' to close 'post(', found ']'"))
    }

    @Test func wrongArgumentCountsGiveTheUsage() {
        #expect(
            errors("Session split\nPop feed 1 2\n") == """
                t.scenario:2:12: Pop takes a pane and an optional count
                Pop feed 1 2
                           ^
                """)
        #expect(
            errors("Session split\nPush feed").hasPrefix("t.scenario:2:1: Push takes a pane and one or more routes"))
        #expect(errors("Session split\nType Jane").hasPrefix("t.scenario:2:6: Type takes one string"))
    }

    @Test func sessionMustComeFirstAndSetSizeRightAfter() {
        #expect(errors("Key enter\n").hasPrefix("t.scenario:1:1: the first command must be Session NAME"))
        #expect(errors("# nothing\n").hasPrefix("t.scenario:1:1: empty scenario"))
        #expect(
            errors("Session split\nKey enter\nSet Size 80x24").hasPrefix(
                "t.scenario:3:1: Set Size must come right after Session"))
    }

    @Test func nonCodableRoutesCannotBeWrittenButCanBeExpectedByName() {
        #expect(errors("Session callback\nExpectStack main [start, profile]") == "no errors")
        #expect(
            errors("Session callback\nPush main start").hasPrefix(
                "t.scenario:2:11: routes of CallbackRoute are not Codable and cannot be written as text"))
    }

    @Test func allErrorsAreReportedAtOnceInFileOrder() {
        let text = """
            Session split
            Pusj feed feed
            Pop fed
            Type "open
            ExpectTop chat thred(id: 1, with: "Alice")
            Snapshot a
            Snapshot a
            """
        let lines = errors(text).split(separator: "\n").filter { $0.hasPrefix("t.scenario:") }
        #expect(
            lines == [
                "t.scenario:2:1: unknown command 'Pusj'; did you mean 'Push'?",
                "t.scenario:3:5: unknown pane 'fed' in session split; panes are feed, chat",
                "t.scenario:4:6: unterminated string",
                "t.scenario:5:16: unknown case 'thred' of ChatRoute; expected one of inbox, thread",
                "t.scenario:7:10: snapshot 'a' is already taken on line 6",
            ])
    }

    @Test func everyCommandOfTheLanguageParses() throws {
        let text = """
            Session split            # first command
            Set Size 100x30
            Key enter
            Key down 3
            Key shift+tab
            Key ctrl+x
            Key f5
            Key j
            Type "Jane \\"J\\" \\u{1F600}"
            Focus chat
            Focus next
            Focus prev
            Push feed post(id: 2, title: "SwiftUI Tricks")
            Pop feed
            Pop feed 2
            PopTo feed feed
            PopToLast feed feed
            PopToRoot chat
            Replace feed [feed, post(id: 1, title: "Swift Tips")]
            ReplaceCurrent feed authorProfile(name: "Jane Doe")
            Back
            Back chat
            OpenURL feed "navpilot://stack?r=feed"
            Resize 80x24
            Zoom feed
            Unzoom
            ExpectStack feed [feed, post(id: 1, title: "Swift Tips")]
            ExpectTop chat thread(id: 1, with: "Alice")
            ExpectDepth feed 2
            ExpectFocus chat
            ExpectZoom none
            ExpectText "Swift Tips"
            ExpectText in chat "Alice"
            ExpectNoText in feed "Jane Doe"
            ExpectNoText "Jane Doe"
            Snapshot after-push
            Paste "pasted"
            Relaunch
            """
        let scenario = try Scenario.parse(text, file: "dir/all.scenario", catalog: TestSessions.catalog)
        #expect(scenario.steps.count == 36)
        #expect(scenario.name == "all")
        #expect(scenario.snapshotDirectory == "dir/__snapshots__/all")
        #expect(scenario.steps[0].source == "Key enter")
        if case .type(let typed) = scenario.steps[6].action {
            #expect(typed == "Jane \"J\" 😀")
        } else {
            Issue.record("step 7 is not Type")
        }
    }
}
