import NavPilotScenario

/// Exit statuses as `navpilot run` gives them for a suite's summary.
enum Exit {
    static let passed: Int32 = 0
    static let failed: Int32 = 1
    static let malformed: Int32 = 2
}

/// Runs `ScenarioSuite` on `paths` (and `--cast DIR`, `--update-snapshots` among them) the way
/// `navpilot run` does, collecting its lines, with the exit status the executable would give.
///
/// Without a time per scenario unless a test asks for one (`RunBudgetTests`): the suite runs on the
/// main actor beside every other test of the process, so on a busy machine a scenario of two steps
/// can wait its turn longer than the minute `navpilot run` allows, and a test waits on what it
/// checks, never on the clock.
@MainActor
func runSuite(
    _ arguments: [String], catalog: SessionCatalog = TestSessions.catalog,
    budget: RunBudget = RunBudget(timePerScenario: nil)
) async -> (
    code: Int32, lines: [String]
) {
    var suite = ScenarioSuite(paths: [])
    suite.budget = budget
    var remaining = arguments[...]
    while let argument = remaining.popFirst() {
        switch argument {
        case "--cast": suite.castDirectory = remaining.popFirst()
        case "--update-snapshots": suite.updateSnapshots = true
        default: suite.paths.append(argument)
        }
    }
    var lines: [String] = []
    do {
        let summary = try await suite.run(catalog: catalog) { lines.append($0) }
        return (summary.malformed > 0 ? Exit.malformed : summary.allPassed ? Exit.passed : Exit.failed, lines)
    } catch {
        return (Exit.malformed, lines + ["navpilot: \(error)"])
    }
}
