// Faults planted on purpose, so the memory check (`Scripts/reliability/memory.sh`) can show that it
// fails on each kind it guards against before its PASS is trusted: `navpilot-bench plant NAME`.

/// One node of a reference cycle: two of them keep each other alive after the last outside
/// reference goes, which LeakSanitizer reports as an indirect leak.
private final class CycleNode {
    var next: CycleNode?
}

/// The planted faults by name, each with what it does.
let plantedFaults: [(name: String, summary: String, run: @Sendable ([String]) -> Int32?)] = [
    ("leak-cycle", "leaks a reference cycle of two objects", { _ in plantReferenceCycle() }),
    ("use-after-free", "reads memory after freeing it", { _ in plantUseAfterFree() }),
    ("retain", "keeps N KiB alive (peak memory grows with N)", { plantRetention($0) }),
]

/// Runs the planted fault `arguments[0]`; nil when there is no such fault.
func runPlantedFault(_ arguments: [String]) -> Int32? {
    guard let fault = plantedFaults.first(where: { $0.name == arguments.first }) else { return nil }
    return fault.run(Array(arguments.dropFirst()))
}

private func plantReferenceCycle() -> Int32 {
    let first = CycleNode()
    let second = CycleNode()
    first.next = second
    second.next = first
    return 0
}

private func plantUseAfterFree() -> Int32 {
    let pointer = UnsafeMutablePointer<Int>.allocate(capacity: 16)
    pointer.initialize(repeating: 7, count: 16)
    pointer.deallocate()
    return Int32(truncatingIfNeeded: pointer[3])
}

/// Holds a KiB-sized array per unit until the process ends.
nonisolated(unsafe) private var retained: [[UInt8]] = []

private func plantRetention(_ arguments: [String]) -> Int32? {
    guard arguments.count == 1, let kibibytes = Int(arguments[0]), kibibytes >= 0 else { return nil }
    for unit in 0..<kibibytes {
        retained.append([UInt8](repeating: UInt8(truncatingIfNeeded: unit), count: 1024))
    }
    return 0
}
