import CProcessAffinity
import NavPilot
import NavPilotScenario
import NavPilotTUI

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// `navpilot explore SESSION|FILE.scenario [--steps N] [--time SECONDS] [--seed S]
/// [--invariants FILE] [--out DIR] [--all-cores]`: seeded random sessions with every invariant checked after every
/// step (`Explorer`). Prints the seed and a one-line summary; on a finding, writes the shrunk
/// scenario to `DIR/explore-<session>-<seed>.scenario`, prints it, and exits 1. A `FILE.scenario`
/// names its session and size, and its steps run first: exploring starts from the state it leaves.
@MainActor
enum ExploreCommand {
    static let usage =
        "usage: navpilot explore SESSION|FILE.scenario [--steps N] [--time SECONDS] [--seed S] "
        + "[--invariants FILE] [--out DIR] [--all-cores]"

    static func run(arguments: [String], catalog: SessionCatalog) async -> Int32 {
        let parsed: FileArguments
        do {
            parsed = try FileArguments(
                arguments, subcommand: "explore", options: ["--steps", "--time", "--seed", "--invariants", "--out"],
                flags: ["--all-cores"])
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
        Console.print("exploring \(sessionName) with seed \(seed)")
        if !parsed.flagsGiven.contains("--all-cores") {
            // Serial work, as `navpilot run` is: on one core every yield stays on it (BENCHMARKS.md).
            // Best effort: where the system refuses, the run is only slower.
            _ = process_affinity_keep_to_current_cpu()
        }
        let report = await explorer.explore()
        if let problem = report.problem { return refuse(problem) }
        Console.print(report.summary)
        guard let finding = report.finding, let text = report.scenarioText else { return ExitStatus.success }
        Console.print("✘ \(finding.message)")
        finding.details.prefix(40).forEach { Console.print("  " + $0) }
        let folder = parsed.values["--out"] ?? "."
        let name = "explore-\(sessionName)-\(seed).scenario"
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

    private static func steps(_ count: Int) -> String { count == 1 ? "1 step" : "\(count) steps" }

    private static func refuse(_ message: String) -> Int32 {
        Console.print("navpilot: \(message)\n\(usage)", to: .error)
        return ExitStatus.usage
    }
}
