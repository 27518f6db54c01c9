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

/// A control whose own key, `g`, does what no built-in key does: here, the planted bug.
private struct Launcher: Widget {
    let launch: @MainActor () -> Void
    var isFocusable: Bool { true }

    func keyBindings(size: Size) -> [KeyBinding] {
        [KeyBinding("g", description: "launch", hint: KeyHint("launch")) { launch() }]
    }

    func draw(in canvas: inout WidgetCanvas) { canvas.write("Launcher", at: .zero) }
}

/// A bug only the app's own key reaches: `g` on the launcher pushes onto the other pane's pilot.
@MainActor
private func plantedBehindAnAppKeySession() -> Session {
    let home = NavPilot(initial: WizardRoute.first)
    let log = NavPilot(initial: LogRoute.empty)
    return Session("app-key") {
        Pane("left", pilot: home) { _ in Launcher { log.push(.entry) }.navigationTitle("Home") }
        Pane("right", pilot: log) { _ in Text("The log").navigationTitle("Log") }
    }
}

@MainActor
@Suite("navpilot explore: random sessions, invariants, shrinking")
struct ExplorerTests {
    static var catalog: SessionCatalog {
        var catalog = TestSessions.catalog
        catalog.add("planted", make: plantedWrongPaneSession)
        catalog.add("app-key", make: plantedBehindAnAppKeySession)
        return catalog
    }

    @Test func theKeysAnAppDeclaresAreExploredSoABugBehindOneIsFound() async throws {
        let invariants = try Explorer.invariants(
            fromScript: "ExpectDepth right 1\n", file: "invariants", catalog: Self.catalog, sessionName: "app-key")
        // A seed whose shrunk finding presses the key itself (others reach the same action through
        // the command palette, which lists the app's key too).
        let report = await Explorer(
            sessionName: "app-key", catalog: Self.catalog, seed: 7, maximumSteps: 2_000, invariants: invariants
        ).explore()
        let finding = try #require(report.finding, "\(report.summary)")
        #expect(finding.steps.map(\.source).contains("Key g"), "\(finding.steps.map(\.source))")
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
        // docs/pictures-and-exploring.md shows this file.
        #expect(
            text == """
                # Found by explore planted --seed 42: expected depth 1, found 2
                Session planted
                Set Size 100x30
                Burst enter
                Burst enter shift+tab
                Burst shift+tab space
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

    @Test func aPictureOfOneScreenIsRefusedAsAnInvariantBeforeItCanReportAFalseFinding() {
        for line in ["Snapshot first", "Screenshot first"] {
            do {
                _ = try Explorer.invariants(
                    fromScript: "ExpectInvariants\n\(line)\n", file: "inv", catalog: Self.catalog, sessionName: "split")
                Issue.record("\(line) was taken as an invariant")
            } catch {
                #expect(
                    error.description.contains(
                        "inv:2:1: an invariant must hold on every screen; '\(line)' compares one screen"), "\(error)")
            }
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

    @Test func aStepOverTheStepTimeBoundIsAFindingOfItsOwnKindThatIsNotShrunk() async {
        // A bound of zero: every step is over it, so the rule is checked without timing anything.
        var explorer = Explorer(sessionName: "split", catalog: Self.catalog, seed: 5, maximumSteps: 50)
        #expect(explorer.stepTimeLimit == nil, "tests share the main actor: no wall-clock bound unless asked")
        explorer.stepTimeLimit = .zero
        let report = await explorer.explore()
        let finding = report.finding
        #expect(finding?.kind == .slowStep)
        #expect(report.stepsRun == 1)
        #expect(finding?.message.contains("of processor time") == true, "\(finding?.message ?? "")")
        #expect(finding?.message.contains("over the bound of 0.0 seconds") == true, "\(finding?.message ?? "")")
    }

    @Test func theJournalHoldsEveryStepTakenAsAScenarioThatParsesBack() async throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let path = folder.file("journal.scenario")
        var explorer = Explorer(sessionName: "split", catalog: Self.catalog, seed: 3, maximumSteps: 200)
        explorer.journal = try StepJournal(path: path)
        let report = await explorer.explore()
        #expect(report.finding == nil, "\(report.summary)")
        let text = try #require(folder.read("journal.scenario"))
        let scenario = try Scenario.parse(text, file: path, catalog: Self.catalog)
        #expect(scenario.sessionName == "split")
        #expect(scenario.steps.count == report.stepsRun, "every step, each written before it ran")
        #expect(text.hasPrefix("# navpilot explore split --seed 3"))
        #expect(throws: StepJournal.OpenError.self, "an existing file is never overwritten") {
            try StepJournal(path: path)
        }
    }

    @Test func aCrashedRunIsShrunkToTheStepsItsJudgeStillCrashesOn() async throws {
        let journal = """
            # navpilot explore split --seed 1: each step is written before it runs
            Session split
            Set Size 80x24
            Key down
            Key enter
            Focus chat
            Burst down enter up
            Key up
            Key enter
            Zoom chat
            Key down
            """
        let crashed = try CrashedExploration(
            journal: journal, file: "journal.scenario", seed: 1, signal: 4, catalog: Self.catalog)
        var judged: [String] = []
        // The stand-in for a `navpilot run` child: it "crashes" when the run presses Enter in a burst
        // after focusing the chat.
        let shrunk = await crashed.shrink(timeLimit: .seconds(60)) { text in
            judged.append(text)
            guard let focus = text.range(of: "Focus chat\n") else { return false }
            return text[focus.upperBound...].contains("Burst") && text[focus.upperBound...].contains("enter")
        }
        #expect(judged.allSatisfy { $0.hasPrefix("# Found by explore split --seed 1") })
        #expect(judged.allSatisfy { $0.contains("Session split\nSet Size 80x24\n") }, "each a whole scenario file")
        let report = try #require(shrunk, "the whole run crashes under the judge")
        let finding = try #require(report.finding)
        #expect(finding.kind == .crash)
        #expect(finding.steps.map(\.source) == ["Focus chat", "Burst enter"])
        #expect(report.stepsRun == 8)
        #expect(crashed.message.hasPrefix("signal 4 ("))
    }

    @Test func aCrashTheWholeRunDoesNotRepeatUnderTheJudgeIsNotPassedOffAsShrunk() async throws {
        let crashed = try CrashedExploration(
            journal: "Session split\nSet Size 80x24\nKey down\nKey enter\n", file: "journal.scenario", seed: 1,
            signal: 4, catalog: Self.catalog)
        var judged = 0
        let shrunk = await crashed.shrink(timeLimit: .seconds(60)) { _ in
            judged += 1
            return false
        }
        #expect(shrunk == nil)
        #expect(judged == 1, "the whole run is judged first, and nothing is shrunk from a run that does not crash")
    }
}
