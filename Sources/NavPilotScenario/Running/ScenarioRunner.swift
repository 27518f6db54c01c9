import NavPilot
import NavPilotTUI

/// The outcome of running one scenario.
public struct ScenarioResult: Sendable {
    /// The scenario's name.
    public var name: String
    /// The scenario's file.
    public var file: String
    /// How many steps ran (the failing one included).
    public var stepsRun: Int
    /// How many steps the scenario has.
    public var stepCount: Int
    /// How long it took, session start included.
    public var duration: Duration
    /// The first failure; nil when the scenario passed (or was stopped before one).
    public var failure: ScenarioFailure?
    /// The line of the step before which a presenter stopped the run (`q` in `navpilot play`).
    public var abortedAtLine: Int?
    /// What the screen showed when the run ended (nil when the session could not start).
    public var finalScreen: CellBuffer?
    /// The theme the final screen was drawn with (`Set Theme`), for pictures of it.
    public var finalTheme: Theme?
    /// What the session narrated, step by step (the start first): empty unless the run narrated
    /// (`run(… narrates: true)`, or a scenario with `ExpectNarration`).
    public var narration: [NarratedStep] = []

    /// Whether every step ran and passed.
    public var passed: Bool { failure == nil && abortedAtLine == nil }
}

/// What one step of a scenario narrated (see `Narration`).
public struct NarratedStep: Hashable, Sendable {
    /// The step's line as written; nil for the session's start.
    public let step: String?
    /// The lines said.
    public let lines: [String]
}

/// Runs checked scenarios headlessly: the one pipeline behind `navpilot run`, `navpilot play`
/// (a presenter mirrors the headless screen onto the terminal) and `ScenarioPilot`.
///
/// A scenario stops at its first failure: later expectations usually fail because of it, and their
/// messages would bury the one that matters. Every session it builds saves its state in a folder
/// of its own (see `ScenarioSandbox`), never in the user's.
@MainActor
public enum ScenarioRunner {
    /// Runs `scenario` on a fresh session from `catalog`, on a headless terminal.
    ///
    /// - Parameters:
    ///   - scenario: the scenario to run, parsed and checked.
    ///   - catalog: the sessions its `Session` line may name.
    ///   - updateSnapshots: write `Snapshot` files instead of comparing them (SNAPSHOT_UPDATE=1).
    ///   - presenter: sees the run (a cast, a terminal replay) and may pace or stop it.
    ///   - screenshotCopies: a folder that every `Screenshot` is also written into, compared or not
    ///     (`navpilot run --svg DIR`), as `folder/subfolder/NAME.svg`; `subfolder` is never a link.
    ///   - timeBudget: how long the scenario may run; the step that ends past it fails, saying so.
    ///   - confinesReads: files are read only below the scenario file's folder and the scenario's
    ///     sandbox (`ReadConfinement`), and a step that made the session read anything else fails,
    ///     naming it: what `navpilot run` and `play` do, so a scenario from anywhere cannot print the
    ///     runner's files.
    ///   - narrates: tell the session in words (`Narration`) and keep what each step said in the
    ///     result's `narration`; a scenario with `ExpectNarration` is always narrated.
    public static func run(
        _ scenario: Scenario, catalog: SessionCatalog, updateSnapshots: Bool = false,
        presenter: (any ScenarioPresenter)? = nil, screenshotCopies: (folder: String, subfolder: String)? = nil,
        timeBudget: Duration? = nil, confinesReads: Bool = false, narrates: Bool = false
    ) async -> ScenarioResult {
        let narrates =
            narrates || scenario.steps.contains { if case .expectNarration = $0.action { true } else { false } }
        guard confinesReads else {
            return await run(
                scenario, catalog, updateSnapshots, presenter, screenshotCopies, timeBudget, narrates: narrates,
                confinement: nil)
        }
        let sandbox = ScenarioSandbox()
        let confinement = ReadConfinement(folders: [scenario.folder] + (sandbox.root.map { [$0] } ?? []))
        return await ReadConfinement.$current.withValue(confinement) {
            await run(
                scenario, catalog, updateSnapshots, presenter, screenshotCopies, timeBudget, narrates: narrates,
                sandbox: sandbox, confinement: confinement)
        }
    }

    private static func run(
        _ scenario: Scenario, _ catalog: SessionCatalog, _ updateSnapshots: Bool, _ presenter: (any ScenarioPresenter)?,
        _ screenshotCopies: (folder: String, subfolder: String)?, _ timeBudget: Duration?, narrates: Bool,
        sandbox: ScenarioSandbox = ScenarioSandbox(),
        confinement: ReadConfinement?
    ) async -> ScenarioResult {
        let clock = ContinuousClock()
        let start = clock.now
        var result = ScenarioResult(
            name: scenario.name, file: scenario.file, stepsRun: 0, stepCount: scenario.steps.count,
            duration: .zero)
        if let problem = sandbox.problem {
            // Its sessions could save nothing: a scenario would fail later with a stack difference.
            result.failure = ScenarioFailure(
                file: scenario.file, line: 1, command: "Session \(scenario.sessionName)", message: problem)
            return result
        }
        guard let session = sandbox.makeSession(named: scenario.sessionName, from: catalog) else {
            result.failure = ScenarioFailure(
                file: scenario.file, line: 1, command: "Session \(scenario.sessionName)",
                message: "unknown session \(SafeText.quoted(scenario.sessionName))")
            return result
        }
        let transitionFrame = presenter.flatMap { presenter in
            presenter.showsTransitions ? { @MainActor (frame: CellBuffer) in presenter.transitionFrame(frame) } : nil
        }
        // A scenario with `Client` lines runs the session served, its clients in memory.
        let servesClients = scenario.steps.contains { if case .client = $0.action { true } else { false } }
        let host: any ScenarioHost =
            servesClients
            ? ClientsHost(session, size: scenario.size)
            : HeadlessHost(session, size: scenario.size, transitionFrame: transitionFrame, narrates: narrates)
        await host.settle()
        host.finishNarratedStep()
        if let said = host.lastNarration { result.narration.append(NarratedStep(step: nil, lines: said)) }
        if let refused = confinement?.takeRefusals().first {
            result.failure = readFailure(refused, of: scenario, line: 1, command: "Session \(scenario.sessionName)")
            result.finalScreen = host.screen
            result.finalTheme = host.windowManager.theme
            return result
        }
        await presenter?.started(scenario, screen: host.screen)
        let runner = StepRunner(
            host: host,
            snapshots: SnapshotStore(
                directory: scenario.snapshotDirectory, update: updateSnapshots,
                copies: screenshotCopies.map { ($0.folder, [$0.subfolder]) }),
            makeSession: { sandbox.makeSession(named: scenario.sessionName, from: catalog) })
        runner.timeBudget = timeBudget.map { TimeBudget(budget: $0, deadline: start + $0) }
        await runSteps(
            of: scenario, on: host, by: runner, presenter: presenter, confinement: confinement, narrates: narrates,
            into: &result)
        result.duration = clock.now - start
        result.finalScreen = host.screen
        // The final screen's SVG (`--svg`) is drawn in the theme the scenario ended in.
        result.finalTheme = host.windowManager.theme
        return result
    }

    /// Runs the steps of `scenario` until one fails or the presenter stops the run, noting each in
    /// `result`.
    private static func runSteps(
        of scenario: Scenario, on host: any ScenarioHost, by runner: StepRunner, presenter: (any ScenarioPresenter)?,
        confinement: ReadConfinement?, narrates: Bool, into result: inout ScenarioResult
    ) async {
        for (index, step) in scenario.steps.enumerated() {
            if let presenter, await !presenter.willRun(step, index: index, of: scenario.steps.count) {
                result.abortedAtLine = step.line
                break
            }
            result.stepsRun += 1
            do {
                try await runner.run(step, file: scenario.file, before: scenario.steps.dropFirst(index + 1).first)
            } catch {
                result.failure = error
            }
            if narrates, !step.action.isExpectation {
                result.narration.append(NarratedStep(step: step.source, lines: host.lastNarration ?? []))
            }
            if result.failure == nil, let refused = confinement?.takeRefusals().first {
                result.failure = readFailure(refused, of: scenario, line: step.line, command: step.source)
            }
            if result.failure == nil, let budget = runner.timeBudget, budget.isSpent {
                result.failure = ScenarioFailure(
                    file: scenario.file, line: step.line, command: step.source, message: budget.problem.message)
            }
            await presenter?.didRun(step, index: index, screen: host.screen, failure: result.failure)
            if result.failure != nil { break }
        }
    }

    /// The failure of the step that made the session read `path`, outside what `scenario` may read.
    private static func readFailure(
        _ path: String, of scenario: Scenario, line: Int, command: String
    ) -> ScenarioFailure {
        ScenarioFailure(
            file: scenario.file, line: line, command: command,
            message: "the session read \(SafeText.quoted(path)), outside the scenario's folder "
                + "\(SafeText.quoted(scenario.folder)); a scenario file may read files below its own folder only")
    }
}
