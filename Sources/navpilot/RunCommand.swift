import CProcessAffinity
import NavPilot
import NavPilotScenario
import NavPilotTUI

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// `navpilot run PATH... [-j N] [--cast DIR] [--svg DIR] [--update-snapshots] [--all-cores]`: scenario files,
/// and folders of them, run headlessly (`ScenarioSuite`); exit 0 when all passed, 1 on a failure,
/// 2 on a malformed file or command line.
///
/// A run keeps the whole process on the CPU core it started on, unless `--all-cores` is given.
/// Scenarios are serial work on the main actor, and on Linux every suspension of the main actor
/// (the settle after each command) hands its next job to whichever libdispatch worker thread wakes
/// first, often on another core, with cold caches; on one core a step takes about 60% of the time,
/// idle, and about the same under load (BENCHMARKS.md). With `-j N`, files run in child processes
/// (`ParallelRun`), each keeping to the core it started on.
@MainActor
enum RunCommand {
    static func run(arguments: [String], catalog: SessionCatalog, environment: [String: String]) async -> Int32 {
        let options: RunOptions
        switch RunOptions.parse(arguments, environment: environment) {
        case .success(let parsed): options = parsed
        case .failure(let problem):
            Console.print("navpilot: \(problem.message)\n\(RunOptions.usage)", to: .error)
            return ExitStatus.usage
        }
        let suite = ScenarioSuite(
            paths: options.paths, castDirectory: options.castDirectory, svgDirectory: options.svgDirectory,
            updateSnapshots: options.updateSnapshots)
        let output: (String) -> Void = { Console.print($0) }
        let summary: ScenarioSuiteSummary
        do {
            if options.jobs > 1 {
                // Children inherit the parent's cores: the parent stays free, each child keeps to its own.
                let (scenarios, checked) = try suite.check(catalog: catalog, output: output)
                summary = try ParallelRun(options: options, executable: Self.executablePath).run(
                    files: scenarios.map(\.file), after: checked, output: output)
            } else {
                if !options.allCores {
                    // Best effort: where the system refuses, the run is only slower.
                    _ = process_affinity_keep_to_current_cpu()
                }
                summary = try await suite.run(catalog: catalog, output: output)
            }
        } catch {
            Console.print("navpilot: \(error)", to: .error)
            return ExitStatus.usage
        }
        if summary.malformed > 0 { return ExitStatus.usage }
        return summary.allPassed ? ExitStatus.success : ExitStatus.failure
    }

    /// This program's file, for child runs (the name it was started by may be relative or on PATH).
    static var executablePath: String {
        (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe")) ?? CommandLine.arguments[0]
    }
}
