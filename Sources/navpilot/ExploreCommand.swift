import CProcessAffinity
import NavPilot
import NavPilotScenario
import NavPilotTUI

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
#if canImport(Glibc)
import Glibc
#endif

/// `navpilot explore SESSION|FILE.scenario [--steps N] [--time SECONDS] [--seed S]
/// [--invariants FILE] [--out DIR] [--all-cores] [--journal FILE]`: seeded random sessions with
/// every invariant checked after every step (`Explorer`). Prints the seed and a one-line summary;
/// on a finding, writes the shrunk scenario to `DIR/explore-<session>-<seed>.scenario`, prints it,
/// and exits 1. A `FILE.scenario` names its session and size, and its steps run first: exploring
/// starts from the state it leaves.
///
/// The exploring itself runs in a child process (this executable with `--journal`, which writes
/// each step before it runs): a step that ends the child (a trap) is then shrunk here, each
/// candidate judged by a `navpilot run` child ended by the same signal (`CrashedExploration`).
@MainActor
enum ExploreCommand {
    static let usage =
        "usage: navpilot explore SESSION|FILE.scenario [--steps N] [--time SECONDS] [--seed S] "
        + "[--invariants FILE] [--out DIR] [--all-cores] [--journal FILE]"

    /// Tells the exploring child which process it is the child of.
    static let parentVariable = "NAVPILOT_EXPLORE_PARENT"

    /// Signals that mean the process crashed (a Swift trap is SIGILL on x86-64, SIGTRAP on arm64),
    /// not that someone stopped it.
    static let crashSignals: Set<Int32> = [SIGILL, SIGTRAP, SIGABRT, SIGSEGV, SIGBUS, SIGFPE, SIGSYS]

    static func run(arguments: [String], catalog: SessionCatalog) async -> Int32 {
        let parsed: FileArguments
        do {
            parsed = try FileArguments(
                arguments, subcommand: "explore",
                options: ["--steps", "--time", "--seed", "--invariants", "--out", "--journal"], flags: ["--all-cores"])
        } catch {
            return refuse(error.message)
        }
        var sessionName = parsed.file
        var size = Scenario.defaultSize
        var prelude: [ScenarioStep] = []
        if parsed.file.hasSuffix(".scenario") {
            do {
                let scenario = try Scenario.load(path: parsed.file, catalog: catalog)
                sessionName = scenario.sessionName
                size = scenario.size
                prelude = scenario.steps
            } catch {
                Console.print(error.description, to: .error)
                return ExitStatus.usage
            }
        }
        guard catalog.contains(sessionName) else {
            return refuse(
                "unknown session \(SafeText.quoted(sessionName)); sessions are \(catalog.names.joined(separator: ", "))"
            )
        }
        let seed = parsed.values["--seed"].map { UInt64($0) } ?? UInt64.random(in: 1...999_999)
        guard let seed else { return refuse("--seed takes a whole number") }
        var explorer = Explorer(sessionName: sessionName, catalog: catalog, seed: seed, size: size)
        explorer.prelude = prelude
        if let text = parsed.values["--steps"] {
            guard let steps = Int(text), steps >= 1 else { return refuse("--steps takes a number of steps") }
            explorer.maximumSteps = steps
        }
        if let text = parsed.values["--time"] {
            guard let seconds = Double(text), seconds > 0 else { return refuse("--time takes a number of seconds") }
            explorer.timeLimit = .milliseconds(Int(seconds * 1000))
            if parsed.values["--steps"] == nil { explorer.maximumSteps = .max }
        }
        if let path = parsed.values["--invariants"] {
            do {
                let bytes = try RegularFile.read(atPath: path, rules: .init(maximumSize: 1 << 20))
                guard let bytes else { return refuse("--invariants: \(SafeText.quoted(path)): no such file") }
                explorer.invariants = try Explorer.invariants(
                    fromScript: String(decoding: bytes, as: UTF8.self), file: path, catalog: catalog,
                    sessionName: sessionName)
            } catch let error as ScenarioDiagnostics {
                Console.print(error.description, to: .error)
                return ExitStatus.usage
            } catch {
                return refuse("--invariants: \(error)")
            }
        }
        let folder = parsed.values["--out"] ?? "."
        guard let journalPath = parsed.values["--journal"] else {
            var childArguments = [RunCommand.executablePath, "explore"] + arguments
            if parsed.values["--seed"] == nil { childArguments += ["--seed", String(seed)] }
            return await exploreInChild(childArguments, seed: seed, folder: folder, catalog: catalog)
        }
        do {
            explorer.journal = try StepJournal(path: journalPath)
        } catch {
            return refuse(error.description)
        }
        // A child of `navpilot explore` ends with it rather than run on with no one to read its journal,
        // including when the parent ended before the request was made.
        if let parent = ProcessInfo.processInfo.environment[parentVariable] {
            _ = process_end_with_parent()
            guard Int32(parent) == getppid() else { return ExitStatus.failure }
        }
        Console.print("exploring \(sessionName) with seed \(seed)")
        if !parsed.flagsGiven.contains("--all-cores") {
            // Serial work, as `navpilot run` is: on one core every yield stays on it (BENCHMARKS.md).
            // Best effort: where the system refuses, the run is only slower.
            _ = process_affinity_keep_to_current_cpu()
        }
        let report = await explorer.explore()
        if let problem = report.problem { return refuse(problem) }
        Console.print(report.summary)
        guard report.finding != nil else { return ExitStatus.success }
        return write(report, to: folder)
    }

    /// Prints the finding of `report`, writes its scenario into `folder` and prints it; exit 1.
    private static func write(_ report: ExploreReport, to folder: String) -> Int32 {
        guard let finding = report.finding, let text = report.scenarioText else { return ExitStatus.failure }
        Console.print("✘ \(finding.message)")
        finding.details.prefix(40).forEach { Console.print("  " + $0) }
        let name = "explore-\(report.session)-\(report.seed).scenario"
        do {
            try RecordingFile(path: folder + "/" + name).write(text)
            Console.print("shrunk to \(Self.steps(finding.steps.count)) in \(folder)/\(name):")
        } catch {
            Console.print("navpilot: cannot write \(SafeText.quoted(folder + "/" + name)): \(error)", to: .error)
            Console.print("shrunk to \(Self.steps(finding.steps.count)):")
        }
        Console.print(text)
        return ExitStatus.failure
    }

    /// Explores in a child (`arguments` with `--journal`); a crash of it is shrunk here.
    private static func exploreInChild(
        _ arguments: [String], seed: UInt64, folder: String, catalog: SessionCatalog
    ) async -> Int32 {
        guard let scratch = ScratchFolder.make(prefix: "navpilot-explore") else {
            Console.print("navpilot: cannot make a scratch folder in \(ScratchFolder.base)", to: .error)
            return ExitStatus.failure
        }
        defer { try? FileManager.default.removeItem(atPath: scratch) }
        let journal = scratch + "/journal.scenario"
        // The children's own temporary folders (their sessions' sandboxes) go in here too, so that
        // one that is stopped or killed leaves nothing behind once this folder is removed.
        let childTemporary = scratch + "/tmp"
        // Ctrl-C ends the exploring child (which starts with the default action); this process stays
        // to say so and remove the scratch folder. Ignored from before the start: no moment is left
        // in which it would end this process instead.
        signal(SIGINT, SIG_IGN)
        defer { signal(SIGINT, SIG_DFL) }
        guard
            (try? FileManager.default.createDirectory(atPath: childTemporary, withIntermediateDirectories: false))
                != nil,
            let child = ChildProcess.start(
                arguments + ["--journal", journal],
                setting: ["\(parentVariable)=\(getpid())", "TMPDIR=\(childTemporary)"])
        else {
            Console.print("navpilot: cannot start \(SafeText.quoted(arguments[0]))", to: .error)
            return ExitStatus.failure
        }
        switch ChildProcess.wait(for: child) {
        case .exited(let status):
            return status
        case .signaled(let signal) where crashSignals.contains(signal):
            // Shrinking can be stopped with Ctrl-C as any command can.
            Glibc.signal(SIGINT, SIG_DFL)
            return await shrinkCrash(
                journal: journal, candidate: scratch + "/candidate.scenario", signal: signal, seed: seed,
                folder: folder, temporary: childTemporary, catalog: catalog)
        case .signaled(let signal):
            let name = strsignal(signal).map { String(cString: $0) } ?? "unknown"
            Console.print("navpilot: the exploration was stopped by signal \(signal) (\(name))", to: .error)
            return ExitStatus.failure
        }
    }

    /// Shrinks the run the journal of a crashed child holds: each candidate is a scenario file
    /// that a `navpilot run` child must end with the same signal.
    private static func shrinkCrash(
        journal: String, candidate: String, signal: Int32, seed: UInt64, folder: String, temporary: String,
        catalog: SessionCatalog
    ) async -> Int32 {
        let crashed: CrashedExploration
        let steps: String
        do {
            let bytes = try RegularFile.read(atPath: journal, rules: .init(maximumSize: 64 << 20)) ?? []
            steps = String(decoding: bytes, as: UTF8.self)
            crashed = try CrashedExploration(
                journal: steps, file: journal, seed: seed, signal: signal, catalog: catalog)
        } catch {
            Console.print(
                "navpilot: the exploring process crashed and its journal cannot be read: \(error)", to: .error)
            return ExitStatus.failure
        }
        Console.print(
            "the exploring process ended after \(Self.steps(crashed.scenario.steps.count)) (signal \(signal)); "
                + "shrinking the run with navpilot run")
        let shrunk = await crashed.shrink(timeLimit: .seconds(120)) { text in
            try? FileManager.default.removeItem(atPath: candidate)
            guard (try? RecordingFile(path: candidate).write(text)) != nil else { return false }
            // No crash report for the candidates: the run's own came with the first crash.
            let arguments = [RunCommand.executablePath, "run", candidate]
            guard
                let child = ChildProcess.start(
                    arguments, outputPath: "/dev/null", setting: ["SWIFT_BACKTRACE=enable=no", "TMPDIR=\(temporary)"])
            else { return false }
            // A candidate that hangs is killed: it did not end the way the run did.
            return await ChildProcess.wait(for: child, killingAfter: .seconds(30)) == .signaled(signal)
        }
        guard let shrunk else {
            // The steps are kept where the user asked for files, as the journal holds them.
            let name = "explore-\(crashed.scenario.sessionName)-\(seed)-journal.scenario"
            let kept = (try? RecordingFile(path: folder + "/" + name).write(steps)) != nil
            Console.print(
                "✘ \(crashed.message), but navpilot run does not crash on the same steps (the crash may come "
                    + "from what only exploring does, or not every time)"
                    + (kept ? "; the steps taken are in \(folder)/\(name)" : ""))
            return ExitStatus.failure
        }
        return write(shrunk, to: folder)
    }

    private static func steps(_ count: Int) -> String { count == 1 ? "1 step" : "\(count) steps" }

    private static func refuse(_ message: String) -> Int32 {
        Console.print("navpilot: \(message)\n\(usage)", to: .error)
        return ExitStatus.usage
    }
}
