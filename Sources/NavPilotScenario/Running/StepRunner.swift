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

    init(host: any ScenarioHost, snapshots: SnapshotStore?, makeSession: (() -> Session?)?) {
        self.host = host
        self.snapshots = snapshots
        self.makeSession = makeSession
    }

    /// Runs `action`, settles, then checks it when it is an expectation.
    func run(_ action: StepAction) async throws(StepProblem) {
        if host.hasQuit, !action.isExpectation, !Self.isRelaunch(action) {
            throw StepProblem("the session has quit (q or ctrl+c was pressed); use Relaunch to start it again")
        }
        try perform(action)
        // Keys render as they are sent; focus, zoom and pilot changes are observed, so settling
        // renders exactly when something changed.
        await host.settle()
        try Expectations(host: host, snapshots: snapshots).check(action)
    }

    private static func isRelaunch(_ action: StepAction) -> Bool {
        if case .relaunch = action { return true }
        return false
    }

    private func perform(_ action: StepAction) throws(StepProblem) {
        switch action {
        case .key(let press, let count):
            for _ in 0..<count where !host.hasQuit {
                host.send([.key(press)])
            }
        case .type(let text):
            host.send(text.map { .key(KeyPress(.character($0))) })
        case .burst(let presses):
            host.send(presses.map { .key($0) })
        case .paste(let text):
            host.send([.paste(text)])
        case .focus(let selection):
            switch selection {
            case .named(let name): host.windowManager.focus(name)
            case .next: host.windowManager.focusNext()
            case .previous: host.windowManager.focusPrevious()
            }
        case .operation(let pane, let operation):
            try perform(operation, on: pane)
        case .back(let pane):
            try perform(.back, on: pane ?? host.windowManager.focusedPane.name)
        case .resize(let size):
            guard host.resize(to: size) else { return }
        case .zoom(let pane):
            host.windowManager.zoom(pane)
        case .unzoom:
            host.windowManager.unzoom()
        case .relaunch:
            guard let session = makeSession?() else {
                throw StepProblem("Relaunch needs a way to build the session again")
            }
            host.relaunch(session)
        default:
            break
        }
    }

    private func perform(_ operation: PilotOperation, on paneName: String) throws(StepProblem) {
        let pilot = try Expectations.pilot(of: paneName, in: host.windowManager)
        do {
            try pilot.perform(operation)
        } catch {
            throw StepProblem(error.description)
        }
    }
}
