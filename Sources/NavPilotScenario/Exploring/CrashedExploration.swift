import NavPilot
import NavPilotTUI

#if canImport(Glibc)
import Glibc
#endif

/// An exploration whose last step ended the process (a trap, a bad memory access): its steps as its
/// `StepJournal` kept them, shrunk by replaying candidates in child processes.
///
/// A process that traps cannot shrink its own run, so `navpilot explore` explores in a child of
/// its own; when that child is ended by a signal, the parent reads the journal and shrinks it with
/// `navpilot run` as the judge: a candidate fails the same way when its run is ended by the same
/// signal.
@MainActor
package struct CrashedExploration {
    /// The journal as a scenario: its session, size and the steps taken, the last one fatal.
    package let scenario: Scenario
    /// The seed of the run.
    package let seed: UInt64
    /// The signal that ended the process.
    package let signal: Int32
    /// The command the shrunk file names as its origin (`Explorer.command`).
    package var command = "explore"

    /// The run the journal `text` (read from `file`) holds, ended by `signal`.
    /// - Throws: `ScenarioDiagnostics` when the journal is not a scenario of a session of `catalog`.
    package init(
        journal text: String, file: String, seed: UInt64, signal: Int32, catalog: SessionCatalog
    ) throws(ScenarioDiagnostics) {
        scenario = try Scenario.parse(text, file: file, catalog: catalog)
        self.seed = seed
        self.signal = signal
    }

    /// What ended the process: `signal 4 (Illegal instruction): a step ended the process`.
    package var message: String {
        let name = strsignal(signal).map { String(cString: $0) } ?? "unknown"
        return "signal \(signal) (\(name)): a step ended the process"
    }

    /// Drops chunks of steps, then keys of bursts, while `reproduces` says the smaller run still
    /// ends the same way (it gets the candidate as scenario text), within `timeLimit`; the report of
    /// the smallest run. Nil when the whole run does not end that way under `reproduces`: the crash
    /// came from what only exploring does (the twin session, the checks after a step, its own
    /// shrinking), or does not come every time.
    package func shrink(timeLimit: Duration, reproduces: @escaping (String) async -> Bool) async -> ExploreReport? {
        let attempt: ([ScenarioStep]) async -> ExploreFinding? = { steps in
            let candidate = finding(steps: steps)
            return await reproduces(report(of: candidate).scenarioText ?? "") ? candidate : nil
        }
        guard let whole = await attempt(scenario.steps) else { return nil }
        let shrinker = StepShrinker<ExploreFinding>(
            steps: \.steps, attempt: attempt, deadline: ContinuousClock().now + timeLimit)
        var shrunk = report(of: await shrinker.shrink(whole))
        shrunk.stepsRun = scenario.steps.count
        return shrunk
    }

    private func finding(steps: [ScenarioStep]) -> ExploreFinding {
        ExploreFinding(kind: .crash, message: message, details: [], steps: steps, checks: [])
    }

    private func report(of finding: ExploreFinding) -> ExploreReport {
        var report = ExploreReport(seed: seed, session: scenario.sessionName, size: scenario.size)
        report.command = command
        report.finding = finding
        return report
    }
}
