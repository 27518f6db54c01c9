import NavPilot

/// The arguments of `run`.
struct RunOptions: Equatable {
    /// The usage line of `program run`.
    static func usage(_ program: String) -> String {
        "usage: \(program) run PATH... [-j N] [--shard K/N] [--cast DIR] [--svg DIR] [--update-snapshots] "
            + "[--all-cores] [--timeout SECONDS] [--max-output MIB] [--narrate]"
    }

    var paths: [String] = []
    var castDirectory: String?
    /// Where each scenario's final screen and screenshots are written as SVG.
    var svgDirectory: String?
    var updateSnapshots = false
    /// Leave the process free to use every CPU core (by default a run keeps to one; see `RunCommand`).
    var allCores = false
    /// How many scenario files run at once, each in a process of its own.
    var jobs = 1
    /// The slice of the files to run (`--shard K/N`), for one machine of a CI matrix.
    var shard: ScenarioShard?
    /// Time per scenario and bytes written in all (`--timeout SECONDS`, `--max-output MIB`; 0 lifts
    /// either).
    var budget = RunBudget.standard
    /// Print what each scenario narrated, step by step (`--narrate`).
    var narrates = false

    /// The options of `arguments` (the words after `run`); `SNAPSHOT_UPDATE=1` in `environment`
    /// asks for snapshots to be written, refused when `CI` is set.
    static func parse(_ arguments: [String], environment: [String: String]) -> Result<RunOptions, UsageProblem> {
        var options = RunOptions()
        options.updateSnapshots = environment["SNAPSHOT_UPDATE"] == "1"
        var remaining = arguments[...]
        do {
            while let argument = remaining.popFirst() {
                try options.take(argument, from: &remaining)
            }
        } catch {
            return .failure(error)
        }
        guard !options.paths.isEmpty else { return .failure(UsageProblem(message: "no scenario files given")) }
        if options.updateSnapshots && isContinuousIntegration(environment) {
            // A CI run that rewrote its snapshots would pass whatever the screens show.
            return .failure(UsageProblem(message: "snapshots are never written when CI is set; update them outside CI"))
        }
        return .success(options)
    }

    /// Takes `argument`, and the value after it from `remaining` for an option that has one.
    private mutating func take(_ argument: String, from remaining: inout ArraySlice<String>) throws(UsageProblem) {
        switch argument {
        case "--update-snapshots": updateSnapshots = true
        case "--all-cores": allCores = true
        case "--narrate": narrates = true
        case "--":
            paths += remaining
            remaining = []
        case "--cast", "--svg", "--shard", "-j", "--jobs", "--timeout", "--max-output":
            try takeValue(of: argument, from: &remaining)
        default:
            if argument.hasPrefix("-") && argument != "-" {
                throw UsageProblem(message: "unknown option \(SafeText.quoted(argument))")
            }
            paths.append(argument)
        }
    }

    /// Takes the value of `option` from `remaining`.
    private mutating func takeValue(of option: String, from remaining: inout ArraySlice<String>) throws(UsageProblem) {
        switch option {
        case "--cast", "--svg":
            guard let directory = remaining.popFirst() else { throw UsageProblem(message: "\(option) needs a folder") }
            if option == "--cast" { castDirectory = directory } else { svgDirectory = directory }
        case "--shard":
            guard let text = remaining.popFirst() else {
                throw UsageProblem(message: "--shard needs a slice K/N, as in --shard 2/4")
            }
            guard let slice = ScenarioShard(text) else {
                throw UsageProblem(
                    message: "--shard takes K/N with 1 <= K <= N (the K-th of N slices), found \(SafeText.quoted(text))"
                )
            }
            shard = slice
        case "-j", "--jobs":
            guard let text = remaining.popFirst() else {
                throw UsageProblem(message: "\(option) needs a number of files to run at once")
            }
            guard let count = Int(text), (1...256).contains(count) else {
                throw UsageProblem(message: "\(option) takes a number from 1 to 256, found \(SafeText.quoted(text))")
            }
            jobs = count
        case "--timeout":
            let seconds = try Self.number(after: option, in: &remaining, upTo: 86_400, unit: "seconds (a day)").get()
            budget.timePerScenario = seconds == 0 ? nil : .seconds(seconds)
        default:
            let mebibytes = try Self.number(after: option, in: &remaining, upTo: 1 << 20, unit: "MiB (a TiB)").get()
            budget.outputBytes = mebibytes == 0 ? nil : mebibytes << 20
        }
    }

    /// The whole number from 0 to `maximum` after `option`, taken from `remaining`.
    static func number(
        after option: String, in remaining: inout ArraySlice<String>, upTo maximum: Int, unit: String
    ) -> Result<Int, UsageProblem> {
        guard let text = remaining.popFirst() else {
            return .failure(UsageProblem(message: "\(option) needs a number of \(unit.prefix { $0 != " " })"))
        }
        guard let value = Int(text), (0...maximum).contains(value) else {
            return .failure(
                UsageProblem(
                    message: "\(option) takes \(unit.prefix { $0 != " " }) from 0 to \(maximum) "
                        + "\(unit.drop { $0 != " " }.dropFirst()), 0 for no limit, found \(SafeText.quoted(text))"))
        }
        return .success(value)
    }

    /// Whether `CI` is set, as CI services do (`CI=true`); empty, `0` and `false` mean no.
    static func isContinuousIntegration(_ environment: [String: String]) -> Bool {
        guard let value = environment["CI"] else { return false }
        return !["", "0", "false"].contains(value.lowercased())
    }
}
