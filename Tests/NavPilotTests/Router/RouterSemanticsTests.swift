import NavPilot
import Testing

/// One test per row and edge case of the router's semantics table (docs/router.md, "Router semantics").
@MainActor
@Suite("Router semantics")
struct RouterSemanticsTests {
    /// A pilot at [home, detail(1), nestedDetail].
    func deepPilot() -> Pilot {
        let pilot = Pilot(initial: .home)
        pilot.push(.detail(id: 1), .nestedDetail)
        return pilot
    }

    @Test func newPilotHoldsOnlyTheRoot() {
        let pilot = Pilot(initial: .home)
        #expect(pilot.stack == [.home])
        #expect(pilot.depth == 1)
        #expect(pilot.current == .home)
        #expect(pilot.root == .home)
        #expect(!pilot.canPop)
    }

    @Test func pushAppendsOneRoute() {
        let pilot = Pilot(initial: .home)
        #expect(pilot.push(.detail(id: 11)))
        #expect(pilot.stack == [.home, .detail(id: 11)])
        #expect(pilot.current == .detail(id: 11))
        #expect(pilot.depth == 2)
        #expect(pilot.canPop)
    }

    @Test func variadicPushAppendsInOrder() {
        let pilot = Pilot(initial: .home)
        #expect(pilot.push(.detail(id: 1), .nestedDetail, .settings))
        #expect(pilot.stack == [.home, .detail(id: 1), .nestedDetail, .settings])
    }

    @Test func variadicPushOfNothingChangesNothing() {
        let pilot = Pilot(initial: .home)
        let routes: [AppRoute] = []
        #expect(!pilot.push(contentsOf: routes))
        #expect(pilot.stack == [.home])
    }

    @Test func pushContentsOfASequenceAppendsInOrder() {
        let pilot = Pilot(initial: .home)
        #expect(pilot.push(contentsOf: (1...3).map { AppRoute.detail(id: $0) }))
        #expect(pilot.stack == [.home, .detail(id: 1), .detail(id: 2), .detail(id: 3)])
    }

    @Test func pushAllowsDuplicates() {
        let pilot = Pilot(initial: .home)
        pilot.push(.settings)
        pilot.push(.settings)
        #expect(pilot.stack == [.home, .settings, .settings])
    }

    @Test func popRemovesTheTop() {
        let pilot = deepPilot()
        #expect(pilot.pop())
        #expect(pilot.stack == [.home, .detail(id: 1)])
    }

    @Test func popAtTheRootChangesNothing() {
        let pilot = Pilot(initial: .home)
        #expect(!pilot.pop())
        #expect(pilot.stack == [.home])
    }

    @Test func popCountRemovesThatMany() {
        let pilot = deepPilot()
        #expect(pilot.pop(count: 2))
        #expect(pilot.stack == [.home])
    }

    @Test func popCountZeroChangesNothing() {
        let pilot = deepPilot()
        #expect(!pilot.pop(count: 0))
        #expect(pilot.depth == 3)
    }

    @Test func popCountNegativeChangesNothing() {
        let pilot = deepPilot()
        #expect(!pilot.pop(count: -2))
        #expect(pilot.depth == 3)
    }

    @Test func popCountTooLargeStopsAtTheRoot() {
        let pilot = deepPilot()
        #expect(pilot.pop(count: 99))
        #expect(pilot.stack == [.home])
    }

    @Test func popCountAtTheRootChangesNothing() {
        let pilot = Pilot(initial: .home)
        #expect(!pilot.pop(count: 1))
    }

    @Test func popToKeepsTheFirstMatch() {
        let pilot = Pilot(initial: .home)
        pilot.push(.settings, .detail(id: 1), .settings, .nestedDetail)
        #expect(pilot.popTo(.settings))
        #expect(pilot.stack == [.home, .settings])
    }

    @Test func popToLastKeepsTheLastMatch() {
        let pilot = Pilot(initial: .home)
        pilot.push(.settings, .detail(id: 1), .settings, .nestedDetail)
        #expect(pilot.popToLast(.settings))
        #expect(pilot.stack == [.home, .settings, .detail(id: 1), .settings])
    }

    @Test func popToAMissingRouteChangesNothing() {
        let pilot = deepPilot()
        #expect(!pilot.popTo(.settings))
        #expect(!pilot.popToLast(.settings))
        #expect(pilot.depth == 3)
    }

    @Test func popToTheTopChangesNothing() {
        let pilot = deepPilot()
        #expect(!pilot.popTo(.nestedDetail))
        #expect(pilot.depth == 3)
    }

    @Test func popToTheRootRouteKeepsOnlyTheRoot() {
        let pilot = deepPilot()
        #expect(pilot.popTo(.home))
        #expect(pilot.stack == [.home])
    }

    @Test func popToWherePopsToTheFirstMatchingRoute() {
        let pilot = Pilot(initial: .home)
        pilot.push(.detail(id: 1), .detail(id: 2), .settings)
        #expect(
            pilot.popTo(where: { if case .detail = $0 { true } else { false } }))
        #expect(pilot.stack == [.home, .detail(id: 1)])
    }

    @Test func popToWhereWithoutMatchChangesNothing() {
        let pilot = deepPilot()
        #expect(!pilot.popTo(where: { $0 == .settings }))
        #expect(pilot.depth == 3)
    }

    @Test func popToIdDistinguishesEqualRoutes() {
        let pilot = Pilot(initial: .home)
        pilot.push(.settings, .settings, .settings)
        let second = pilot.entries[2].id
        #expect(pilot.popTo(id: second))
        #expect(pilot.depth == 3)
        #expect(pilot.currentEntry.id == second)
    }

    @Test func popToAnUnknownIdChangesNothing() {
        let pilot = deepPilot()
        let other = Pilot(initial: .home)
        #expect(!pilot.popTo(id: other.entries[0].id))
        #expect(pilot.depth == 3)
    }

    @Test func popToRootKeepsTheRoot() {
        let pilot = deepPilot()
        #expect(pilot.popToRoot())
        #expect(pilot.stack == [.home])
    }

    @Test func popToRootAtTheRootChangesNothing() {
        let pilot = Pilot(initial: .home)
        #expect(!pilot.popToRoot())
    }

    @Test func replaceMakesTheFirstRouteTheNewRoot() {
        let pilot = deepPilot()
        #expect(pilot.replace([.settings, .detail(id: 5)]))
        #expect(pilot.stack == [.settings, .detail(id: 5)])
        #expect(pilot.root == .settings)
    }

    @Test func replaceWithNothingChangesNothing() {
        let pilot = deepPilot()
        #expect(!pilot.replace([]))
        #expect(pilot.depth == 3)
    }

    @Test func replaceKeepsTheIdentityOfTheCommonPrefix() {
        let pilot = deepPilot()
        let before = pilot.entryIDs
        pilot.replace([.home, .detail(id: 1), .settings])
        #expect(Array(pilot.entryIDs.prefix(2)) == Array(before.prefix(2)))
        #expect(pilot.entryIDs[2] != before[2])
    }

    @Test func replaceCurrentSwapsTheTop() {
        let pilot = deepPilot()
        #expect(pilot.replaceCurrent(with: .settings))
        #expect(pilot.stack == [.home, .detail(id: 1), .settings])
    }

    @Test func replaceCurrentAtDepthOneSwapsTheRoot() {
        let pilot = Pilot(initial: .home)
        #expect(pilot.replaceCurrent(with: .settings))
        #expect(pilot.stack == [.settings])
    }

    @Test func replaceCurrentGivesTheNewScreenANewIdentity() {
        let pilot = deepPilot()
        let old = pilot.currentEntry.id
        pilot.replaceCurrent(with: .nestedDetail)
        #expect(pilot.currentEntry.id != old)
    }

    @Test func syncTailKeepsTheRootAndTakesTheTail() {
        let pilot = deepPilot()
        #expect(pilot.syncTail([.detail(id: 1)]))
        #expect(pilot.stack == [.home, .detail(id: 1)])
    }

    @Test func syncTailWithAnEmptyTailLeavesTheRoot() {
        let pilot = deepPilot()
        #expect(pilot.syncTail([]))
        #expect(pilot.stack == [.home])
    }

    @Test func syncTailWithTheSameTailChangesNothing() {
        let pilot = deepPilot()
        #expect(!pilot.syncTail([.detail(id: 1), .nestedDetail]))
    }

    @Test func syncTailKeepsTheIdentityOfTheRemainingEntries() {
        let pilot = deepPilot()
        let before = pilot.entryIDs
        pilot.syncTail([.detail(id: 1)])
        #expect(pilot.entryIDs == Array(before.prefix(2)))
    }

    @Test func entryIdentitiesAreUniqueAcrossPilots() {
        let first = Pilot(initial: .home)
        let second = Pilot(initial: .home)
        first.push(.settings)
        second.push(.settings)
        #expect(Set(first.entryIDs + second.entryIDs).count == 4)
    }

    @Test func entriesPairEachRouteWithItsIdentity() {
        let pilot = deepPilot()
        #expect(pilot.entries.map(\.route) == pilot.stack)
        #expect(pilot.entries.map(\.id) == pilot.entryIDs)
    }
}
