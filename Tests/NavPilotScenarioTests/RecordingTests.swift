import NavPilotScenario
import NavPilotTUI
import NavPilotTestSupport
import Testing

@MainActor
@Suite("Recording a session as a scenario")
struct RecordingTests {
    @Test func theWriterMergesTypingAndRepeatedKeys() throws {
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

        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let path = try folder.write(
            "recorded.scenario", recorder.scenario(sessionName: "split", size: Size(width: 100, height: 30)))
        let text = try #require(folder.read("recorded.scenario"))
        #expect(text.contains("ExpectStack chat [inbox, thread(id: 2, with: \"Bob\")]"))
        let scenario = try Scenario.load(path: path, catalog: TestSessions.catalog)
        let result = await ScenarioRunner.run(scenario, catalog: TestSessions.catalog)
        #expect(result.failure == nil, "\(result.failure?.description ?? "")")
    }

    @Test func aBorderDraggedIsWrittenAsOneDragFromThePressToWhereItEnded() {
        let events: [InputEvent] = [
            .mouse(MouseEvent(position: Point(x: 49, y: 5), button: .left, kind: .press)),
            .mouse(MouseEvent(position: Point(x: 55, y: 5), button: .left, kind: .drag)),
            .mouse(MouseEvent(position: Point(x: 61, y: 6), button: .left, kind: .drag)),
            .mouse(MouseEvent(position: Point(x: 61, y: 6), button: .left, kind: .release)),
        ]
        let text = ScenarioWriter.scenario(
            session: "split", size: Size(width: 100, height: 30), events: events,
            final: .init(focusedPane: "feed", stacks: []))
        #expect(text.contains("\nDrag 49,5 61,6\n"), "\(text)")
        #expect(!text.contains("Click"))
    }

    @Test func mouseClicksAndTheWheelAreWrittenAsCommandsThatReplay() throws {
        func mouse(_ x: Int, _ y: Int, _ kind: MouseEventKind) -> InputEvent {
            .mouse(MouseEvent(position: Point(x: x, y: y), button: kind == .press ? .left : .none, kind: kind))
        }
        let events: [InputEvent] = [
            mouse(60, 3, .press), mouse(60, 3, .release), mouse(10, 5, .scrollDown), mouse(10, 5, .scrollDown),
            mouse(10, 5, .scrollUp), .key(.enter),
        ]
        let text = ScenarioWriter.scenario(
            session: "split", size: Size(width: 100, height: 30), events: events,
            final: .init(focusedPane: "chat", stacks: []))
        #expect(
            text == """
                Session split
                Set Size 100x30
                Click 60,3
                Wheel down 10,5 2
                Wheel up 10,5
                Key enter
                ExpectFocus chat

                """)
    }

    @Test func aRecordingWithAClickReplaysAndEndsWhereTheSessionEnded() async throws {
        let recorder = RecordingApplication(WindowManager(session: TestSessions.splitScreen()))
        let loop = EventLoop(app: recorder, backend: HeadlessTerminal(size: Size(width: 100, height: 30)))
        loop.step([])
        // A click on Bob's row in the chat pane (the right half) focuses the chat and opens the thread.
        let lines = try #require(loop.frame).lines
        let row = try #require(lines.firstIndex { $0.contains("Bob") })
        let column = try #require(Array(lines[row]).firstIndex(of: "B"))
        let bob = Point(x: column, y: row)
        for event: InputEvent in [
            .mouse(MouseEvent(position: bob, button: .left, kind: .press)),
            .mouse(MouseEvent(position: bob, button: .left, kind: .release)),
            .key(.down), .key(.character("q")),
        ] {
            loop.step([event])
        }
        let recorded = recorder.scenario(sessionName: "split", size: Size(width: 100, height: 30))
        #expect(recorded.contains("Click \(bob.x),\(bob.y)\n"))
        #expect(recorded.contains("ExpectFocus chat"))
        #expect(recorded.contains("ExpectStack chat [inbox, thread(id: 2, with: \"Bob\")]"))

        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let scenario = try Scenario.load(
            path: try folder.write("clicked.scenario", recorded), catalog: TestSessions.catalog)
        let result = await ScenarioRunner.run(scenario, catalog: TestSessions.catalog)
        #expect(result.passed, "\(result.failure?.description ?? "")")
    }
}
