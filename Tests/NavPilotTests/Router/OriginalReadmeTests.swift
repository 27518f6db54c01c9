import NavPilot
import Testing

// The original README's router code, unchanged except for `import SwiftUI` and the views.

enum ReadmeRoute: Hashable {
    case home
    case detail(id: Int)
    case settings
    case profile(onSignOut: () -> Void)

    // Implement Hashable manually for closure-carrying cases
    func hash(into hasher: inout Hasher) {
        switch self {
        case .home: hasher.combine("home")
        case .detail(let id): hasher.combine(id)
        case .settings: hasher.combine("settings")
        case .profile: hasher.combine("profile")
        }
    }

    static func == (lhs: ReadmeRoute, rhs: ReadmeRoute) -> Bool {
        switch (lhs, rhs) {
        case (.home, .home), (.settings, .settings), (.profile, .profile): true
        case (.detail(let a), .detail(let b)): a == b
        default: false
        }
    }
}

@MainActor
@Suite("Original README usage")
struct OriginalReadmeTests {
    @Test func readmeUsageCompilesAndBehaves() {
        let pilot = NavPilot(initial: ReadmeRoute.home)
        pilot.push(.detail(id: 42))
        pilot.push(.settings)
        pilot.popTo(.home)
        #expect(pilot.stack == [.home])

        // SignInView defines the navigation intent at the push call site
        var signedOut = false
        pilot.push(
            .profile(onSignOut: {
                pilot.popTo(.home)
                signedOut = true
            }))
        // ProfileView has zero knowledge of NavPilot: it only calls the closure.
        if case .profile(let onSignOut) = pilot.current {
            onSignOut()
        }
        #expect(signedOut)
        #expect(pilot.stack == [.home])

        pilot.replace([.home, .settings])
        pilot.replaceCurrent(with: .detail(id: 1))
        pilot.pop(count: 1)
        pilot.popToLast(.home)
        pilot.popToRoot()
        pilot.pop()
        #expect(pilot.current == .home)
        #expect(pilot.depth == 1)
    }

    @Test func closureRoutesDisplayByCaseName() {
        let pilot = NavPilot(initial: ReadmeRoute.home, debug: true)
        let sink = MemoryLogSink()
        pilot.logSink = sink
        pilot.push(.profile(onSignOut: {}))
        #expect(sink.messages == ["push profile -> [home → profile]"])
    }

    /// The original's example 8, as written there (only the imports differ).
    @Test func theOriginalsRouteGuardExampleCompilesAndGuards() {
        final class E8Access {
            var isSignedIn = false
        }
        enum E8Route: Hashable {
            case home
            case publicProfile
            case accountSettings
        }
        let access = E8Access()
        let pilot: NavPilot<E8Route> = NavPilot(initial: .home) { route, _ in
            route != .accountSettings || access.isSignedIn
        }
        pilot.push(.publicProfile)
        pilot.push(.accountSettings)
        #expect(pilot.stack == [.home, .publicProfile])
        access.isSignedIn = true
        pilot.push(.accountSettings)
        #expect(pilot.current == .accountSettings)
    }

    /// The original's example 9, as written there: an optional transition, nil for the system default.
    @Test func theOriginalsTransitionExampleCompilesAndRecordsTheStyle() {
        enum E9Route: Hashable {
            case home
            case detail(Int)
        }
        let pilot = NavPilot(initial: E9Route.home)
        var selectedTransition: NavPilotNavigationTransition? = .slide
        pilot.push(.detail(pilot.depth), withAnimation: selectedTransition)
        selectedTransition = nil
        pilot.push(.detail(pilot.depth), withAnimation: selectedTransition)
        #expect(pilot.stack == [.home, .detail(1), .detail(2)])
        #expect(pilot.entryIDs.map { pilot.transition(of: $0) } == [nil, .slide, nil])
        pilot.pop()
    }
}
