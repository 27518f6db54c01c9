import CProcessAffinity
import NavPilotExamples
import NavPilotScenario
import NavPilotTUI

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// Headless scenario figures on the split screen at 100x30: a 10,000-step scenario (each step is
/// input, settle, and a full two-pane render and diff) run by `navpilot run` and by the runner in a
/// process left on all cores, and one step's parts measured alone.
///
/// `navpilot run` keeps its process on one core, and that cannot be undone here, so its figure is
/// measured last.
@MainActor
func scenarioFigures() async -> [Figure] {
    let catalog = SessionCatalog(Examples.all.map { ($0.name, $0.make) })
    let steps = 10_000
    let text =
        "Session split-screen\nSet Size 100x30\n"
        + String(repeating: "Key down\nKey enter\nKey backspace\nKey tab\n", count: steps / 4)
    let scenario = try! Scenario.parse(text, file: "bench.scenario", catalog: catalog)
    let runner = await medianSeconds(repetitions: 3) {
        let result = await ScenarioRunner.run(scenario, catalog: catalog)
        precondition(result.passed, "the benchmark scenario must pass")
    }

    let session = HeadlessSession(Examples.defaultExample.make(), size: Size(width: 100, height: 30))
    let keys: [Key] = [.down, .enter, .backspace, .tab]
    let direct = medianSeconds {
        for index in 0..<steps {
            session.press(keys[index % keys.count])
        }
    }
    // settle() with nothing pending: two Task.yield()s and a look for input and changes.
    let settles = await medianSeconds(repetitions: 3) {
        for _ in 0..<steps {
            await session.settle()
        }
    }

    let file = FileManager.default.temporaryDirectory.appendingPathComponent("navpilot-bench.scenario").path
    precondition(FileManager.default.createFile(atPath: file, contents: Data(text.utf8)))
    defer { try? FileManager.default.removeItem(atPath: file) }
    // What `navpilot run` does: keep the process on its core, then run the file as a suite.
    _ = process_affinity_keep_to_current_cpu()
    let command = await medianSeconds(repetitions: 3) {
        let summary = try? await ScenarioSuite(paths: [file]).run(catalog: catalog) { _ in }
        precondition(summary?.allPassed == true, "the benchmark scenario must pass")
    }

    let perStep = 1e6 / Double(steps)
    return [
        Figure(name: "scenario step, `navpilot run` (one core)", value: command * perStep, unit: "µs"),
        Figure(name: "scenario step, ScenarioRunner on all cores", value: runner * perStep, unit: "µs"),
        Figure(name: "key + full render + diff (HeadlessSession)", value: direct * perStep, unit: "µs"),
        Figure(name: "settle() with nothing pending, all cores", value: settles * perStep, unit: "µs"),
    ]
}
