import NavPilot
import NavPilotTUI

/// Scenario files, and folders of them, run headlessly one after the other: the work behind
/// `navpilot run`, without its command line (the executable parses arguments, chooses exit codes
/// and CPU cores).
///
/// Every file is parsed and checked first; malformed files are reported with all their errors and
/// counted as failed, and the valid files still run. Output is one line per scenario naming its
/// file, a failure under its line, and a closing `N passed, M failed`.
///
/// ```swift
/// let summary = try await ScenarioSuite(paths: ["Scenarios"]).run(catalog: catalog) { print($0) }
/// ```
@MainActor
public struct ScenarioSuite {
    /// Files as given, and folders searched recursively for `*.scenario` (see `ScenarioFiles`).
    public var paths: [String]
    /// Where to write an asciicast of each scenario; nil for none.
    public var castDirectory: String?
    /// Where to write the SVG pictures of each scenario (its final screen as `NAME.svg`, every
    /// `Screenshot` as `NAME/SHOT.svg`); nil for none.
    public var svgDirectory: String?
    /// Write `Snapshot` and `Screenshot` files instead of comparing them.
    public var updateSnapshots: Bool
    /// Print the closing `N passed, M failed` line (a caller combining several suites prints its own).
    public var printsSummary: Bool
    /// The slice of the files to run, for one machine of a CI matrix; nil runs them all.
    public var shard: ScenarioShard?
    /// What the run may spend: time per scenario, bytes written in all. No time limit by default:
    /// in a test a busy machine is not a failing scenario, and a test waits on what it checks, never
    /// on the clock (`navpilot run` gives each scenario a minute, `--timeout`).
    public var budget = RunBudget(timePerScenario: nil)
    /// Whether each scenario's narration is printed after its result, step by step (`--narrate`).
    public var narrates = false

    /// A suite of `paths`.
    public init(
        paths: [String], castDirectory: String? = nil, svgDirectory: String? = nil, updateSnapshots: Bool = false,
        printsSummary: Bool = true, shard: ScenarioShard? = nil
    ) {
        self.paths = paths
        self.castDirectory = castDirectory
        self.svgDirectory = svgDirectory
        self.updateSnapshots = updateSnapshots
        self.printsSummary = printsSummary
        self.shard = shard
    }

    /// The scenario files the paths name (the shard's slice of them), in the order they run, after
    /// the paths that do not exist (every shard reports those: its command line is wrong). Entries a
    /// folder holds that cannot be scenarios (FIFOs, links to folders) are told to `skipping`.
    public func files(skipping: (String) -> Void = { _ in }) -> (files: [String], missing: [String]) {
        let (files, missing) = ScenarioFiles.collect(paths, skipping: skipping)
        return (shard?.files(of: files) ?? files, missing)
    }

    /// Makes the cast folder `directory` when missing; throws when it cannot be used.
    public func checkCastFolder(_ directory: String) throws(ScenarioSuiteError) {
        do {
            try ConfinedFile.createFolders(directory)
        } catch {
            throw .unusableCastFolder(error.description)
        }
    }

    /// Runs every scenario and reports to `output` (each line without its newline): `check`, then
    /// `run(_:after:catalog:output:)`.
    ///
    /// - Throws: `ScenarioSuiteError` when nothing can run: the cast folder cannot be used, or the
    ///   paths hold no scenario file. Nothing has run then.
    public func run(
        catalog: SessionCatalog, output: (String) -> Void
    ) async throws(ScenarioSuiteError)
        -> ScenarioSuiteSummary
    {
        let (scenarios, summary) = try check(catalog: catalog, output: output)
        return await run(scenarios, after: summary, catalog: catalog, output: output)
    }

    /// Finds and checks every file before anything runs, so a typo is reported without waiting:
    /// missing paths and malformed files are reported (with all their errors) and counted as failed.
    ///
    /// - Returns: the scenarios ready to run, and the summary so far.
    /// - Throws: `ScenarioSuiteError` when the cast folder cannot be used or there is no scenario file.
    public func check(
        catalog: SessionCatalog, output: (String) -> Void
    ) throws(ScenarioSuiteError) -> (scenarios: [Scenario], summary: ScenarioSuiteSummary) {
        if let castDirectory { try checkCastFolder(castDirectory) }
        if let svgDirectory {
            // `--svg out.svg` means a folder here; a name that reads as a picture's is a mistake,
            // unless that folder is there already.
            if svgDirectory.lowercased().hasSuffix(".svg"), !ScenarioFiles.isFolder(svgDirectory) {
                throw .unusableSVGFolder(
                    "\(SafeText.quoted(svgDirectory)) names a file, but --svg takes a folder: each scenario's "
                        + "pictures go in it as <scenario>.svg (e.g. --svg pictures)")
            }
            do {
                try ConfinedFile.createFolders(svgDirectory)
            } catch {
                throw .unusableSVGFolder(error.description)
            }
        }
        let (files, missing) = files(skipping: output)
        if files.isEmpty && missing.isEmpty {
            // A shard with nothing to do is not an error: a matrix may have more machines than files.
            guard let shard, !ScenarioFiles.collect(paths).files.isEmpty else { throw .noScenarios(paths) }
            output("shard \(shard) has no files to run")
        }
        var summary = ScenarioSuiteSummary()
        for path in missing {
            output("✘ \(path)  no such file or folder")
            summary.failed += 1
            summary.malformed += 1
        }
        var scenarios: [Scenario] = []
        for path in files {
            do {
                scenarios.append(try Scenario.load(path: path, catalog: catalog))
            } catch {
                ScenarioReport.lines(forMalformed: path, error).forEach(output)
                summary.failed += 1
                summary.malformed += 1
            }
        }
        return (scenarios, summary)
    }

    /// Runs checked `scenarios` one after the other, adding to `summary`; prints a line per
    /// scenario and, when `printsSummary`, the closing count.
    public func run(
        _ scenarios: [Scenario], after summary: ScenarioSuiteSummary, catalog: SessionCatalog,
        output: (String) -> Void
    ) async -> ScenarioSuiteSummary {
        guard let limit = budget.outputBytes else {
            return await runWithinBudget(scenarios, after: summary, catalog: catalog, output: output)
        }
        return await OutputAllowance.$current.withValue(OutputAllowance(limit: limit)) {
            await runWithinBudget(scenarios, after: summary, catalog: catalog, output: output)
        }
    }

    private func runWithinBudget(
        _ scenarios: [Scenario], after summary: ScenarioSuiteSummary, catalog: SessionCatalog,
        output: (String) -> Void
    ) async -> ScenarioSuiteSummary {
        var summary = summary
        let castNames = CastNames.unique(for: scenarios.map(\.file))
        for (scenario, castName) in zip(scenarios, castNames) {
            let cast = castDirectory.map { CastRecorder(title: scenario.name, directory: $0, name: castName) }
            let pictureName = String(castName.dropLast(".cast".count))
            let result = await ScenarioRunner.run(
                scenario, catalog: catalog, updateSnapshots: updateSnapshots, presenter: cast,
                screenshotCopies: svgDirectory.map { ($0, pictureName) }, timeBudget: budget.timePerScenario,
                confinesReads: true, narrates: narrates)
            ScenarioReport.lines(for: result).forEach(output)
            if narrates { ScenarioReport.lines(forNarration: result.narration).forEach(output) }
            var castFailed = false
            if let svgDirectory, let screen = result.finalScreen {
                let palette = TerminalPalette.palette(for: result.finalTheme?.appearance ?? .dark)
                let svg = SVGScreenshot(title: scenario.name, palette: palette).svg(of: screen)
                do {
                    try ConfinedFile.write(Array(svg.utf8), base: svgDirectory, folders: [], name: pictureName + ".svg")
                } catch {
                    output("  cannot write its final screen as SVG: \(error)")
                    castFailed = true
                }
            }
            if let cast {
                do {
                    try cast.finish()
                } catch {
                    // A cast asked for and not written fails the run: it is what the user came for.
                    output("  cannot write its cast: \(error)")
                    castFailed = true
                }
            }
            if result.passed && !castFailed { summary.passed += 1 } else { summary.failed += 1 }
        }
        if printsSummary { output(ScenarioReport.summary(passed: summary.passed, failed: summary.failed)) }
        return summary
    }
}

/// How a suite ended.
public struct ScenarioSuiteSummary: Hashable, Sendable, Codable {
    /// Scenarios that passed.
    public var passed = 0
    /// Scenarios that failed, malformed files and missing paths included.
    public var failed = 0
    /// Files that could not be run at all: malformed, unreadable or missing (counted in `failed`).
    public var malformed = 0

    /// A summary of these counts.
    public init(passed: Int = 0, failed: Int = 0, malformed: Int = 0) {
        self.passed = passed
        self.failed = failed
        self.malformed = malformed
    }

    /// Whether every scenario ran and passed.
    public var allPassed: Bool { failed == 0 }
}

/// Why a suite could not start.
public enum ScenarioSuiteError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The `--cast` folder cannot be made or is not a folder.
    case unusableCastFolder(String)
    /// The `--svg` folder cannot be made or is not a folder.
    case unusableSVGFolder(String)
    /// No path names a scenario file.
    case noScenarios([String])

    /// The reason, terminal-safe.
    public var description: String {
        switch self {
        case .unusableCastFolder(let reason): "--cast: \(reason)"
        case .unusableSVGFolder(let reason): "--svg: \(reason)"
        case .noScenarios(let paths): "no *.scenario files in \(paths.map(SafeText.quoted).joined(separator: " "))"
        }
    }
}
