import NavPilot
import NavPilotExamples
import NavPilotTUI
import Testing

@MainActor
@Suite("Example 7: inspector")
struct InspectorExampleTests {
    @Test func theInspectorFollowsEveryButton() throws {
        let session = HeadlessSession(example: "inspector")
        let pilot = try #require(session.pilot(InspectorRoute.self))
        #expect(session.text(ofPane: "main").contains("NavPilot Inspector · depth 1"))
        #expect(session.text(ofPane: "main").contains("0: home"))
        // Detail.
        session.press(.enter)
        #expect(pilot.stack == [.home, .detail(id: 1)])
        #expect(session.text(ofPane: "main").contains("0: home"))
        #expect(session.text(ofPane: "main").contains("1: detail(id: 1)"), "one entry a row")
        // Settings.
        session.activate(downBy: 1)
        #expect(pilot.stack == [.home, .detail(id: 1), .settings])
        #expect(session.text(ofPane: "main").contains("NavPilot Inspector · depth 3"))
        // Pop.
        session.activate(downBy: 2)
        #expect(pilot.stack == [.home, .detail(id: 1)])
        // Back on detail 1, whose selection (Settings) was remembered; Detail is the first control.
        session.activate(downBy: 0)
        session.activate(downBy: 0)
        #expect(pilot.stack == [.home, .detail(id: 1), .detail(id: 2), .detail(id: 3)])
        // Pop To Root.
        session.activate(downBy: 3)
        #expect(pilot.stack == [.home])
        #expect(session.text(ofPane: "main").contains("NavPilot Inspector · depth 1"))
    }

    @Test func iTogglesTheInspector() {
        let session = HeadlessSession(example: "inspector")
        session.press(.character("i"))
        #expect(!session.text.contains("NavPilot Inspector"))
        session.press(.character("i"))
        #expect(session.text.contains("NavPilot Inspector"))
    }
}
