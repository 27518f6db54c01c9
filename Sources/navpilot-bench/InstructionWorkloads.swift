import NavPilot
import NavPilotExamples
import NavPilotTUI

/// Fixed workloads whose instructions `Benchmarks/instructions.sh` counts under callgrind: unlike
/// times, instruction counts repeat from run to run, so a regression of a few percent shows.
///
/// Each workload is one function whose name starts with `counted`, the only code callgrind counts
/// (`--toggle-collect`); set-up happens outside it. `navpilot-bench instructions` lists them,
/// `navpilot-bench instructions NAME` runs one and prints its number of operations.
struct InstructionWorkload {
    let name: String
    /// How many operations one run performs: the script reports instructions per operation.
    let operations: Int
    let run: @MainActor () -> Void
}

@MainActor
let instructionWorkloads: [InstructionWorkload] = [
    InstructionWorkload(name: "key", operations: 1_000) {
        let session = HeadlessSession(Examples.defaultExample.make(), size: Size(width: 100, height: 30))
        session.press(.down)  // the first frame, outside the count
        countedKeyPresses(session, 1_000)
    },
    // The same keys told in words (`--narrate`): what narration adds to a key is this minus `key`.
    InstructionWorkload(name: "narrated-key", operations: 1_000) {
        let session = HeadlessSession(
            Examples.defaultExample.make(), size: Size(width: 100, height: 30), narration: Narration { _ in })
        session.press(.down)
        countedKeyPresses(session, 1_000)
    },
    InstructionWorkload(name: "push-pop", operations: 100_000) {
        countedPushPop(NavPilot(initial: BenchRoute.root), 100_000)
    },
    InstructionWorkload(name: "notation", operations: 1_000) {
        countedNotationRoundTrips(1_000)
    },
]

/// Runs the workload `name` and returns how many operations it performed (nil: no such workload).
@MainActor
func runInstructionWorkload(_ name: String) -> Int? {
    guard let workload = instructionWorkloads.first(where: { $0.name == name }) else { return nil }
    workload.run()
    return workload.operations
}

/// A key and its full two-pane render and diff, the way every step of a scenario starts.
@MainActor @inline(never)
func countedKeyPresses(_ session: HeadlessSession, _ count: Int) {
    let keys: [Key] = [.down, .enter, .backspace, .tab]
    for index in 0..<count {
        session.press(keys[index % keys.count])
    }
}

@MainActor @inline(never)
func countedPushPop(_ pilot: NavPilot<BenchRoute>, _ count: Int) {
    for index in 0..<count {
        pilot.push(.item(id: index))
        pilot.pop()
    }
    blackHole(pilot)
}

@MainActor @inline(never)
func countedNotationRoundTrips(_ count: Int) {
    for index in 0..<count {
        let text = try! RouteNotation.encode(TextRoute.post(id: index, title: "Swift Tips"), style: .compact)
        blackHole(try! RouteNotation.decode(TextRoute.self, from: text))
    }
}
