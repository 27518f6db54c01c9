/// The arguments of `navpilot run`.
struct RunOptions {
    struct Problem: Error {
        let message: String
    }

    static let usage = "usage: navpilot run PATH... [--cast DIR] [--update-snapshots] [--all-cores]"

    var paths: [String] = []
    var castDirectory: String?
    var updateSnapshots = false
    /// Leave the process free to use every CPU core (by default a run keeps to one; see `ScenarioCommand.run`).
    var allCores = false

    static func parse(_ arguments: [String], environment: [String: String]) -> Result<RunOptions, Problem> {
        var options = RunOptions()
        options.updateSnapshots = environment["SNAPSHOT_UPDATE"] == "1"
        var remaining = arguments[...]
        while let argument = remaining.popFirst() {
            switch argument {
            case "--cast":
                guard let directory = remaining.popFirst() else {
                    return .failure(Problem(message: "--cast needs a folder"))
                }
                options.castDirectory = directory
            case "--update-snapshots":
                options.updateSnapshots = true
            case "--all-cores":
                options.allCores = true
            case "--":
                options.paths += remaining
                remaining = []
            default:
                if argument.hasPrefix("--") {
                    return .failure(Problem(message: "unknown option \(argument)"))
                }
                options.paths.append(argument)
            }
        }
        guard !options.paths.isEmpty else { return .failure(Problem(message: "no scenario files given")) }
        if options.updateSnapshots && isContinuousIntegration(environment) {
            // A CI run that rewrote its snapshots would pass whatever the screens show.
            return .failure(Problem(message: "snapshots are never written when CI is set; update them outside CI"))
        }
        return .success(options)
    }

    /// Whether `CI` is set, as CI services do (`CI=true`); empty, `0` and `false` mean no.
    static func isContinuousIntegration(_ environment: [String: String]) -> Bool {
        guard let value = environment["CI"] else { return false }
        return !["", "0", "false"].contains(value.lowercased())
    }
}
