import NavPilotScenario
import Testing

@MainActor
@Suite("ScenarioPilot: the engine as a Swift API")
struct ScenarioPilotTests {
    @Test func typedCallsDriveAndCheckTheSession() async throws {
        let pilot = ScenarioPilot(session: TestSessions.splitScreen())
        try await pilot.key("enter")
        try pilot.expectStack("feed", ["feed", "post(id: 1, title: \"Swift Tips\")"])
        try await pilot.focus("chat")
        try await pilot.key("down")
        try await pilot.key("enter")
        try pilot.expectTop("chat", "thread(id: 2, with: \"Bob\")")
        try pilot.expectText("Thread with Bob", in: "chat")
        try await pilot.perform(.popToRoot, on: "chat")
        try pilot.expectDepth("chat", 1)
        #expect(pilot.stack(ofPane: "feed") == ["feed", "post(id: 1, title: \"Swift Tips\")"])
    }

    @Test func scriptsRunWithTheSameCommands() async throws {
        let pilot = ScenarioPilot(session: TestSessions.splitScreen())
        try await pilot.run(
            """
            Key down
            Key enter
            ExpectDepth feed 2
            Push feed authorProfile(name: "Jane Doe")
            ExpectText in feed "Author Jane Doe"
            """)
    }

    @Test func failuresAreDescriptive() async throws {
        let pilot = ScenarioPilot(session: TestSessions.splitScreen())
        #expect(throws: ScenarioFailure.self) { try pilot.expectDepth("feed", 2) }
        do {
            try pilot.expectStack("feed", ["feed", "post(id: 1, title: \"Swift Tips\")"])
            Issue.record("expected a failure")
        } catch {
            #expect(error.message == "the stack differs (- expected, + actual)")
            #expect(error.details == ["  feed", "- post(id: 1, title: \"Swift Tips\")"])
        }
        await #expect(throws: ScenarioDiagnostics.self) { try await pilot.run("Pusj feed feed") }
        await #expect(throws: ScenarioFailure.self) { try await pilot.key("entr") }
    }
}
