internal import CProcessAffinity
import NavPilot
import NavPilotTUI

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// `run PATH... [-j N] [--shard K/N] [--cast DIR] [--svg DIR] [--update-snapshots] [--all-cores]`:
/// scenario files, and folders of them, run headlessly (`ScenarioSuite`); exit 0 when all passed,
/// 1 on a failure, 2 on a malformed file or command line.
///
/// A run keeps the whole process on the CPU core it started on, unless `--all-cores` is given.
/// Scenarios are serial work on the main actor, and on Linux every suspension of the main actor
/// (the settle after each command) hands work between threads (a libdispatch worker, the thread
/// that serves the main actor), often on another core, with cold caches; on one core a step takes about 60% of the time,
/// idle, and about the same under load (BENCHMARKS.md). With `-j N`, files run in child processes
/// (`ParallelRun`), each keeping to the core it started on.
@MainActor
enum RunCommand {
    static func run(arguments: [String], context: CommandContext) async -> Int32 {
        let usage = RunOptions.usage(context.program)
        if context.printedHelp(for: arguments, usage: usage) { return ExitStatus.success }
        let options: RunOptions
        switch RunOptions.parse(arguments, environment: context.environment) {
        case .success(let parsed): options = parsed
        case .failure(let problem): return context.refuse(problem.message, usage: usage)
        }
        // A child of `run -j` reports its counts to its parent as data, not as a closing line.
        let resultPath = context.environment[ParallelRun.resultVariable]
        var suite = ScenarioSuite(
            paths: options.paths, castDirectory: options.castDirectory, svgDirectory: options.svgDirectory,
            updateSnapshots: options.updateSnapshots, printsSummary: resultPath == nil, shard: options.shard)
        suite.budget = options.budget
        suite.narrates = options.narrates
        let output: (String) -> Void = { Console.print($0) }
        let summary: ScenarioSuiteSummary
        do {
            if options.jobs > 1 {
                // Children inherit the parent's cores: the parent stays free, each child keeps to its own.
                let (scenarios, checked) = try suite.check(catalog: context.catalog, output: output)
                summary = try ParallelRun(options: options, executable: CommandContext.executablePath).run(
                    files: scenarios.map(\.file), after: checked, output: output)
            } else {
                if !options.allCores {
                    // Best effort: where the system refuses, the run is only slower.
                    _ = process_affinity_keep_to_current_cpu()
                }
                summary = try await suite.run(catalog: context.catalog, output: output)
            }
        } catch {
            context.complain(error.description)
            return ExitStatus.usage
        }
        if let resultPath {
            guard ParallelRun.writeResult(summary, to: resultPath) else {
                context.complain("cannot write the run's result to \(SafeText.quoted(resultPath))")
                return ExitStatus.failure
            }
        }
        if summary.malformed > 0 { return ExitStatus.usage }
        return summary.allPassed ? ExitStatus.success : ExitStatus.failure
    }
}
