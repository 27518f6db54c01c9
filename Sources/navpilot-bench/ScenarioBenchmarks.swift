import NavPilotExamples
import NavPilotScenario
import NavPilotTUI

/// Headless scenario figures on the split screen at 100x30: a 10,000-step scenario (each step is
/// input, settle, and a full two-pane render and diff), and one step driven directly.
@MainActor
func scenarioFigures() async -> [Figure] {
    let catalog = SessionCatalog(Examples.all.map { ($0.name, $0.make) })
    let text =
        "Session split-screen\nSet Size 100x30\n"
        + String(repeating: "Key down\nKey enter\nKey backspace\nKey tab\n", count: 2_500)
    let scenario = try! Scenario.parse(text, file: "bench.scenario", catalog: catalog)
    var durations: [Duration] = []
    for _ in 0..<3 {
        let result = await ScenarioRunner.run(scenario, catalog: catalog)
        precondition(result.passed, "the benchmark scenario must pass")
        durations.append(result.duration)
    }
    let median = durations.sorted()[1]
    let seconds = Double(median.components.seconds) + Double(median.components.attoseconds) * 1e-18

    let session = HeadlessSession(Examples.defaultExample.make(), size: Size(width: 100, height: 30))
    let keys: [Key] = [.down, .enter, .backspace, .tab]
    let steps = 10_000
    let direct = medianSeconds {
        for index in 0..<steps {
            session.press(keys[index % keys.count])
        }
    }
    // settle() with nothing pending: two Task.yield()s and a look for input and changes.
    let clock = ContinuousClock()
    let settles = 10_000
    let settleTime = await clock.measure {
        for _ in 0..<settles {
            await session.settle()
        }
    }
    let settleSeconds = Double(settleTime.components.seconds) + Double(settleTime.components.attoseconds) * 1e-18

    return [
        Figure(name: "scenario step (10,000 steps, split screen 100x30)", value: seconds / 10_000 * 1e6, unit: "µs"),
        Figure(name: "key + full render + diff (HeadlessSession)", value: direct / Double(steps) * 1e6, unit: "µs"),
        Figure(name: "settle() with nothing pending", value: settleSeconds / Double(settles) * 1e6, unit: "µs"),
    ]
}
