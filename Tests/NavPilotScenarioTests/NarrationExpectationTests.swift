import NavPilotScenario
import NavPilotTUI
import Testing

/// `ExpectNarration` and narrated runs: what a listener heard, checked like what the screen shows.
@MainActor
@Suite("ExpectNarration: what the last step said, in scenario files and from Swift")
struct NarrationExpectationTests {
    @Test func aScenarioWithExpectNarrationIsNarratedAndChecksTheLastStepThatChangedSomething() async throws {
        let scenario = try Scenario.parse(
            """
            Session split
            ExpectNarration "split, 2 panes"
            Key down
            ExpectText "Feed"
            ExpectNarration "2 of"
            """, file: "n.scenario", catalog: TestSessions.catalog)
        let result = await ScenarioRunner.run(scenario, catalog: TestSessions.catalog)
        #expect(result.passed, "\(result.failure?.description ?? "")")
        #expect(result.narration.map(\.step) == [nil, "Key down"], "expectations are not steps of the narration")
    }

    @Test func aFailedNarrationExpectationSaysWhatWasSaidInstead() async throws {
        let scenario = try Scenario.parse(
            """
            Session split
            Key down
            ExpectNarration "opened"
            """, file: "n.scenario", catalog: TestSessions.catalog)
        let result = await ScenarioRunner.run(scenario, catalog: TestSessions.catalog)
        let failure = try #require(result.failure)
        #expect(failure.line == 3)
        #expect(failure.description.contains("\"opened\" not narrated; the last step said (1 line):"), "\(failure)")
        #expect(failure.description.contains("2 of"), "\(failure)")
    }

    @Test func aStepThatSaysNothingIsReportedAsSilent() async throws {
        let pilot = ScenarioPilot(session: TestSessions.catalog.makeSession(named: "split")!, narrates: true)
        try pilot.expectNarration("split, ")
        try await pilot.key("up")
        #expect(pilot.narration == [])
        #expect(throws: ScenarioFailure.self) { try pilot.expectNarration("anything") }
        do {
            try pilot.expectNarration("anything")
        } catch {
            #expect(error.description.contains("the last step said nothing"), "\(error)")
        }
    }

    @Test func withoutNarrationTheExpectationSaysHowToTurnItOn() {
        let pilot = ScenarioPilot(session: TestSessions.catalog.makeSession(named: "split")!)
        #expect(pilot.narration == nil)
        do {
            try pilot.expectNarration("split")
            Issue.record("expected a failure")
        } catch {
            #expect(error.description.contains("narrates: true"), "\(error)")
        }
    }

    @Test func malformedNarrationLinesAreRefusedAtTheirPlace() {
        do {
            _ = try Scenario.parse(
                "Session split\nExpectNarration\nExpectNarration \"a\" \"b\"\n", file: "t.scenario",
                catalog: TestSessions.catalog)
            Issue.record("expected errors")
        } catch {
            let report = error.description
            #expect(report.contains("t.scenario:2:1: ExpectNarration takes a string"), "\(report)")
            #expect(report.contains("t.scenario:3:"), "\(report)")
        }
    }
}
