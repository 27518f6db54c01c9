import NavPilotTUI

/// Something that watches a scenario run: a cast being written, a terminal replaying it. The run is
/// the same with or without one (same session, same headless screen, same results); a presenter
/// only sees it, and may pace it or stop it.
@MainActor
public protocol ScenarioPresenter: AnyObject {
    /// Whether navigation transitions play frame by frame (each still ends before the step's
    /// expectations run, so results do not change).
    var showsTransitions: Bool { get }
    /// The session has started and shows `screen`.
    func started(_ scenario: Scenario, screen: CellBuffer) async
    /// Step `index` (from 0) is about to run; false stops the run there (the user aborted).
    func willRun(_ step: ScenarioStep, index: Int, of total: Int) async -> Bool
    /// One frame of a navigation transition, while a step settles.
    func transitionFrame(_ screen: CellBuffer)
    /// Step `index` ran and the session shows `screen`; `failure` when it failed (the run ends).
    func didRun(_ step: ScenarioStep, index: Int, screen: CellBuffer, failure: ScenarioFailure?) async
}

extension ScenarioPresenter {
    /// Presenters that do not draw transitions see only each step's final frame.
    public var showsTransitions: Bool { false }
    /// Nothing to do when the session starts.
    public func started(_ scenario: Scenario, screen: CellBuffer) async {}
    /// Every step runs, without waiting.
    public func willRun(_ step: ScenarioStep, index: Int, of total: Int) async -> Bool { true }
    /// Transition frames are not looked at.
    public func transitionFrame(_ screen: CellBuffer) {}
    /// Nothing to do after a step.
    public func didRun(_ step: ScenarioStep, index: Int, screen: CellBuffer, failure: ScenarioFailure?) async {}
}
