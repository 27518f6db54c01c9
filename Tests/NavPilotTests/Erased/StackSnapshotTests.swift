import NavPilot
import Testing

/// `PilotControl.stackSnapshot` and `open(_:)`: a stack kept by value and given back as a deep link
/// gives it — the guard asked, forward history cleared — for routes that are not `Codable` too.
@MainActor
@Suite("Stack snapshots: kept by value, opened again as a deep link")
struct StackSnapshotTests {
    /// A route that carries a closure, so it cannot be written as text.
    enum CallbackRoute: Hashable {
        case start
        case profile(Callback)

        struct Callback: Hashable {
            let id: Int
            let run: () -> Void
            static func == (lhs: Self, rhs: Self) -> Bool { lhs.id == rhs.id }
            func hash(into hasher: inout Hasher) { hasher.combine(id) }
        }
    }

    @Test func aSnapshotEqualsAnotherOfTheSameRoutesAndStartsWithItsPrefixes() {
        let pilot = Pilot(initial: .home)
        pilot.push(.detail(id: 1))
        let short = pilot.stackSnapshot
        pilot.push(.settings)
        let long = pilot.stackSnapshot
        #expect(long != short)
        #expect(long.starts(with: short) && !short.starts(with: long))
        #expect(long.descriptions == ["home", "detail(id: 1)", "settings"])
        pilot.pop()
        #expect(pilot.stackSnapshot == short, "equal by value, whatever the entries' identities")
        #expect(NavPilot(initial: "home").stackSnapshot != Pilot(initial: .home).stackSnapshot, "types differ")
    }

    @Test func openingASnapshotSetsTheStackAsADeepLinkAndClearsForwardHistory() throws {
        let pilot = Pilot(initial: .home)
        pilot.push(.detail(id: 1), .settings)
        let visited = pilot.stackSnapshot
        pilot.popToRoot()
        #expect(pilot.canGoForward)
        var causes: [StackChangeCause] = []
        pilot.onChange { causes.append($0.cause) }
        #expect(try pilot.open(visited))
        #expect(pilot.stack == [.home, .detail(id: 1), .settings])
        #expect(causes == [.deepLink])
        #expect(!pilot.canGoForward, "a new stack forgets forward history, as a deep link does")
        #expect(try !pilot.open(visited), "the same stack again changes nothing")
    }

    @Test func theRouteGuardIsAskedAndARefusalChangesNothing() {
        var allowsSettings = true
        let pilot = NavPilot(initial: AppRoute.home) { route, action in
            #expect(action == .deepLink || action == .push)
            return route != .settings || allowsSettings
        }
        pilot.push(.settings)
        let visited = pilot.stackSnapshot
        pilot.pop()
        allowsSettings = false
        #expect(throws: PilotControlError.deepLink(.blocked(index: 1, route: "settings"))) { try pilot.open(visited) }
        #expect(pilot.stack == [.home])
        #expect(pilot.lastRefusal?.route == "settings", "kept as a refusal, as narration reports it")
    }

    @Test func routesThatAreNotCodableComeBackByValueClosuresIncluded() throws {
        var calls = 0
        let pilot = NavPilot(initial: CallbackRoute.start)
        pilot.push(.profile(.init(id: 7) { calls += 1 }))
        let visited = pilot.stackSnapshot
        pilot.popToRoot()
        pilot.push(.profile(.init(id: 8) {}))
        #expect(try pilot.open(visited))
        guard case .profile(let callback) = pilot.stack.last else {
            Issue.record("the profile route came back: \(pilot.stack)")
            return
        }
        callback.run()
        #expect(callback.id == 7 && calls == 1, "the very closure that was pushed")
    }
}
