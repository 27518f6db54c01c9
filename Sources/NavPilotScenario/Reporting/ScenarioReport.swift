import NavPilot

/// The lines `navpilot run` prints: one per scenario, failures and problems under theirs, and a
/// closing `N passed, M failed`.
public enum ScenarioReport {
    /// `✔ path/name.scenario  12 steps  3.1 ms`, or `✘ path/name.scenario  step 5 of 12 failed  2.0 ms`
    /// followed by the failure. Each line names the file as it was given, so two scenarios of the
    /// same name in different folders are told apart.
    public static func lines(for result: ScenarioResult) -> [String] {
        let file = SafeText.escaping(result.file)
        let steps = "\(result.stepCount) step\(result.stepCount == 1 ? "" : "s")"
        let time = milliseconds(result.duration)
        if let line = result.abortedAtLine {
            return ["✘ \(file)  stopped before line \(line)  \(time)"]
        }
        guard let failure = result.failure else {
            return ["✔ \(file)  \(steps)  \(time)"]
        }
        let head = "✘ \(file)  step \(result.stepsRun) of \(result.stepCount) failed  \(time)"
        return [head] + failure.description.split(separator: "\n", omittingEmptySubsequences: false).map { "  " + $0 }
    }

    /// A scenario's narration under its result line: each step as written (the start first), and
    /// what it said indented under it.
    public static func lines(forNarration narration: [NarratedStep]) -> [String] {
        narration.flatMap { step in
            ["  " + SafeText.escaping(step.step ?? "(start)")] + step.lines.map { "      " + SafeText.escaping($0) }
        }
    }

    /// `✘ path/name.scenario  malformed: 2 errors` followed by each error with its line and caret.
    public static func lines(forMalformed file: String, _ diagnostics: ScenarioDiagnostics) -> [String] {
        let count = diagnostics.count
        return [
            "✘ \(SafeText.escaping(file))  malformed: \(count) error\(count == 1 ? "" : "s")", diagnostics.description,
        ]
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
