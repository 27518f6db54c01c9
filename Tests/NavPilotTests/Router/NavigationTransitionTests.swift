import NavPilot
import Testing

@MainActor
@Suite("Navigation transitions in the router (DESIGN 3.8)")
struct NavigationTransitionTests {
    @Test func theOriginalsStylesAndTitles() {
        #expect(NavPilotNavigationTransition.allCases.count == 9)
        #expect(NavPilotNavigationTransition.slideVertical.title == "Vertical Slide")
        #expect(NavPilotNavigationTransition.crossDissolve.id == "crossDissolve")
    }

    @Test func eachPushedEntryRemembersItsStyleUntilItIsPopped() {
        let pilot = Pilot(initial: .home)
        pilot.push(.detail(id: 1), withAnimation: .flip)
        let flipped = pilot.currentEntry.id
        pilot.push([.nestedDetail, .settings], withAnimation: .zoom)
        pilot.push(.detail(id: 2))
        let ids = pilot.entryIDs
        #expect(ids.map { pilot.transition(of: $0) } == [nil, .flip, .zoom, .zoom, nil])
        pilot.pop(count: 3)
        #expect(pilot.transition(of: flipped) == .flip)
        #expect(ids.suffix(3).allSatisfy { pilot.transition(of: $0) == nil })
        pilot.popToRoot()
        #expect(pilot.transition(of: flipped) == nil)
    }

    @Test func replaceReplaceCurrentAndPlainPushesCarryNoStyle() {
        let pilot = Pilot(initial: .home)
        pilot.push(.detail(id: 1), withAnimation: .slide)
        pilot.replaceCurrent(with: .settings)
        #expect(pilot.transition(of: pilot.currentEntry.id) == nil)
        pilot.push(.detail(id: 2), withAnimation: nil)
        #expect(pilot.transition(of: pilot.currentEntry.id) == nil)
        pilot.push(.detail(id: 3), withAnimation: .windmill)
        pilot.replace([.home, .nestedDetail])
        #expect(pilot.entryIDs.allSatisfy { pilot.transition(of: $0) == nil })
    }

    @Test func anAnimatedPushAsksTheGuardAndIsAtomic() {
        let pilot = Pilot(initial: .home) { route, action in route != .settings && action == .push }
        #expect(!pilot.push([.detail(id: 1), .settings], withAnimation: .scale))
        #expect(!pilot.push([], withAnimation: .scale))
        #expect(pilot.stack == [.home])
        #expect(pilot.push(.detail(id: 1), withAnimation: .scale))
    }
}
