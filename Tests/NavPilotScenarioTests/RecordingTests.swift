import NavPilotScenario
import NavPilotTUI
import Testing

@MainActor
@Suite("Recording a session as a scenario")
struct RecordingTests {
    @Test func theWriterMergesTypingAndRepeatedKeys() {
        let events: [InputEvent] = [
            .key(.down), .key(.down), .key(.down), .key(.enter),
            .key(.character("J")), .key(.character("a")), .key(.character(" ")), .key(.character("\"")),
            .key(.backTab), .key(.character("x"), .control), .paste("hi"), .resize(Size(width: 80, height: 24)),
            .resize(Size(width: 90, height: 24)),
        ]
        let text = ScenarioWriter.scenario(
            session: "split", size: Size(width: 100, height: 30), events: events,
            final: .init(
                focusedPane: "chat",
                stacks: [("feed", ["feed"]), ("chat", ["inbox", "thread(id: 1, with: \"Alice\")"])]))
        #expect(
            text == """
                Session split
                Set Size 100x30
                Key down 3
                Key enter
                Type "Ja \\""
                Key shift+tab
                Key ctrl+x
                Paste "hi"
                Resize 90x24
                ExpectFocus chat
                ExpectStack feed [feed]
                ExpectStack chat [inbox, thread(id: 1, with: "Alice")]

                """)
    }

    @Test func aHeadlessRecordingReplaysAndPasses() async throws {
        let recorder = RecordingApplication(WindowManager(session: TestSessions.splitScreen()))
        let loop = EventLoop(app: recorder, backend: HeadlessTerminal(size: Size(width: 100, height: 30)))
        loop.step([])
        for event: InputEvent in [
            .key(.down), .key(.enter), .key(.tab), .key(.down), .key(.enter), .key(.character("q")),
        ] {
            loop.step([event])
        }
        #expect(loop.hasQuit)
        #expect(recorder.events.count == 5)  // the quitting q is not part of the scenario

        let folder = TemporaryFolder()
        defer { folder.remove() }
        let path = folder.write(
            "recorded.scenario", recorder.scenario(sessionName: "split", size: Size(width: 100, height: 30)))
        let text = try #require(folder.read("recorded.scenario"))
        #expect(text.contains("ExpectStack chat [inbox, thread(id: 2, with: \"Bob\")]"))
        let scenario = try Scenario.load(path: path, catalog: TestSessions.catalog)
        let result = await ScenarioRunner.run(scenario, catalog: TestSessions.catalog)
        #expect(result.failure == nil, "\(result.failure?.description ?? "")")
    }
}
