import NavPilot
import NavPilotTUI

/// `explore`: seeded random sessions, every invariant checked after every step, and a
/// failure shrunk to the shortest scenario that still shows it.
///
/// From a fresh session (at the size given), the explorer takes random steps (`ActionGenerator`)
/// and checks after each one the built-in invariants (`Invariants`; a back action from a deeper
/// stack removes exactly the top; a relaunch restores what was saved; a burst of keys gives the
/// same stacks as the same keys one by one; no step slower than `stepTimeLimit`, where one is set) and the user's own
/// expectations. The same seed gives the same run. On a failure it drops chunks of steps, then
/// keys of bursts, for as long as the same rule still breaks, and returns the scenario.
@MainActor
public struct Explorer {
    /// The session to explore, as the catalog names it.
    public var sessionName: String
    /// Where the sessions come from.
    public var catalog: SessionCatalog
    /// The terminal size the session starts at.
    public var size: Size
    /// The seed of the run.
    public var seed: UInt64
    /// The most steps to take.
    public var maximumSteps: Int
    /// The longest the run may take (shrinking not counted); nil for no bound.
    public var timeLimit: Duration?
    /// A step that uses more processor time than this is a finding; nil (the default) for no bound.
    /// `navpilot explore` sets a second. The time is the whole process's, so it also counts whatever
    /// else the process runs meanwhile: leave it nil where other work runs in the same process, as
    /// in a parallel test run. Other programs' time does not count (a busy machine is no finding).
    public var stepTimeLimit: Duration?
    /// How long shrinking may take at most.
    public var shrinkTimeLimit: Duration
    /// Expectations that must hold after every step (parsed from scenario lines).
    public var invariants: [ScenarioStep]
    /// A rule of the caller's own, checked after every step: a message when it is broken, nil when
    /// it holds (Swift Testing code can state what scenario lines cannot). A file written for a
    /// finding of it ends without a check, since a closure cannot be written as a line.
    public var invariant: (@MainActor (WindowManager) -> String?)?
    /// Steps run first, as their file says (`navpilot explore FILE.scenario` starts from the state
    /// the file leaves); they are part of every finding and shrunk with the rest.
    public var prelude: [ScenarioStep]
    /// Where each step is written before it runs, if anywhere (`CrashedExploration` reads it).
    package var journal: StepJournal?
    /// The command a finding's file names as its origin in its first line (`# Found by COMMAND
    /// SESSION --seed S: …`): `explore` by default, the app's `two-panes explore` from its command line.
    public var command: String

    /// An explorer of `sessionName` with the defaults: 10,000 steps, 100x30, no bound on a step's time.
    public init(
        sessionName: String, catalog: SessionCatalog, seed: UInt64, size: Size = Scenario.defaultSize,
        maximumSteps: Int = 10_000, invariants: [ScenarioStep] = []
    ) {
        self.sessionName = sessionName
        self.catalog = catalog
        self.seed = seed
        self.size = size
        self.maximumSteps = maximumSteps
        self.timeLimit = nil
        self.stepTimeLimit = nil
        self.shrinkTimeLimit = .seconds(120)
        self.invariants = invariants
        self.invariant = nil
        self.prelude = []
        self.journal = nil
        self.command = "explore"
    }

    /// The user's invariants from scenario lines (`ExpectText in feed "Feed"` …, no `Session`).
    /// - Throws: `ScenarioDiagnostics` for lines that are malformed or not expectations.
    public static func invariants(
        fromScript text: String, file: String, catalog: SessionCatalog, sessionName: String
    ) throws(ScenarioDiagnostics) -> [ScenarioStep] {
        guard let session = ScenarioSandbox().makeSession(named: sessionName, from: catalog) else { return [] }
        let steps = try Scenario.steps(ofScript: text, file: file, session: session)
        for step in steps {
            let problem: String
            switch step.action {
            case .snapshot, .screenshot:
                // A picture of one screen cannot hold after every step of a random session.
                problem = "an invariant must hold on every screen; \(SafeText.quoted(step.source)) compares one screen"
            case let action where !action.isExpectation:
                problem = "an invariant must be an expectation (Expect…), not \(SafeText.quoted(step.source))"
            default:
                continue
            }
            throw ScenarioDiagnostics(
                diagnostics: [.init(file: file, span: SourceSpan(line: step.line, column: 1), message: problem)],
                sourceLines: text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init))
        }
        return steps
    }

    /// Explores, and shrinks what it finds.
    public func explore() async -> ExploreReport {
        let clock = ContinuousClock()
        let start = clock.now
        var report = ExploreReport(seed: seed, session: sessionName, size: size)
        report.command = command
        // First: a trap while the session is made or first drawn leaves a run of no steps to replay.
        journal?.begin(session: sessionName, seed: seed, size: size)
        let exploration: Exploration
        do {
            exploration = try makeExploration()
        } catch {
            report.problem = error.message
            return report
        }
        await exploration.start()
        var generator = ActionGenerator(seed: seed, startSize: size)
        var stacks: Set<[String: [String]]> = []
        var screens: Set<UInt64> = []
        var observed: [String: [String]]?
        var lastScreen = CellBuffer(size: .zero)
        if let finding = await runPrelude(on: exploration, report: &report) {
            report.duration = clock.now - start
            report.finding = await shrink(finding)
            return report
        }
        while report.stepsRun < maximumSteps {
            if let timeLimit, clock.now - start > timeLimit { break }
            let windowManager = exploration.host.windowManager
            // Routes and links to reuse change only with the stacks.
            if observed != exploration.stacks {
                generator.observe(windowManager)
                observed = exploration.stacks
            }
            let step = generator.next(
                for: windowManager, size: exploration.host.screen.size, hasQuit: exploration.host.hasQuit)
            report.stepsRun += 1
            journal?.record(step)
            let finding = await exploration.run(step)
            stacks.insert(exploration.stacks)
            // A fingerprint costs more than a comparison: a step that left the screen as it was is
            // skipped.
            if exploration.host.screen != lastScreen {
                lastScreen = exploration.host.screen
                screens.insert(lastScreen.fingerprint)
            }
            if let finding, await isConfirmed(finding) {
                report.duration = clock.now - start
                report.finding = await shrink(finding)
                report.distinctStacks = stacks.count
                report.distinctScreens = screens.count
                return report
            }
        }
        report.duration = clock.now - start
        report.distinctStacks = stacks.count
        report.distinctScreens = screens.count
        return report
    }

    /// Runs the steps of the scenario exploring starts from; the confirmed finding of one, if any.
    private func runPrelude(on exploration: Exploration, report: inout ExploreReport) async -> ExploreFinding? {
        for step in prelude {
            report.stepsRun += 1
            journal?.record(step)
            if let finding = await exploration.run(step), await isConfirmed(finding) { return finding }
        }
        return nil
    }

    private func makeExploration() throws(StepProblem) -> Exploration {
        try Exploration(
            sessionNamed: sessionName, catalog: catalog, size: size, userInvariants: invariants,
            userRule: invariant, stepTimeLimit: stepTimeLimit)
    }

    /// The finding of `steps` run on a fresh session, when it is of `kind`; the steps after the
    /// failing one are dropped.
    private func replay(_ steps: [ScenarioStep], kind: ExploreFinding.Kind) async -> ExploreFinding? {
        guard let exploration = try? makeExploration() else { return nil }
        await exploration.start()
        for step in steps {
            if let finding = await exploration.run(step) { return finding.kind == kind ? finding : nil }
        }
        return nil
    }

    /// Whether a finding stands. A slow step stands only when the same steps on a fresh session
    /// are slow again, twice: the process may have run other work meanwhile.
    /// When it does not stand, the exploration goes on from where it was (every other rule held).
    private func isConfirmed(_ finding: ExploreFinding) async -> Bool {
        guard finding.kind == .slowStep else { return true }
        for _ in 0..<2 {
            guard await replay(finding.steps, kind: .slowStep) != nil else { return false }
        }
        return true
    }

    /// Drops chunks of steps, then keys of bursts, while the same rule still breaks
    /// (`StepShrinker`). A slow step is not shrunk: its time is not reproducible.
    private func shrink(_ found: ExploreFinding) async -> ExploreFinding {
        guard found.kind != .slowStep else { return found }
        let shrinker = StepShrinker<ExploreFinding>(
            steps: \.steps, attempt: { await replay($0, kind: found.kind) },
            deadline: ContinuousClock().now + shrinkTimeLimit)
        return await shrinker.shrink(found)
    }
}

/// What an exploration did and found.
public struct ExploreReport: Sendable {
    /// The seed it ran with.
    public var seed: UInt64
    /// The session explored.
    public var session: String
    /// The terminal size it started at.
    public var size: Size
    /// Steps taken before the end or the finding.
    public var stepsRun = 0
    /// Distinct combinations of every pane's stack reached.
    public var distinctStacks = 0
    /// Distinct screens seen.
    public var distinctScreens = 0
    /// How long the run took, shrinking not counted.
    public var duration: Duration = .zero
    /// What broke, shrunk; nil when nothing did.
    public var finding: ExploreFinding?
    /// Why the run could not start (an unknown session).
    public var problem: String?
    /// The command the scenario file names as its origin (`Explorer.command`).
    public var command = "explore"

    /// The shrunk run as a scenario file that `run` fails on the same way (a slow step
    /// excepted: its time is not part of the file).
    public var scenarioText: String? {
        guard let finding else { return nil }
        var lines = [
            "# Found by \(command) \(session) --seed \(seed): \(finding.message)",
            "Session \(session)",
            "Set Size \(size.width)x\(size.height)",
        ]
        lines += finding.steps.map(\.source)
        lines += finding.checks
        return lines.joined(separator: "\n") + "\n"
    }

    /// `explored split-screen: 10000 steps, 412 stacks, 1290 screens, 1.9 s (seed 7)`.
    public var summary: String {
        let seconds = Double(duration.components.seconds) + Double(duration.components.attoseconds) / 1e18
        let rate = seconds > 0 ? Int(Double(stepsRun) / seconds) : 0
        let time = (seconds * 10).rounded() / 10
        return "explored \(session): \(stepsRun) steps, \(distinctStacks) stacks, \(distinctScreens) screens, "
            + "\(time) s, \(rate) steps/s (seed \(seed))"
    }
}
