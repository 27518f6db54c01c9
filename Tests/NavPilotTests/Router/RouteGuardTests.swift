import Foundation
import NavPilot
import NavPilotTestSupport
import Testing

/// A guard like the original's example 8: settings only when signed in; every question recorded.
@MainActor
final class SignInGuard {
    var signedIn = false
    private(set) var asked: [(AppRoute, NavPilotNavigationAction)] = []

    func allows(_ route: AppRoute, _ action: NavPilotNavigationAction) -> Bool {
        asked.append((route, action))
        return route != .settings || signedIn
    }
}

@MainActor
@Suite("Route guards (DESIGN 3.7)")
struct RouteGuardTests {
    /// A pilot guarded by `policy`, at `[home, detail(1)]`, with a change counter and a memory log.
    private func guardedPilot(_ policy: SignInGuard) -> (Pilot, StackObserver, MemoryLogSink, () -> Int) {
        let pilot = Pilot(initial: .home, debug: true) { route, action in policy.allows(route, action) }
        let sink = MemoryLogSink()
        pilot.logSink = sink
        pilot.push(.detail(id: 1))
        var changes = 0
        pilot.onChange { _ in changes += 1 }
        return (pilot, StackObserver(pilot), sink, { changes })
    }

    @Test func theOriginalsTrailingClosureCompilesAndIsAskedWithTheAction() {
        let pilot = NavPilot(initial: AppRoute.home) { route, action in
            !(route == .settings && action == .push)
        }
        #expect(pilot.push(.detail(id: 1)))
        #expect(!pilot.push(.settings))
        #expect(pilot.replaceCurrent(with: .settings))
        #expect(pilot.stack == [.home, .settings])
    }

    @Test func aRefusedPushChangesNothingNotifiesNobodyAndIsLogged() {
        let policy = SignInGuard()
        let (pilot, observer, sink, changes) = guardedPilot(policy)
        #expect(!pilot.push(.settings))
        #expect(pilot.stack == [.home, .detail(id: 1)])
        #expect(observer.notifications == 0)
        #expect(changes() == 0)
        #expect(sink.messages.last == "push blocked settings -> [home → detail(id: 1)]")
        policy.signedIn = true
        #expect(pilot.push(.settings))
        #expect(pilot.stack == [.home, .detail(id: 1), .settings])
    }

    @Test func aMultiRoutePushIsAtomic() {
        let policy = SignInGuard()
        let (pilot, observer, _, changes) = guardedPilot(policy)
        #expect(!pilot.push(.nestedDetail, .settings, .detail(id: 2)))
        #expect(!pilot.push(contentsOf: [.settings]))
        #expect(pilot.stack == [.home, .detail(id: 1)])
        #expect(observer.notifications == 0 && changes() == 0)
        // Asked in order, and nothing after the refused route.
        #expect(policy.asked.suffix(3).map(\.0) == [.nestedDetail, .settings, .settings])
        #expect(policy.asked.allSatisfy { $0.1 == .push })
    }

    @Test func replaceAndReplaceCurrentAreAskedAndAtomic() {
        let policy = SignInGuard()
        let (pilot, observer, sink, changes) = guardedPilot(policy)
        #expect(!pilot.replace([.home, .settings]))
        #expect(!pilot.replaceCurrent(with: .settings))
        #expect(pilot.stack == [.home, .detail(id: 1)])
        #expect(observer.notifications == 0 && changes() == 0)
        #expect(policy.asked.suffix(3).map(\.1) == [.replace, .replace, .replaceCurrent])
        #expect(
            sink.messages.suffix(2) == [
                "replace blocked settings -> [home → detail(id: 1)]",
                "replaceCurrent blocked settings -> [home → detail(id: 1)]",
            ])
        #expect(pilot.replace([.home, .nestedDetail]))
        #expect(pilot.stack == [.home, .nestedDetail])
    }

    @Test func aRefusedDeepLinkThrowsNamingTheEntryAndLeavesTheStack() throws {
        let policy = SignInGuard()
        let (pilot, observer, _, changes) = guardedPilot(policy)
        let url = try #require(URL(string: "navpilot://stack?r=home&r=nestedDetail&r=settings"))
        #expect(throws: DeepLinkError.blocked(index: 2, route: "settings")) { try pilot.openDeepLink(url) }
        #expect(!pilot.handleDeepLink(url))
        #expect(pilot.stack == [.home, .detail(id: 1)])
        #expect(observer.notifications == 0 && changes() == 0)
        #expect(policy.asked.last.map { $0.1 } == .deepLink)
        #expect(
            DeepLinkError.blocked(index: 2, route: "settings").description
                == "entry 2: the route guard refused settings")
    }

    @Test func popsAndTheBackGestureNeverAskTheGuard() {
        let policy = SignInGuard()
        policy.signedIn = true
        let (pilot, _, _, _) = guardedPilot(policy)
        pilot.push(.settings, .nestedDetail, .settings)
        let asked = policy.asked.count
        policy.signedIn = false  // signing out never traps the user on a guarded screen
        pilot.pop()
        pilot.syncTail([.detail(id: 1), .settings])
        pilot.popTo(.detail(id: 1))
        pilot.push(.nestedDetail)
        pilot.pop(count: 1)
        pilot.popToRoot()
        #expect(policy.asked.count == asked + 1)  // only the push of nestedDetail
        #expect(pilot.stack == [.home])
    }

    @Test func theRootIsNeverAskedAndAnUnguardedPilotAllowsEverything() {
        let policy = SignInGuard()
        let pilot = Pilot(initial: .settings) { policy.allows($0, $1) }
        #expect(pilot.stack == [.settings])
        #expect(policy.asked.isEmpty)
        let free = Pilot(initial: .home)
        #expect(free.routeGuard == nil)
        #expect(free.push(.settings))
    }
}

@MainActor
@Suite("Route guards and state restore")
struct RouteGuardRestoreTests {
    @Test func aRestoredStackKeepsTheEntriesBeforeTheFirstRefusedOne() throws {
        let temp = try TemporaryFolder()
        defer { temp.remove() }
        let policy = SignInGuard()
        policy.signedIn = true
        let saved = Pilot(initial: .home, store: temp.store) { policy.allows($0, $1) }
        saved.push(.detail(id: 1), .settings, .nestedDetail)
        // Signed out since: the saved settings screen must not reopen.
        policy.signedIn = false
        let restored = Pilot(initial: .home, store: temp.store) { policy.allows($0, $1) }
        #expect(restored.stack == [.home, .detail(id: 1)])
        #expect(restored.persistenceError == nil)
        #expect(
            restored.persistenceWarning
                == "the route guard refused entry 2 (settings) of the saved stack; restored the 2 before it")
        #expect(policy.asked.suffix(3).map(\.1) == [.deepLink, .deepLink, .deepLink])
    }

    @Test func aRefusedRootRestoresNothing() throws {
        let temp = try TemporaryFolder()
        defer { temp.remove() }
        let saved = Pilot(initial: .home, store: temp.store)
        saved.replace([.settings, .detail(id: 1)])
        let policy = SignInGuard()
        let restored = Pilot(initial: .home, store: temp.store) { policy.allows($0, $1) }
        #expect(restored.stack == [.home])
        #expect(restored.persistenceWarning?.contains("refused entry 0 (settings)") == true)
    }
}
