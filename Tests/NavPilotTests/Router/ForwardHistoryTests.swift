import Foundation
import NavPilot
import Observation
import Synchronization
import Testing

/// Forward history: every pop puts what it removed in front of the forward routes, in order; any
/// other change clears them, as a browser does; `goForward()` pushes the next one again.
@MainActor
@Suite("Forward history: pops keep what they removed, other changes forget it")
struct ForwardHistoryTests {
    /// A pilot at `[home, detail(1), nestedDetail, settings]`.
    private func deep() -> Pilot {
        let pilot = Pilot(initial: .home)
        pilot.push(.detail(id: 1), .nestedDetail, .settings)
        return pilot
    }

    @Test func popPutsTheTopInFrontOfTheForwardRoutes() {
        let pilot = deep()
        pilot.pop()
        #expect(pilot.forwardRoutes == [.settings])
        pilot.pop()
        #expect(pilot.forwardRoutes == [.nestedDetail, .settings])
        #expect(pilot.canGoForward)
    }

    @Test func goingForwardBringsAnEntryBackWithItsIdentityAndIdentitiesStillAscend() {
        let pilot = deep()
        let ids = pilot.entryIDs
        pilot.pop(count: 2)
        #expect(pilot.forwardEntryIDs == [ids[2], ids[3]], "the next first, as forwardRoutes")
        pilot.goForward()
        pilot.goForward()
        #expect(pilot.entryIDs == ids, "the same entries, so what their screens kept comes back")
        #expect(pilot.forwardEntryIDs.isEmpty)
        pilot.pop()
        pilot.push(.detail(id: 9))
        #expect(pilot.forwardEntryIDs.isEmpty, "a push forgets the forward entries")
        #expect(pilot.entryIDs.last! > ids[3], "a new entry, newer than any before")
    }

    @Test func popCountPutsWhatItRemovedInOrder() {
        let pilot = deep()
        pilot.pop(count: 2)
        #expect(pilot.forwardRoutes == [.nestedDetail, .settings])
    }

    @Test func clearingTheForwardRoutesLeavesTheStackAndBringsNothingBack() {
        let pilot = deep()
        var changes = 0
        let token = pilot.onChange { _ in changes += 1 }
        defer { pilot.removeChangeHandler(token) }
        pilot.popToRoot()
        #expect(pilot.canGoForward)
        #expect(pilot.clearForwardRoutes())
        #expect(pilot.forwardRoutes.isEmpty && !pilot.canGoForward)
        #expect(pilot.stack == [.home], "the stack stays as it is")
        #expect(changes == 1, "only the pop is a change of the stack")
        #expect(!pilot.goForward())
        #expect(!pilot.clearForwardRoutes(), "nothing left to clear")
    }

    @Test func popToRootFromRootABLeavesAB() {
        let pilot = Pilot(initial: .home)
        pilot.push(.detail(id: 1), .settings)
        pilot.popToRoot()
        #expect(pilot.forwardRoutes == [.detail(id: 1), .settings])
    }

    @Test func popToAndPopToLastKeepWhatTheyRemoved() {
        let pilot = deep()
        pilot.popTo(.detail(id: 1))
        #expect(pilot.forwardRoutes == [.nestedDetail, .settings])
        let again = Pilot(initial: .home)
        again.push(.settings, .detail(id: 2), .settings, .nestedDetail)
        again.popToLast(.settings)
        #expect(again.forwardRoutes == [.nestedDetail])
    }

    @Test func popToWhereAndPopToIDKeepWhatTheyRemoved() {
        let pilot = deep()
        pilot.popTo { $0 == .nestedDetail }
        #expect(pilot.forwardRoutes == [.settings])
        let ids = pilot.entryIDs
        pilot.popTo(id: ids[1])
        #expect(pilot.forwardRoutes == [.nestedDetail, .settings])
    }

    @Test func theBackGestureKeepsWhatItRemovedAndATailThatIsNoPopForgetsIt() {
        let pilot = deep()
        pilot.syncTail([.detail(id: 1)])
        #expect(pilot.forwardRoutes == [.nestedDetail, .settings])
        pilot.syncTail([.settings])
        #expect(pilot.forwardRoutes.isEmpty, "another tail is a change of its own")
    }

    @Test func goForwardPushesTheNextAgainAsOneChangeWithItsOwnCause() {
        let pilot = deep()
        pilot.popToRoot()
        var causes: [StackChangeCause] = []
        pilot.onChange { causes.append($0.cause) }
        #expect(pilot.goForward())
        #expect(pilot.stack == [.home, .detail(id: 1)])
        #expect(pilot.forwardRoutes == [.nestedDetail, .settings])
        #expect(pilot.goForward() && pilot.goForward())
        #expect(pilot.stack == [.home, .detail(id: 1), .nestedDetail, .settings])
        #expect(!pilot.canGoForward)
        #expect(causes == [.forward, .forward, .forward])
    }

    @Test func goForwardIsObservedAndLogged() {
        let log = MemoryLogSink()
        let pilot = Pilot(initial: .home, debug: true)
        pilot.logSink = log
        pilot.push(.settings)
        pilot.pop()
        let changed = Mutex(false)
        withObservationTracking {
            _ = pilot.canGoForward
        } onChange: {
            changed.withLock { $0 = true }
        }
        pilot.goForward()
        #expect(changed.withLock { $0 }, "canGoForward is observable")
        #expect(log.messages.last == "goForward settings -> [home → settings]", "\(log.messages)")
    }

    @Test func goForwardWithNothingToGoToReturnsFalseAndChangesNothing() {
        let pilot = deep()
        #expect(!pilot.goForward())
        #expect(pilot.depth == 4)
    }

    @Test func aRefusedGoForwardChangesNothingAndKeepsTheForwardRoutes() {
        var signedIn = true
        let pilot = Pilot(initial: .home) { route, action in
            route != .settings || (signedIn && action == .push)
        }
        pilot.push(.settings)
        pilot.pop()
        signedIn = false
        #expect(!pilot.goForward())
        #expect(pilot.stack == [.home])
        #expect(pilot.forwardRoutes == [.settings])
        #expect(pilot.lastRefusal?.action == .push)
    }

    @Test func everyPushForgetsTheForwardRoutes() {
        for push in [
            { (pilot: Pilot) in pilot.push(.nestedDetail) },
            { (pilot: Pilot) in pilot.push(.nestedDetail, .settings) },
            { (pilot: Pilot) in pilot.push(contentsOf: [.nestedDetail]) },
            { (pilot: Pilot) in pilot.push(.nestedDetail, withAnimation: .slide) },
        ] as [(Pilot) -> Bool] {
            let pilot = deep()
            pilot.pop()
            _ = push(pilot)
            #expect(pilot.forwardRoutes.isEmpty)
        }
    }

    @Test func replaceAndReplaceCurrentForgetTheForwardRoutes() {
        let pilot = deep()
        pilot.pop()
        pilot.replaceCurrent(with: .settings)
        #expect(pilot.forwardRoutes.isEmpty)
        pilot.pop()
        pilot.replace([.home, .detail(id: 2)])
        #expect(pilot.forwardRoutes.isEmpty)
    }

    @Test func routesThatAreNotValuesAreNotKeptSoNothingTheyCaptureOutlivesTheirEntry() {
        enum Callback: Hashable { case home, run(id: Int) }
        let pilot = NavPilot(initial: Callback.home)
        pilot.push(.run(id: 1))
        pilot.pop()
        #expect(!pilot.canGoForward, "a route type that is not Codable (it may carry closures) keeps no forward routes")
    }

    @Test func aDeepLinkForgetsTheForwardRoutes() throws {
        let pilot = deep()
        let link = try #require(pilot.deepLinkURL())
        pilot.pop(count: 2)
        try pilot.openDeepLink(link)
        #expect(pilot.forwardRoutes.isEmpty)
        #expect(pilot.depth == 4)
    }
}
