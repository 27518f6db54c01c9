import NavPilot
import NavPilotTUI

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
#if canImport(Glibc)
import Glibc
#endif

/// `run -j N`: each scenario file runs in a `run FILE` child process of its own (this same
/// executable), at most N at a time, and their output is printed in file order, as a serial run
/// prints it.
///
/// A session and its scenario are serial work on one main actor, so files run in parallel only as
/// processes. Each child checks its file, runs it, pins itself to the core it started on (unless
/// `--all-cores`), writes its cast into a scratch folder and its counts as JSON into the file
/// `resultVariable` names; the parent moves each cast into the `--cast` folder under the run's
/// unique names, so two scenarios of the same name keep a cast each.
@MainActor
struct ParallelRun {
    let options: RunOptions
    let executable: String

    /// The environment variable that tells a child where to write its `ScenarioSuiteSummary` (JSON)
    /// instead of printing the closing count.
    static let resultVariable = "NAVPILOT_RUN_RESULT"

    /// A run of `options` whose children are `executable`.
    init(options: RunOptions, executable: String) {
        self.options = options
        self.executable = executable
    }

    /// One child: the file it runs and where its output and cast go.
    private struct Child {
        let file: String
        let output: String
        let result: String
        let castFolder: String
        let svgFolder: String
    }

    /// Runs the checked scenario `files` after `summary` (what checking found), and returns the
    /// combined summary; lines go to `output` in file order, as a serial run prints them.
    func run(
        files: [String], after summary: ScenarioSuiteSummary, output: (String) -> Void
    ) throws(ScenarioSuiteError) -> ScenarioSuiteSummary {
        var summary = summary
        guard let scratch = ScratchFolder.make(prefix: "navpilot-run") else {
            throw .unusableCastFolder("cannot make a scratch folder for the child runs in the temporary folder")
        }
        defer { ScratchFolder.remove(scratch) }
        let children = files.enumerated().map { index, file in
            Child(
                file: file, output: "\(scratch)/\(index).out", result: "\(scratch)/\(index).json",
                castFolder: "\(scratch)/\(index).casts",
                svgFolder: "\(scratch)/\(index)-pictures")
        }
        let castNames = CastNames.unique(for: files)
        var running: [pid_t: Int] = [:]
        var statuses: [Int: Int32] = [:]
        var next = 0
        var printed = 0
        while printed < children.count {
            while running.count < options.jobs, next < children.count {
                if let pid = start(children[next]) {
                    running[pid] = next
                } else {
                    statuses[next] = -1
                }
                next += 1
            }
            if !running.isEmpty {
                var status: Int32 = 0
                let pid = waitpid(-1, &status, 0)
                if pid < 0 {
                    if errno == EINTR { continue }
                    // No child left to wait for: those not accounted for failed to report.
                    for (_, index) in running { statuses[index] = -1 }
                    running = [:]
                } else if let index = running.removeValue(forKey: pid) {
                    ChildProcess.reaped(pid)
                    // A child killed by a signal has no exit status.
                    if case .exited(let code) = ChildProcess.End(waitStatus: status) {
                        statuses[index] = code
                    } else {
                        statuses[index] = -1
                    }
                }
            }
            // Output in file order: each child's once it and every child before it are done.
            while printed < children.count, let status = statuses[printed] {
                report(children[printed], status: status, castName: castNames[printed], into: &summary, output: output)
                printed += 1
            }
        }
        output(ScenarioReport.summary(passed: summary.passed, failed: summary.failed))
        return summary
    }

    /// Starts `run FILE` for `child`, its standard output and error to one file; nil when
    /// it cannot be started.
    private func start(_ child: Child) -> pid_t? {
        var arguments = [executable, "run", child.file]
        if options.updateSnapshots { arguments.append("--update-snapshots") }
        if options.allCores { arguments.append("--all-cores") }
        if options.narrates { arguments.append("--narrate") }
        if options.castDirectory != nil { arguments += ["--cast", child.castFolder] }
        if options.svgDirectory != nil { arguments += ["--svg", child.svgFolder] }
        // Each child is a run of one file, with the run's budget.
        let budget = options.budget
        arguments += ["--timeout", String(budget.timePerScenario.map { $0.components.seconds } ?? 0)]
        arguments += ["--max-output", String(budget.outputBytes.map { $0 >> 20 } ?? 0)]
        return ChildProcess.start(
            arguments, outputPath: child.output, setting: ["\(Self.resultVariable)=\(child.result)"])
    }

    /// Prints what `child` printed, adds its counts (its JSON result) to `summary`, and moves its
    /// cast into the `--cast` folder.
    private func report(
        _ child: Child, status: Int32, castName: String, into summary: inout ScenarioSuiteSummary,
        output: (String) -> Void
    ) {
        let bytes = (try? RegularFile.read(atPath: child.output, rules: .init(maximumSize: 64 << 20))) ?? nil
        var lines = String(decoding: bytes ?? [], as: UTF8.self).split(
            separator: "\n", omittingEmptySubsequences: false
        )
        .map(String.init)
        if lines.last == "" { lines.removeLast() }
        lines.forEach(output)
        guard status >= 0, let counts = Self.readResult(child.result) else {
            output("✘ \(child.file)  its run ended without a result (exit status \(status))")
            summary.failed += 1
            return
        }
        summary.passed += counts.passed
        summary.failed += counts.failed
        summary.malformed += counts.malformed
        guard counts.passed + counts.failed > 0 else { return }
        if let directory = options.svgDirectory {
            do {
                try PictureFolder.copy(
                    from: child.svgFolder, to: directory, name: String(castName.dropLast(".cast".count)))
            } catch {
                output("  cannot write its SVG pictures: \(error)")
                if counts.passed > 0 {
                    summary.passed -= 1
                    summary.failed += 1
                    return
                }
            }
        }
        guard let directory = options.castDirectory else { return }
        let made = (try? FileManager.default.contentsOfDirectory(atPath: child.castFolder)) ?? []
        guard let cast = made.first(where: { $0.hasSuffix(".cast") }) else { return }
        do {
            let bytes = try RegularFile.read(atPath: child.castFolder + "/" + cast, rules: .init(maximumSize: 1 << 30))
            try CastNames.write(bytes ?? [], to: directory, name: castName)
        } catch {
            output("  cannot write its cast: \(error)")
            if counts.passed > 0 {
                summary.passed -= 1
                summary.failed += 1
            }
        }
    }

    /// Writes a child's `summary` to `path` as JSON; whether it was written whole.
    static func writeResult(_ summary: ScenarioSuiteSummary, to path: String) -> Bool {
        guard let data = try? JSONEncoder().encode(summary) else { return false }
        return (try? data.write(to: URL(fileURLWithPath: path), options: .atomic)) != nil
    }

    /// The summary a child wrote to `path`, or nil when it wrote none (it ended before its end).
    static func readResult(_ path: String) -> ScenarioSuiteSummary? {
        guard let bytes = (try? RegularFile.read(atPath: path, rules: .init(maximumSize: 1 << 16))) ?? nil else {
            return nil
        }
        return try? JSONDecoder().decode(ScenarioSuiteSummary.self, from: Data(bytes))
    }
}
