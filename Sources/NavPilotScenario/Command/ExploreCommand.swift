internal import CProcessAffinity
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

/// `explore SESSION|FILE.scenario [--steps N] [--time SECONDS] [--seed S | --seeds A..B]
/// [--invariants FILE] [--out DIR] [--all-cores] [--journal FILE]`: seeded random sessions with
/// every invariant checked after every step (`Explorer`). Prints the seed and a one-line summary;
/// on a finding, writes the shrunk scenario to `DIR/explore-<session>-<seed>.scenario`, prints it,
/// and exits 1. A `FILE.scenario` names its session and size, and its steps run first: exploring
/// starts from the state it leaves. `--seeds A..B` explores every seed from A to B in turn (each
/// with the given steps or time), so the machines of a CI matrix can explore disjoint ranges.
///
/// The exploring itself runs in a child process (this executable with `--journal`, which writes
/// each step before it runs): a step that ends the child (a trap) is then shrunk here, each
/// candidate judged by a `run` child ended by the same signal (`CrashedExploration`).
@MainActor
enum ExploreCommand {
    /// The usage line of `program explore`.
    nonisolated static func usage(_ program: String) -> String {
        "usage: \(program) explore SESSION|FILE.scenario [--steps N] [--time SECONDS] [--seed S | --seeds A..B] "
            + "[--invariants FILE] [--out DIR] [--all-cores] [--journal FILE]"
    }

    /// Tells the exploring child which process it is the child of.
    static let parentVariable = "NAVPILOT_EXPLORE_PARENT"

    /// Signals that mean the process crashed (a Swift trap is SIGILL on x86-64, SIGTRAP on arm64),
    /// not that someone stopped it.
    static let crashSignals: Set<Int32> = [SIGILL, SIGTRAP, SIGABRT, SIGSEGV, SIGBUS, SIGFPE, SIGSYS]

    /// Why `explore` stops before exploring: a command line to refuse with the usage, or an exit
    /// status whose reason was already printed.
    private enum Stop: Error {
        case refused(String)
        case status(Int32)
    }

    static func run(arguments: [String], context: CommandContext) async -> Int32 {
        if context.printedHelp(for: arguments, usage: usage(context.program)) { return ExitStatus.success }
        do throws(Stop) {
            let parsed: FileArguments
            do {
                parsed = try FileArguments(
                    arguments, subcommand: "explore",
                    options: ["--steps", "--time", "--seed", "--seeds", "--invariants", "--out", "--journal"],
                    flags: ["--all-cores"])
            } catch {
                throw Stop.refused(error.message)
            }
            let seeds = try seedRange(of: parsed)
            let folder = parsed.values["--out"] ?? "."
            guard let journalPath = parsed.values["--journal"] else {
                // Each seed in a child of its own, named by `--seed`.
                return await exploreInChildren(seeds, arguments: arguments, folder: folder, context: context)
            }
            var explorer = try explorer(for: parsed, seed: seeds.lowerBound, context: context)
            do {
                explorer.journal = try StepJournal(path: journalPath)
            } catch {
                throw Stop.refused(error.description)
            }
            return try await explore(
                with: explorer, allCores: parsed.flagsGiven.contains("--all-cores"), folder: folder, context: context)
        } catch {
            switch error {
            case .refused(let message): return context.refuse(message, usage: usage(context.program))
            case .status(let status): return status
            }
        }
    }

    /// The seeds `--seed` or `--seeds` name; one at random when neither is given.
    private static func seedRange(of parsed: FileArguments) throws(Stop) -> ClosedRange<UInt64> {
        switch (parsed.values["--seed"], parsed.values["--seeds"]) {
        case (.some, .some):
            throw .refused("--seed and --seeds cannot both be given")
        case (let text?, nil):
            guard let seed = UInt64(text) else { throw .refused("--seed takes a whole number") }
            return seed...seed
        case (nil, let text?):
            guard let range = seedRange(text) else {
                throw .refused(
                    "--seeds takes a range A..B of whole numbers with A <= B, found \(SafeText.quoted(text))")
            }
            guard parsed.values["--journal"] == nil else { throw .refused("--journal takes one --seed, not --seeds") }
            return range
        case (nil, nil):
            let seed = UInt64.random(in: 1...999_999)
            return seed...seed
        }
    }

    /// The explorer the options ask for, on the session a name or a scenario file gives (a file's
    /// steps run first).
    private static func explorer(
        for parsed: FileArguments, seed: UInt64, context: CommandContext
    ) throws(Stop) -> Explorer {
        let catalog = context.catalog
        var sessionName = parsed.file
        var size = Scenario.defaultSize
        var prelude: [ScenarioStep] = []
        if parsed.file.hasSuffix(".scenario") {
            do {
                let scenario = try Scenario.load(path: parsed.file, catalog: catalog)
                (sessionName, size, prelude) = (scenario.sessionName, scenario.size, scenario.steps)
            } catch {
                Console.print(error.description, to: .error)
                throw .status(ExitStatus.usage)
            }
        }
        guard catalog.contains(sessionName) else { throw .refused(context.unknownSession(sessionName)) }
        var explorer = Explorer(sessionName: sessionName, catalog: catalog, seed: seed, size: size)
        explorer.command = "\(context.program) explore"
        // Alone in its process, a step's processor time is its own: a slow one is a finding here.
        explorer.stepTimeLimit = .seconds(1)
        explorer.prelude = prelude
        if let text = parsed.values["--steps"] {
            guard let steps = Int(text), steps >= 1 else { throw .refused("--steps takes a number of steps") }
            explorer.maximumSteps = steps
        }
        if let text = parsed.values["--time"] {
            guard let seconds = Double(text), seconds > 0 else { throw .refused("--time takes a number of seconds") }
            explorer.timeLimit = .milliseconds(Int(seconds * 1000))
            if parsed.values["--steps"] == nil { explorer.maximumSteps = .max }
        }
        if let path = parsed.values["--invariants"] {
            explorer.invariants = try invariants(at: path, sessionName: sessionName, catalog: catalog)
        }
        return explorer
    }

    /// The invariants of the script at `path` (`--invariants`).
    private static func invariants(
        at path: String, sessionName: String, catalog: SessionCatalog
    ) throws(Stop) -> [ScenarioStep] {
        do {
            let bytes = try RegularFile.read(atPath: path, rules: .init(maximumSize: 1 << 20))
            guard let bytes else { throw Stop.refused("--invariants: \(SafeText.quoted(path)): no such file") }
            return try Explorer.invariants(
                fromScript: String(decoding: bytes, as: UTF8.self), file: path, catalog: catalog,
                sessionName: sessionName)
        } catch let stop as Stop {
            throw stop
        } catch let error as ScenarioDiagnostics {
            Console.print(error.description, to: .error)
            throw .status(ExitStatus.usage)
        } catch {
            throw .refused("--invariants: \(error)")
        }
    }

    /// Explores each of `seeds` in a child process of its own (`--seed` and the other arguments);
    /// the worst status.
    private static func exploreInChildren(
        _ seeds: ClosedRange<UInt64>, arguments: [String], folder: String, context: CommandContext
    ) async -> Int32 {
        var base = [CommandContext.executablePath, "explore"]
        var remaining = arguments[...]
        while let argument = remaining.popFirst() {
            if argument == "--seed" || argument == "--seeds" {
                _ = remaining.popFirst()
            } else {
                base.append(argument)
            }
        }
        var worst = ExitStatus.success
        for seed in seeds {
            // Stopped (Ctrl-C) or unable to start: the seeds after it would fare no better.
            guard
                let status = await exploreInChild(
                    base + ["--seed", String(seed)], seed: seed, folder: folder, context: context)
            else { return ExitStatus.failure }
            worst = max(worst, status)
        }
        return worst
    }

    /// Explores in this process, the child of `explore`, which reads its journal.
    private static func explore(
        with explorer: Explorer, allCores: Bool, folder: String, context: CommandContext
    ) async throws(Stop) -> Int32 {
        // A child of `explore` ends with it rather than run on with no one to read its journal,
        // including when the parent ended before the request was made.
        if let parent = context.environment[parentVariable] {
            _ = process_end_with_parent()
            guard Int32(parent) == getppid() else { throw .status(ExitStatus.failure) }
        }
        Console.print("exploring \(explorer.sessionName) with seed \(explorer.seed)")
        if !allCores {
            // Serial work, as `run` is: on one core every yield stays on it (BENCHMARKS.md).
            // Best effort: where the system refuses, the run is only slower.
            _ = process_affinity_keep_to_current_cpu()
        }
        let report = await explorer.explore()
        if let problem = report.problem { throw .refused(problem) }
        Console.print(report.summary)
        guard report.finding != nil else { return ExitStatus.success }
        return write(report, to: folder, context: context)
    }

    /// `A..B`, both whole numbers, A <= B.
    static func seedRange(_ text: String) -> ClosedRange<UInt64>? {
        let parts = text.split(separator: ".", maxSplits: 2, omittingEmptySubsequences: false)
        guard parts.count == 3, parts[1].isEmpty, let low = UInt64(parts[0]), let high = UInt64(parts[2]), low <= high
        else { return nil }
        return low...high
    }

    /// Prints the finding of `report`, writes its scenario into `folder` and prints it; exit 1.
    private static func write(_ report: ExploreReport, to folder: String, context: CommandContext) -> Int32 {
        guard let finding = report.finding, let text = report.scenarioText else { return ExitStatus.failure }
        Console.print("✘ \(finding.message)")
        finding.details.prefix(40).forEach { Console.print("  " + $0) }
        let name = "explore-\(report.session)-\(report.seed).scenario"
        do {
            try RecordingFile(path: folder + "/" + name).write(text)
            Console.print("shrunk to \(Self.steps(finding.steps.count)) in \(folder)/\(name):")
        } catch {
            context.complain("cannot write \(SafeText.quoted(folder + "/" + name)): \(error)")
            Console.print("shrunk to \(Self.steps(finding.steps.count)):")
        }
        Console.print(text)
        return ExitStatus.failure
    }

    /// Explores in a child (`arguments` with `--journal`); a crash of it is shrunk here. The exit
    /// status, or nil (after saying why) when the child could not start or a signal stopped it.
    private static func exploreInChild(
        _ arguments: [String], seed: UInt64, folder: String, context: CommandContext
    ) async -> Int32? {
        guard let scratch = ScratchFolder.make(prefix: "navpilot-explore") else {
            context.complain("cannot make a scratch folder in \(ScratchFolder.base)")
            return nil
        }
        defer { ScratchFolder.remove(scratch) }
        let journal = scratch + "/journal.scenario"
        // The children's own temporary folders (their sessions' sandboxes) go in here too, so that
        // one that is stopped or killed leaves nothing behind once this folder is removed.
        let childTemporary = scratch + "/tmp"
        // Ctrl-C ends the exploring child (which starts with the default action); this process stays
        // to say so and remove the scratch folder. Ignored from before the start: no moment is left
        // in which it would end this process instead.
        var interrupt = sigaction()
        var ignore = sigaction()
        ignore.__sigaction_handler.sa_handler = SIG_IGN
        sigaction(SIGINT, &ignore, &interrupt)
        // What was there before (the teardown that removes scratch folders) comes back after.
        defer { sigaction(SIGINT, &interrupt, nil) }
        guard
            (try? FileManager.default.createDirectory(atPath: childTemporary, withIntermediateDirectories: false))
                != nil,
            let child = ChildProcess.start(
                arguments + ["--journal", journal],
                setting: ["\(parentVariable)=\(getpid())", "TMPDIR=\(childTemporary)"])
        else {
            context.complain("cannot start \(SafeText.quoted(arguments[0]))")
            return nil
        }
        switch ChildProcess.wait(for: child) {
        case .exited(let status):
            return status
        case .signaled(let signal) where crashSignals.contains(signal):
            // Shrinking can be stopped with Ctrl-C as any command can.
            sigaction(SIGINT, &interrupt, nil)
            return await shrinkCrash(
                journal: journal, candidate: scratch + "/candidate.scenario", signal: signal, seed: seed,
                folder: folder, temporary: childTemporary, context: context)
        case .signaled(let signal):
            let name = strsignal(signal).map { String(cString: $0) } ?? "unknown"
            context.complain("the exploration was stopped by signal \(signal) (\(name))")
            return nil
        }
    }

    /// Shrinks the run the journal of a crashed child holds: each candidate is a scenario file
    /// that a `run` child must end with the same signal.
    private static func shrinkCrash(
        journal: String, candidate: String, signal: Int32, seed: UInt64, folder: String, temporary: String,
        context: CommandContext
    ) async -> Int32 {
        var crashed: CrashedExploration
        let steps: String
        do {
            let bytes = try RegularFile.read(atPath: journal, rules: .init(maximumSize: 64 << 20)) ?? []
            steps = String(decoding: bytes, as: UTF8.self)
            crashed = try CrashedExploration(
                journal: steps, file: journal, seed: seed, signal: signal, catalog: context.catalog)
            crashed.command = "\(context.program) explore"
        } catch {
            context.complain("the exploring process crashed and its journal cannot be read: \(error)")
            return ExitStatus.failure
        }
        Console.print(
            "the exploring process ended after \(Self.steps(crashed.scenario.steps.count)) (signal \(signal)); "
                + "shrinking the run with \(context.program) run")
        let shrunk = await crashed.shrink(timeLimit: .seconds(120)) { text in
            try? FileManager.default.removeItem(atPath: candidate)
            guard (try? RecordingFile(path: candidate).write(text)) != nil else { return false }
            // No crash report for the candidates: the run's own came with the first crash.
            let arguments = [CommandContext.executablePath, "run", candidate]
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
                "✘ \(crashed.message), but \(context.program) run does not crash on the same steps (the crash may come "
                    + "from what only exploring does, or not every time)"
                    + (kept ? "; the steps taken are in \(folder)/\(name)" : ""))
            return ExitStatus.failure
        }
        return write(shrunk, to: folder, context: context)
    }

    private static func steps(_ count: Int) -> String { count == 1 ? "1 step" : "\(count) steps" }

}
