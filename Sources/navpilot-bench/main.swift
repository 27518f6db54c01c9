// Benchmarks of NavigationPilot, run in release: `swift run -c release navpilot-bench [NAME...]`.
// Figures go to BENCHMARKS.md; tests never assert timings.

import NavPilotTUI

#if canImport(Glibc)
import Glibc
#endif

let suites: [(name: String, run: @MainActor () async -> [Figure])] = [
    ("router", routerFigures),
    ("text", textFigures),
    ("terminal", terminalFigures),
    ("scenario", scenarioFigures),
    ("editing", editingFigures),
    ("files", filesFigures),
    ("palette", paletteFigures),
]

@MainActor
func runBenchmarks(_ arguments: [String]) async -> Int32 {
    if arguments.contains("--help") || arguments.contains("-h") {
        Console.print("usage: navpilot-bench [\(suites.map(\.name).joined(separator: "|"))]...  (all when none given)")
        Console.print(
            "       navpilot-bench instructions [NAME]  (lists, or runs one workload of Benchmarks/instructions.sh)")
        Console.print(
            "       navpilot-bench plant FAULT  (a fault planted to prove Scripts/reliability/memory.sh fails on it)")
        for fault in plantedFaults { Console.print("         \(fault.name): \(fault.summary)") }
        return 0
    }
    if arguments.first == "plant" {
        guard let status = runPlantedFault(Array(arguments.dropFirst())) else {
            Console.print(
                "navpilot-bench: plant takes one of: \(plantedFaults.map(\.name).joined(separator: ", ")) (retain N)")
            return 2
        }
        return status
    }
    if arguments.first == "instructions" {
        let names = instructionWorkloads.map(\.name)
        switch arguments.count {
        case 1:
            names.forEach { Console.print($0) }
            return 0
        case 2:
            guard let operations = runInstructionWorkload(arguments[1]) else {
                Console.print(
                    "navpilot-bench: unknown workload '\(arguments[1])'; known: \(names.joined(separator: ", "))")
                return 2
            }
            Console.print(String(operations))
            return 0
        default:
            Console.print("navpilot-bench: instructions takes at most one workload: \(names.joined(separator: ", "))")
            return 2
        }
    }
    let unknown = arguments.filter { name in !suites.contains { $0.name == name } }
    guard unknown.isEmpty else {
        Console.print(
            "navpilot-bench: unknown benchmark '\(unknown[0])'; known: \(suites.map(\.name).joined(separator: ", "))")
        return 2
    }
    for suite in suites where arguments.isEmpty || arguments.contains(suite.name) {
        printTable(suite.name, await suite.run())
    }
    return 0
}

let status = await runBenchmarks(Array(CommandLine.arguments.dropFirst()))
if status != 0 {
    exit(status)
}
