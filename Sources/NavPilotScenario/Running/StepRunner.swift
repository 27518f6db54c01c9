import NavPilot
import NavPilotTUI

/// Runs scenario steps on a host: input and pilot operations change the session, expectations
/// compare it; after every step pending work settles, so the next step sees a finished frame.
@MainActor
final class StepRunner {
    let host: any ScenarioHost
    let snapshots: SnapshotStore?
    /// Builds the session again for `Relaunch`; nil when the session cannot be rebuilt.
    let makeSession: (() -> Session?)?
    /// Operations a route guard refused so far (they change nothing, so a scenario can expect the
    /// stack unchanged); a later failing expectation names them, since they are the likely reason.
    private var refusals: [String] = []
    /// The scenario's time budget, checked inside long steps too; nil for none.
    var timeBudget: TimeBudget?

    init(host: any ScenarioHost, snapshots: SnapshotStore?, makeSession: (() -> Session?)?) {
        self.host = host
        self.snapshots = snapshots
        self.makeSession = makeSession
    }

    /// Runs `step` of the scenario in `file` (or a label for scripts run from code), settles, then
    /// checks it when it is an expectation. When the step that follows (`next`) is a screenshot of a
    /// transition frame, this step plays its navigation transitions frame by frame and keeps them.
    func run(_ step: ScenarioStep, file: String, before next: ScenarioStep? = nil) async throws(ScenarioFailure) {
        if case .screenshot(_, frame: .some) = next?.action {
            host.keepsTransitionFrames = true
        } else {
            host.keepsTransitionFrames = false
        }
        try perform(step, file: file)
        await host.settle()
        try checkSettled(step, file: file)
    }

    /// The first half of `run(_:file:before:)`: performs `step` without settling, for a caller that
    /// settles several hosts together and then calls `checkSettled(_:file:)`.
    func perform(_ step: ScenarioStep, file: String) throws(ScenarioFailure) {
        if host.hasQuit, !step.action.isExpectation, !step.action.isRelaunch {
            throw ScenarioFailure(
                StepProblem("the session has quit (q or ctrl+c was pressed); use Relaunch to start it again"),
                file: file, step: step)
        }
        do {
            try perform(step.action)
        } catch {
            throw ScenarioFailure(error, file: file, step: step)
        }
    }

    /// The second half of `run(_:file:)`: checks `step`, once settled, when it is an expectation
    /// (a failure names the last operations a route guard refused: they are the likely reason).
    func checkSettled(_ step: ScenarioStep, file: String) throws(ScenarioFailure) {
        // What a step that changes something narrated is what the expectations after it hear.
        if !step.action.isExpectation { host.finishNarratedStep() }
        do {
            try Expectations(host: host, snapshots: snapshots).check(step.action)
        } catch {
            var problem = error
            problem.details += refusals.suffix(3).map { "note: \($0)" }
            throw ScenarioFailure(problem, file: file, step: step)
        }
    }

    /// Checks the expectation `step` against the session as it is, without settling first.
    func check(_ step: ScenarioStep, file: String) throws(ScenarioFailure) {
        do {
            try Expectations(host: host, snapshots: snapshots).check(step.action)
        } catch {
            throw ScenarioFailure(error, file: file, step: step)
        }
    }

    /// Sends `event` `count` times, a batch of at most `batchSize` at once: a long count costs a frame
    /// a batch, and memory for one batch whatever the count. Batches start at one event and double
    /// while one takes less than `quickBatch`, so the time budget is checked at least about that
    /// often however dear each event is (a Tab on a 1000x1000 screen).
    func sendInBatches(_ event: InputEvent, count: Int) throws(StepProblem) {
        var left = count
        var size = 1
        while left > 0, !host.hasQuit {
            if let timeBudget, timeBudget.isSpent { throw timeBudget.problem }
            let batch = min(left, size)
            let started = ContinuousClock.now
            host.send(Array(repeating: event, count: batch))
            left -= batch
            if ContinuousClock.now - started < Self.quickBatch { size = min(size * 2, Self.batchSize) }
        }
    }

    /// A batch that takes less than this is followed by one twice as large.
    static let quickBatch = Duration.milliseconds(100)

    /// The most events of a counted `Key` or `Wheel` sent at once.
    static let batchSize = 1_000

    /// Does `action` as its command's declaration says (`ScenarioCommands`); an expectation does
    /// nothing here.
    private func perform(_ action: StepAction) throws(StepProblem) {
        for declaration in ScenarioCommands.all {
            if let run = declaration.run, try run(action, self) { return }
        }
    }

    /// Does the pilot operation on the pane's pilot; a route guard's refusal is noted.
    func perform(_ operation: PilotOperation, on paneName: String) throws(StepProblem) {
        let pilot = try Expectations.pilot(of: paneName, in: host.windowManager)
        let changed: Bool
        do {
            changed = try pilot.perform(operation)
        } catch {
            throw StepProblem(error.description)
        }
        // These operations only refuse to change the stack when the pilot's route guard says no.
        switch operation {
        case .push(let routes) where !changed, .replace(let routes) where !changed:
            refusals.append("pane \(paneName)'s route guard refused \(routes.joined(separator: ", "))")
        case .replaceCurrent(let route) where !changed:
            refusals.append("pane \(paneName)'s route guard refused \(route)")
        default:
            break
        }
    }
}
