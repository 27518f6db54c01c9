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

    /// A script's keys come when the script says: a busy machine that takes longer than the
    /// window's 1.5 s between `ctrl+w` and `l` must not turn them into a plain `l` (the same seed of
    /// `explore` gave another run under load). The pause here is the input, not a wait for it.
    @Test func aPendingCtrlWWaitsForTheScriptsNextKeyHoweverLateItComes() async throws {
        let pilot = ScenarioPilot(session: TestSessions.splitScreen())
        try await pilot.key("ctrl+w")
        try await Task.sleep(for: .seconds(2))
        try await pilot.key("l")
        try pilot.expectFocus("chat")
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
