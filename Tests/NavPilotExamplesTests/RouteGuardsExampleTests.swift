import NavPilot
import NavPilotExamples
import NavPilotTUI
import Testing

@MainActor
@Suite("Example 8: route guards")
struct RouteGuardsExampleTests {
    @Test func accountSettingsIsRefusedWithAMessageUntilSignedIn() throws {
        let session = HeadlessSession(example: "route-guards")
        let pilot = try #require(session.pilot(GuardedRoute.self))
        #expect(session.text(ofPane: "main").contains("[ ] Signed in"))
        #expect(session.text(ofPane: "main").contains("Access: Account Settings blocked"))
        session.activate(downBy: 2)  // Open Account Settings
        #expect(pilot.stack == [.home])
        #expect(session.text(ofPane: "main").contains("Blocked: sign in to open Account Settings"))
        session.activate(downBy: 1)  // Open Public Profile: always allowed
        #expect(pilot.stack == [.home, .publicProfile])
        session.press(.escape)
        session.activate(downBy: 0)  // the toggle
        #expect(session.text(ofPane: "main").contains("[x] Signed in"))
        #expect(session.text(ofPane: "main").contains("Access: Account Settings allowed"))
        #expect(!session.text(ofPane: "main").contains("Blocked"))
        session.activate(downBy: 2)
        #expect(pilot.stack == [.home, .accountSettings])
        #expect(session.text(ofPane: "main").contains("Only a signed-in user gets here."))
    }
}
