/// What one `navpilot run` may spend, so a small hostile file cannot ask for unbounded work: a time
/// budget per scenario, checked after each step and inside the long ones (`TimeBudget`), and a cap on the bytes the run writes (snapshots,
/// SVG pictures, casts), checked by every write of `ConfinedFile`. With `-j N` each scenario file
/// runs in a process of its own, and the cap is each process's.
public struct RunBudget: Hashable, Sendable {
    /// How long one scenario may run; nil for no limit (`--timeout 0`).
    public var timePerScenario: Duration?
    /// How many bytes the run may write in all; nil for no limit (`--max-output 0`).
    public var outputBytes: Int?

    /// A budget of `timePerScenario` per scenario and `outputBytes` in all.
    public init(timePerScenario: Duration? = .seconds(60), outputBytes: Int? = 256 << 20) {
        self.timePerScenario = timePerScenario
        self.outputBytes = outputBytes
    }

    /// The default: a minute a scenario, 256 MiB of files a run.
    public static let standard = RunBudget()

    /// A time budget in its largest whole unit: `60 s`, `250 ms`, `1 ns`.
    static func describe(_ duration: Duration) -> String {
        let (seconds, attoseconds) = duration.components
        if attoseconds == 0 { return "\(seconds) s" }
        let nanoseconds = seconds * 1_000_000_000 + attoseconds / 1_000_000_000
        return nanoseconds % 1_000_000 == 0 ? "\(nanoseconds / 1_000_000) ms" : "\(nanoseconds) ns"
    }
}

/// The bytes a run has left to write (see `RunBudget.outputBytes`): `ConfinedFile` spends from the
/// one of the task it runs in.
final class OutputAllowance: @unchecked Sendable {
    /// The current run's allowance; nil outside a run (no limit).
    @TaskLocal static var current: OutputAllowance?

    let limit: Int
    // Only touched on the main actor (the runner writes there), never concurrently.
    private var used = 0

    init(limit: Int) {
        self.limit = limit
    }

    /// Takes `count` bytes from the allowance; false (nothing taken) when they do not fit.
    func spend(_ count: Int) -> Bool {
        guard used + count <= limit else { return false }
        used += count
        return true
    }
}

/// A scenario's time budget as its steps spend it: checked after every step and between the batches
/// of a counted key or wheel, so `Key tab 100000` on a huge screen stops within about a second of it.
struct TimeBudget {
    let budget: Duration
    let deadline: ContinuousClock.Instant

    /// Whether the scenario has run past it.
    var isSpent: Bool { ContinuousClock.now > deadline }

    /// What a step that ran past it says.
    var problem: StepProblem {
        StepProblem(
            "the scenario has run for longer than its time budget of \(RunBudget.describe(budget)) "
                + "(run --timeout SECONDS changes it, 0 lifts it)")
    }
}
