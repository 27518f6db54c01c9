import Testing

@testable import NavPilot

/// Snapshots taken one after another share the routes they hold from the root: a tool that keeps a
/// snapshot after every change (the command palette keeps 200) costs memory linear in the stack.
@MainActor
@Suite("Stack snapshots share their common routes: memory linear in the stack, not in the snapshots")
struct StackSnapshotSharingTests {
    private func typed(_ snapshot: PilotStackSnapshot) throws -> TypedStackSnapshot<Int> {
        try #require(snapshot.box as? TypedStackSnapshot<Int>)
    }

    @Test func aPushSharesEveryRouteUnderItAndAReplaceEveryRouteButTheTop() throws {
        let pilot = NavPilot(initial: 0)
        for id in 1..<1_000 { pilot.push(id) }
        let before = pilot.stackSnapshot
        pilot.push(1_000)
        let pushed = pilot.stackSnapshot(sharingRoutesWith: before)
        #expect(try typed(pushed).sharedDepth(with: try typed(before)) == 1_000)
        pilot.replaceCurrent(with: -1)
        let replaced = pilot.stackSnapshot(sharingRoutesWith: pushed)
        #expect(try typed(replaced).sharedDepth(with: try typed(pushed)) == 1_000)
        #expect(replaced.descriptions(last: 2) == ["999", "-1"])
        #expect(replaced.starts(with: before) && !replaced.starts(with: pushed))
        pilot.popToRoot()
        let root = pilot.stackSnapshot(sharingRoutesWith: replaced)
        #expect(try typed(root).sharedDepth(with: try typed(before)) == 1)
        #expect(root.descriptions == ["0"])
    }

    @Test func sharedSnapshotsCompareAndOpenByValueAsCopiesDo() throws {
        let pilot = NavPilot(initial: 0)
        pilot.push(1, 2, 3)
        let first = pilot.stackSnapshot
        pilot.pop()
        pilot.push(9)
        let second = pilot.stackSnapshot(sharingRoutesWith: first)
        #expect(second.descriptions == ["0", "1", "2", "9"])
        #expect(second != first && !second.starts(with: first))
        #expect(try pilot.open(first))
        #expect(pilot.stack == [0, 1, 2, 3])
        #expect(pilot.stackSnapshot == first, "a copy and a shared snapshot of one stack are equal")
        #expect(pilot.stackSnapshot(sharingRoutesWith: second) == first)
    }

    @Test func theCommonDepthIsWhatAChangeKeptWhetherOrNotTheSnapshotsShareLinks() {
        let pilot = NavPilot(initial: 0)
        pilot.push(1, 2, 3)
        let before = pilot.stackSnapshot
        pilot.pop(count: 2)
        pilot.push(5)
        #expect(pilot.stackSnapshot(sharingRoutesWith: before).commonDepth(with: before) == 2)
        #expect(pilot.stackSnapshot.commonDepth(with: before) == 2, "equal copies count as shared")
        #expect(before.commonDepth(with: before) == 4)
        pilot.replace([9])
        #expect(pilot.stackSnapshot(sharingRoutesWith: before).commonDepth(with: before) == 0)
        #expect(NavPilot(initial: "0").stackSnapshot.commonDepth(with: before) == 0, "another route type")
    }

    @Test func aSnapshotOfAQuarterMillionRoutesIsLetGoWithoutRecursion() {
        let pilot = NavPilot(initial: 0)
        pilot.replace(Array(0..<250_000))
        // Released link by link: a recursive release of the chain would overflow the thread's stack.
        var snapshot: PilotStackSnapshot? = pilot.stackSnapshot
        #expect(snapshot?.depth == 250_000)
        snapshot = nil
        #expect(snapshot == nil)
    }
}
