import NavPilot
import NavPilotScenario
import NavPilotTUI
import NavPilotTestSupport
import Testing

/// Routes of the planted defect's left pane.
private enum WizardRoute: Hashable, Codable {
    case first, second, third
}

/// The right pane's routes: not `Codable`, so only the left pane's buttons can change its stack.
private enum LogRoute: Hashable {
    case empty
    case entry
}

/// A session with a planted bug: the third screen's first button pushes onto the other pane's
/// pilot, three steps away from the start.
@MainActor
private func plantedWrongPaneSession() -> Session {
    let wizard = NavPilot(initial: WizardRoute.first)
    let log = NavPilot(initial: LogRoute.empty)
    return Session("planted") {
        Pane("left", pilot: wizard) { route in
            switch route {
            case .first: Button("Next") { wizard.push(.second) }.navigationTitle("First")
            case .second: Button("Next") { wizard.push(.third) }.navigationTitle("Second")
            case .third: Button("Finish") { log.push(.entry) }.navigationTitle("Third")
            }
        }
        Pane("right", pilot: log) { _ in Text("The log").navigationTitle("Log") }
    }
}

@MainActor
@Suite("navpilot explore: random sessions, invariants, shrinking")
struct ExplorerTests {
    static var catalog: SessionCatalog {
        var catalog = TestSessions.catalog
        catalog.add("planted", make: plantedWrongPaneSession)
        return catalog
    }

    @Test func aPlantedWrongPanePushIsFoundWithinTenThousandStepsAndShrunkToAtMostFive() async throws {
        let invariants = try Explorer.invariants(
            fromScript: "ExpectDepth right 1\n", file: "invariants", catalog: Self.catalog, sessionName: "planted")
        let explorer = Explorer(
            sessionName: "planted", catalog: Self.catalog, seed: 42, maximumSteps: 10_000, invariants: invariants)
        let report = await explorer.explore()
        let finding = try #require(report.finding, "\(report.summary)")
        #expect(finding.kind == .userInvariant)
        #expect(finding.steps.count <= 5, "\(finding.steps.map(\.source))")

        // The shrunk file fails under `navpilot run`'s engine the same way, at its check.
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let text = try #require(report.scenarioText)
        // README shows this file.
        #expect(
            text == """
                # Found by navpilot explore planted --seed 42: expected depth 1, found 2
                Session planted
                Set Size 100x30
                Key enter
                Key enter
                Key space
                ExpectDepth right 1

                """)
        let scenario = try Scenario.load(path: try folder.write("found.scenario", text), catalog: Self.catalog)
        let result = await ScenarioRunner.run(scenario, catalog: Self.catalog)
        #expect(result.failure?.command == "ExpectDepth right 1", "\(text)")
    }

    @Test func theSameSeedGivesTheSameRun() async {
        func run(_ seed: UInt64) async -> String {
            let report = await Explorer(
                sessionName: "split", catalog: Self.catalog, seed: seed, maximumSteps: 200
            ).explore()
            return "\(report.stepsRun) \(report.distinctStacks) \(report.distinctScreens) \(report.finding == nil)"
        }
        let first = await run(7)
        #expect(await run(7) == first)
    }

    @Test func theExamplesOfTheTestCatalogSurviveExploration() async {
        for session in ["split", "callback"] {
            let report = await Explorer(sessionName: session, catalog: Self.catalog, seed: 1, maximumSteps: 600)
                .explore()
            #expect(report.finding == nil, "\(report.scenarioText ?? "")")
            #expect(report.stepsRun == 600)
        }
    }

    @Test func aClosureInvariantFromSwiftTestingFindsThePlantedPush() async throws {
        var explorer = Explorer(sessionName: "planted", catalog: Self.catalog, seed: 42, maximumSteps: 10_000)
        explorer.invariant = { windowManager in
            let depth = windowManager.pane(named: "right")?.pane.pilot?.depth ?? 0
            return depth == 1 ? nil : "the log grew to \(depth) without a step in its pane"
        }
        let finding = try #require(await explorer.explore().finding)
        #expect(finding.message == "the log grew to 2 without a step in its pane")
        #expect(finding.steps.count <= 5)
    }

    @Test func aPreludeStartsTheExplorationFromTheStateItLeaves() async throws {
        final class Deepest {
            var depth = 0
        }
        let deepest = Deepest()
        var explorer = Explorer(sessionName: "planted", catalog: Self.catalog, seed: 3, maximumSteps: 2)
        let scenario = try Scenario.parse(
            "Session planted\nPush left second\nPush left third\n", file: "t.scenario", catalog: Self.catalog)
        explorer.prelude = scenario.steps
        explorer.invariant = { windowManager in
            deepest.depth = max(deepest.depth, windowManager.pane(named: "left")?.pane.pilot?.depth ?? 0)
            return nil
        }
        let report = await explorer.explore()
        #expect(report.finding == nil)
        #expect(report.stepsRun == 2)
        #expect(deepest.depth == 3)
    }

    @Test func invariantsMustBeExpectations() {
        #expect(throws: ScenarioDiagnostics.self) {
            try Explorer.invariants(fromScript: "Key enter\n", file: "inv", catalog: Self.catalog, sessionName: "split")
        }
    }

    @Test func aResizeToTheSameSizeRepaintsTheScreen() async throws {
        // Found by exploring: the headless screen stayed blank after a resize that kept the size.
        let pilot = ScenarioPilot(session: TestSessions.splitScreen())
        try await pilot.run("Resize 100x30\nExpectInvariants\nExpectText \"Swift Tips\"")
    }

    @Test func expectInvariantsHoldsOnEveryScreenOfAScenario() async throws {
        let pilot = ScenarioPilot(session: TestSessions.splitScreen())
        try await pilot.run(
            """
            ExpectInvariants
            Key enter
            ExpectInvariants
            Focus chat
            Zoom chat
            ExpectInvariants
            Resize 20x6
            ExpectInvariants
            """)
    }
}
