import NavPilot
import NavPilotTUI
import Testing

@testable import NavPilotScenario

/// A replay by `ScenarioPlayer` on a `HeadlessTerminal` in which time passes only when the player
/// waits, and passes at once: every wait calls `atWait`, where a test looks at the screen and
/// queues keys as a person watching would. Nothing sleeps, so nothing races.
///
/// It sits between the runner and the player, to tell what the player let happen: which steps
/// ran, and what the player was doing at each wait.
@MainActor
final class PlayerRun: ScenarioPresenter {
    /// What the player is doing while it waits.
    enum Stage: Equatable {
        case starting
        /// Before step `index` (from 0), which has not run yet.
        case beforeStep(Int)
        /// Showing the frames of step `index`'s transition.
        case showingTransition(Int)
    }

    /// A wait of the player, as the test saw it.
    struct Wait {
        var stage: Stage
        var stepsRun: Int
        var progressLine: String
        var screen: String
    }

    /// Waits after which a replay that did not end is stopped: a test that forgot a key fails
    /// instead of hanging.
    static let mostWaits = 20_000

    let terminal: HeadlessTerminal
    private var player: ScenarioPlayer!
    /// What the player is doing now.
    private(set) var stage = Stage.starting
    /// The steps the player let run.
    private(set) var stepsRun = 0
    /// The time the player let pass, in its waits.
    private(set) var elapsed = Duration.zero
    /// `elapsed` as each step started.
    private(set) var startTimes: [Duration] = []
    /// Every wait so far, oldest first.
    private(set) var waits: [Wait] = []
    /// Called at every wait of the player (after it is added to `waits`).
    var atWait: (PlayerRun) -> Void = { _ in }

    /// A replay on a terminal of `size`, waiting `delay` before each step.
    init(size: Size = Size(width: 100, height: 31), delay: Duration, showsTransitions: Bool = false) {
        terminal = HeadlessTerminal(size: size)
        player = ScenarioPlayer(
            terminal: terminal, delay: delay, showsTransitions: showsTransitions,
            pacing: { [unowned self] duration in self.pass(duration) })
    }

    /// The terminal's last row: the player's line when the terminal is the scenario's size or smaller.
    var progressLine: String { terminal.screen.line(terminal.size.height - 1) }

    /// Queues key presses of `characters`, one each.
    func press(_ characters: String) {
        terminal.enqueue(characters.map { .key(KeyPress(.character($0))) })
    }

    /// Replays `text` (a scenario of `catalog`'s sessions), then shows its end until a key comes.
    func play(_ text: String, catalog: SessionCatalog = TestSessions.catalog) async throws -> ScenarioResult {
        let scenario = try Scenario.parse(text, file: "played.scenario", catalog: catalog)
        let result = await ScenarioRunner.run(scenario, catalog: catalog, presenter: self)
        // The end waits for any key: one is there, so the test goes on.
        press("x")
        await player.finish(result)
        return result
    }

    private func pass(_ duration: Duration) -> Duration {
        elapsed += duration
        waits.append(
            Wait(stage: stage, stepsRun: stepsRun, progressLine: progressLine, screen: terminal.screen.text))
        if waits.count == Self.mostWaits {
            Issue.record("the replay was still waiting after \(Self.mostWaits) waits; stopped")
            press("q")
        }
        atWait(self)
        return duration
    }

    // MARK: ScenarioPresenter, passed on to the player

    var showsTransitions: Bool { player.showsTransitions }

    func started(_ scenario: Scenario, screen: CellBuffer) async {
        await player.started(scenario, screen: screen)
    }

    func willRun(_ step: ScenarioStep, index: Int, of total: Int) async -> Bool {
        stage = .beforeStep(index)
        let runs = await player.willRun(step, index: index, of: total)
        if runs {
            stepsRun += 1
            startTimes.append(elapsed)
        }
        return runs
    }

    func transitionFrame(_ screen: CellBuffer) {
        player.transitionFrame(screen)
    }

    func didRun(_ step: ScenarioStep, index: Int, screen: CellBuffer, failure: ScenarioFailure?) async {
        stage = .showingTransition(index)
        await player.didRun(step, index: index, screen: screen, failure: failure)
    }
}
