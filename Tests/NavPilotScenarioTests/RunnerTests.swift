import NavPilotScenario
import NavPilotTestSupport
import Testing

@MainActor
@Suite("Running scenarios headlessly")
struct RunnerTests {
    func run(_ text: String, folder: TemporaryFolder, update: Bool = false) async throws -> ScenarioResult {
        let path = try folder.write("case.scenario", text)
        let scenario = try Scenario.load(path: path, catalog: TestSessions.catalog)
        return await ScenarioRunner.run(scenario, catalog: TestSessions.catalog, updateSnapshots: update)
    }

    @Test func keysOperationsAndExpectationsPass() async throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let result = try await run(
            """
            Session split
            Set Size 100x30
            Key enter                      # opens Swift Tips in the feed
            ExpectStack feed [feed, post(id: 1, title: "Swift Tips")]
            ExpectTop feed post(title: "Swift Tips", id: 1)   # any key order
            ExpectText in feed "View Author Profile"
            Focus chat
            Key down
            Key enter
            ExpectTop chat thread(id: 2, with: "Bob")
            ExpectFocus chat
            Push feed authorProfile(name: "Jane Doe")
            ExpectDepth feed 3
            Back feed
            PopTo feed feed
            ExpectStack feed [feed]
            Replace feed [feed, post(id: 2, title: "SwiftUI Tricks")]
            ReplaceCurrent feed authorProfile(name: "Ann")
            ExpectStack feed [feed, authorProfile(name: "Ann")]
            Zoom feed
            ExpectZoom feed
            ExpectNoText "Inbox"
            Unzoom
            Resize 80x24
            ExpectText "Inbox"
            OpenURL chat "navpilot://stack?r=inbox&r=thread(id:1,with:%22Alice%22)"
            ExpectStack chat [inbox, thread(id: 1, with: "Alice")]
            """, folder: folder)
        #expect(result.failure == nil, "\(result.failure?.description ?? "")")
        #expect(result.stepsRun == 25)
    }

    @Test func aFailedStackExpectationShowsADiffAndStopsTheScenario() async throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let result = try await run(
            """
            Session split
            Key down
            Key enter
            ExpectStack feed [feed, post(id: 1, title: "Swift Tips")]
            ExpectDepth feed 1
            """, folder: folder)
        let failure = try #require(result.failure)
        #expect(result.stepsRun == 3)
        #expect(
            failure.description == """
                \(folder.path)/case.scenario:4: ExpectStack feed [feed, post(id: 1, title: "Swift Tips")]: \
                the stack differs (- expected, + actual)
                    feed
                  - post(id: 1, title: "Swift Tips")
                  + post(id: 2, title: "SwiftUI Tricks")
                """)
    }

    @Test func aFailedTextExpectationShowsThePane() async throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let result = try await run("Session split\nExpectText in chat \"Carol\"", folder: folder)
        let failure = try #require(result.failure)
        #expect(failure.message == "\"Carol\" not found in pane chat; it shows:")
        #expect(failure.details.contains("|  ▸ Alice"), "the pane without focus keeps its selection, dimmed")
        #expect(failure.details.contains("|    Bob"))
        // The empty rows below the last text say nothing: the frame ends at the last row with text.
        #expect(
            failure.details.last.map { $0.trimmingCharacters(in: .whitespaces) != "|" } == true, "\(failure.details)")
        #expect(failure.details.count < 10, "\(failure.details.count) rows for a pane of two")
    }

    @Test func otherExpectationsSayWhatWasFound() async throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let top = try await run("Session split\nExpectTop feed post(id: 1, title: \"x\")", folder: folder)
        #expect(top.failure?.message == "expected the top post(id: 1, title: \"x\"), found feed")
        let focus = try await run("Session split\nExpectFocus chat", folder: folder)
        #expect(focus.failure?.message == "expected the focus on chat, found it on feed")
        let depth = try await run("Session split\nExpectDepth chat 2", folder: folder)
        #expect(depth.failure?.message == "expected depth 2, found 1")
        #expect(depth.failure?.details == ["stack: [inbox]"])
    }

    @Test func nonCodableStacksCompareByCaseName() async throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let result = try await run(
            """
            Session callback
            Key enter
            ExpectStack main [start, profile]
            Key enter
            ExpectStack main [start]
            """, folder: folder)
        #expect(result.failure == nil, "\(result.failure?.description ?? "")")
    }

    @Test func stepsAfterQuittingFailUnlessRelaunched() async throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let quit = try await run("Session split\nKey q\nKey enter", folder: folder)
        #expect(quit.failure?.line == 3)
        let relaunched = try await run(
            "Session split\nKey enter\nKey q\nRelaunch\nExpectStack feed [feed]\nKey enter\nExpectDepth feed 2",
            folder: folder)
        #expect(relaunched.failure == nil, "\(relaunched.failure?.description ?? "")")
    }

    @Test func clickOnTextPressesWhatIsThereAndFocusesItsPane() async throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let result = try await run(
            """
            Session split
            Click "Bob"
            ExpectFocus chat
            ExpectTop chat thread(id: 2, with: "Bob")
            Click in feed "Swift Tips"
            ExpectFocus feed
            ExpectTop feed post(id: 1, title: "Swift Tips")
            Click in chat
            ExpectFocus chat
            """, folder: folder)
        #expect(result.passed, "\(result.failure?.description ?? "")")
    }

    @Test func clickOnAPositionActsAsTheMouseThere() async throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        // Column 75, row 2: the chat pane's first row (Alice) on a 100x30 split screen.
        let result = try await run("Session split\nClick 75,2\nExpectFocus chat\n", folder: folder)
        #expect(result.passed, "\(result.failure?.description ?? "")")
    }

    @Test func aClickOnTextThatIsNotShownFailsAndShowsTheScreen() async throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let missing = try await run("Session split\nClick in feed \"Alice\"\n", folder: folder)
        #expect(missing.failure?.line == 2)
        #expect(missing.failure?.message == #""Alice" is not in pane feed, so there is nothing to point at; it shows:"#)
        #expect(missing.failure?.details.contains { $0.contains("Swift Tips") } == true)
        let outside = try await run("Session split\nClick 100,2\n", folder: folder)
        #expect(outside.failure?.message == "100,2 is outside the 100x30 screen")
    }

    @Test func expectationsOfTheWholeScreenDoNotReadTheStatusLine() async throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        // The status line offers "q quit"; no pane shows it.
        let result = try await run("Session split\nExpectNoText \"q quit\"\n", folder: folder)
        #expect(result.passed, "\(result.failure?.description ?? "")")
    }
}
