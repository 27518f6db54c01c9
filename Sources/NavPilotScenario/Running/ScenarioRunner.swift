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
    /// The first failure; nil when the scenario passed.
    public var failure: ScenarioFailure?

    /// Whether every step passed.
    public var passed: Bool { failure == nil }
}

/// Runs checked scenarios headlessly.
///
/// A scenario stops at its first failure: later expectations usually fail because of it, and their
/// messages would bury the one that matters.
@MainActor
public enum ScenarioRunner {
    /// Called with each frame: once after the session starts (step nil), then after every step.
    public typealias FrameObserver = @MainActor (_ step: ScenarioStep?, _ screen: CellBuffer) -> Void

    /// Runs `scenario` on a fresh session from `catalog`, on a headless terminal.
    ///
    /// - Parameters:
    ///   - updateSnapshots: write `Snapshot` files instead of comparing them (SNAPSHOT_UPDATE=1).
    ///   - observer: sees every frame (asciicast output, benchmarks).
    ///   - transitionFrame: when given, navigation transitions play and it sees each of their frames
    ///     (asciicast output); each plays to its end before the step's expectations run.
    public static func run(
        _ scenario: Scenario, catalog: SessionCatalog, updateSnapshots: Bool = false,
        observer: FrameObserver? = nil, transitionFrame: (@MainActor (CellBuffer) -> Void)? = nil
    ) async -> ScenarioResult {
        let clock = ContinuousClock()
        let start = clock.now
        var result = ScenarioResult(
            name: scenario.name, file: scenario.file, stepsRun: 0, stepCount: scenario.steps.count,
            duration: .zero)
        guard let session = catalog.makeSession(named: scenario.sessionName) else {
            result.failure = ScenarioFailure(
                file: scenario.file, line: 1, command: "Session \(scenario.sessionName)",
                message: "unknown session '\(scenario.sessionName)'")
            return result
        }
        let host = HeadlessHost(session, size: scenario.size, transitionFrame: transitionFrame)
        await host.settle()
        observer?(nil, host.screen)
        let runner = StepRunner(
            host: host,
            snapshots: SnapshotStore(directory: scenario.snapshotDirectory, update: updateSnapshots),
            makeSession: { catalog.makeSession(named: scenario.sessionName) })
        for step in scenario.steps {
            result.stepsRun += 1
            do {
                try await runner.run(step.action)
            } catch {
                result.failure = ScenarioFailure(
                    file: scenario.file, line: step.line, command: step.source, message: error.message,
                    details: error.details)
                observer?(step, host.screen)
                break
            }
            observer?(step, host.screen)
        }
        result.duration = clock.now - start
        return result
    }
}
