import CProcessAffinity
import NavPilotTUI

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// `navpilot run`, `navpilot play` and `navpilot record` as library functions: the executable
/// passes its arguments, the sessions and the environment, and exits with the returned code.
@MainActor
public enum ScenarioCommand {
    /// Exit code: every scenario passed.
    public static let exitPassed: Int32 = 0
    /// Exit code: an expectation failed.
    public static let exitFailed: Int32 = 1
    /// Exit code: a file is malformed (or the command line is).
    public static let exitMalformed: Int32 = 2

    /// `navpilot run PATH... [--cast DIR] [--update-snapshots] [--all-cores]`.
    ///
    /// Runs scenario files, and folders of them (recursively, sorted), headlessly. Every file is
    /// parsed and checked first; malformed files are reported with all their errors and counted as
    /// failed, and the valid files still run. Prints one line per scenario, a failure under its
    /// line, and a closing `N passed, M failed`.
    ///
    /// When the caller owns the process (the `navpilot` executable), a run keeps the whole process on
    /// the CPU core it started on, unless `--all-cores` is given. Scenarios are serial work on the
    /// main actor, and on Linux every suspension of the main actor (the settle after each command)
    /// hands its next job to whichever libdispatch worker thread wakes first, often on another core,
    /// with cold caches: on one core a step takes about 60% of the time (see BENCHMARKS.md).
    ///
    /// - Parameters:
    ///   - arguments: the arguments after `run`.
    ///   - environment: `SNAPSHOT_UPDATE=1` writes snapshots instead of comparing them, refused (exit 2)
    ///     when `CI` is set.
    ///   - ownsProcess: true when nothing else runs in this process, so the run may change
    ///     process-wide settings (the CPU cores it runs on); false in tests and other hosts.
    ///   - output: receives each line (without its newline).
    /// - Returns: 0 when every scenario passed, 2 when a file (or the command line) is malformed,
    ///   else 1.
    public static func run(
        arguments: [String], catalog: SessionCatalog, environment: [String: String], ownsProcess: Bool = false,
        output: (String) -> Void
    ) async -> Int32 {
        let options: RunOptions
        switch RunOptions.parse(arguments, environment: environment) {
        case .success(let parsed): options = parsed
        case .failure(let problem):
            output("navpilot: \(problem.message)")
            output(RunOptions.usage)
            return exitMalformed
        }
        if ownsProcess && !options.allCores {
            // Best effort: where the system refuses, the run is only slower.
            _ = process_affinity_keep_to_current_cpu()
        }
        if let directory = options.castDirectory {
            // A cast folder that cannot be used is a bad command line, said before anything runs.
            do {
                try ConfinedFile.createFolders(directory)
            } catch {
                output("navpilot: --cast: \(error)")
                return exitMalformed
            }
        }
        let (files, missing) = ScenarioFiles.collect(options.paths, skipping: output)
        var passed = 0
        var failed = 0
        var malformed = false
        for path in missing {
            output("✘ \(path)  no such file or folder")
            failed += 1
            malformed = true
        }
        if files.isEmpty && missing.isEmpty {
            output("navpilot: no *.scenario files in \(options.paths.joined(separator: " "))")
            return exitMalformed
        }
        // Check everything before running anything, so a typo is reported without waiting.
        var scenarios: [Scenario] = []
        for path in files {
            do {
                scenarios.append(try Scenario.load(path: path, catalog: catalog))
            } catch {
                ScenarioReport.lines(forMalformed: path, error).forEach(output)
                failed += 1
                malformed = true
            }
        }
        let castNames = CastNames.unique(for: scenarios.map(\.file))
        for (scenario, castName) in zip(scenarios, castNames) {
            let cast = options.castDirectory.map { _ in CastRecorder(title: scenario.name) }
            let result = await ScenarioRunner.run(
                scenario, catalog: catalog, updateSnapshots: options.updateSnapshots, presenter: cast)
            ScenarioReport.lines(for: result).forEach(output)
            var castFailed = false
            if let directory = options.castDirectory, let cast {
                do {
                    try cast.write(to: directory, name: castName)
                } catch {
                    // A cast asked for and not written fails the run: it is what the user came for.
                    output("  cannot write its cast: \(error)")
                    castFailed = true
                }
            }
            if result.passed && !castFailed { passed += 1 } else { failed += 1 }
        }
        output(ScenarioReport.summary(passed: passed, failed: failed))
        if malformed { return exitMalformed }
        return failed > 0 ? exitFailed : exitPassed
    }
}
