import NavPilot
import NavPilotExamples
import NavPilotTUI
import Testing

@MainActor
@Suite("Example 3: callback")
struct CallbackExampleTests {
    @Test func signOutRunsTheClosureThePushSiteGave() throws {
        let session = HeadlessSession(example: "callback")
        let pilot = try #require(session.pilot(CallbackRoute.self))
        #expect(session.text(ofPane: "main").contains("▸ Let's Start"))
        // Let's Start, Sign In, Go to Profile.
        session.press(.enter)
        #expect(session.stack() == ["start", "home"])
        session.press(.enter)
        #expect(session.stack() == ["start", "home", "signIn"])
        session.press(.enter)
        #expect(session.stack() == ["start", "home", "signIn", "profile"])
        #expect(session.text(ofPane: "main").contains("Sign Out"))
        // Sign Out: the profile calls the closure, which pops to home.
        session.press(.enter)
        #expect(session.stack() == ["start", "home"])
        #expect(pilot.current == .home)
        #expect(session.text(ofPane: "main").contains("Sign In"))
    }

    @Test func closureRoutesCompareByCaseAndAreNotCodable() {
        #expect(CallbackRoute.profile(onSignOut: {}) == .profile(onSignOut: {}))
        #expect(CallbackRoute.home != .signIn)
        #expect(Set([CallbackRoute.home, .home, .start]).count == 2)
        let session = HeadlessSession(example: "callback")
        #expect(session.windowManager.session.pane(named: "main")?.pilot?.routesAreCodable == false)
    }
}
