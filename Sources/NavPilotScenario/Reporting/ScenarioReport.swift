/// The lines `navpilot run` prints: one per scenario, failures and problems under theirs, and a
/// closing `N passed, M failed`.
public enum ScenarioReport {
    /// `✔ name  12 steps  3.1 ms`, or `✘ name  step 5 of 12 failed  2.0 ms` followed by the failure.
    public static func lines(for result: ScenarioResult) -> [String] {
        let steps = "\(result.stepCount) step\(result.stepCount == 1 ? "" : "s")"
        let time = milliseconds(result.duration)
        guard let failure = result.failure else {
            return ["✔ \(result.name)  \(steps)  \(time)"]
        }
        let head = "✘ \(result.name)  step \(result.stepsRun) of \(result.stepCount) failed  \(time)"
        return [head] + failure.description.split(separator: "\n", omittingEmptySubsequences: false).map { "  " + $0 }
    }

    /// `✘ name  malformed: 2 errors` followed by each error with its line and caret.
    public static func lines(forMalformed name: String, _ diagnostics: ScenarioDiagnostics) -> [String] {
        let count = diagnostics.count
        return ["✘ \(name)  malformed: \(count) error\(count == 1 ? "" : "s")", diagnostics.description]
    }

    /// `N passed, M failed`.
    public static func summary(passed: Int, failed: Int) -> String {
        "\(passed) passed, \(failed) failed"
    }

    /// `3.1 ms`.
    static func milliseconds(_ duration: Duration) -> String {
        let (seconds, attoseconds) = duration.components
        let tenths = Int(seconds) * 10_000 + Int(attoseconds / 100_000_000_000_000)
        return "\(tenths / 10).\(tenths % 10) ms"
    }
}
