import NavPilot
import NavPilotExamples
import NavPilotTUI
import Testing

@MainActor
@Suite("Example 9: transitions")
struct TransitionsExampleTests {
    @Test func theChosenStyleIsRecordedWithThePushedDetail() throws {
        let session = HeadlessSession(example: "transitions")
        let pilot = try #require(session.pilot(TransitionRoute.self))
        #expect(session.text(ofPane: "main").contains("Style: Slide"))
        session.activate(downBy: 8)  // ○ Flip
        #expect(session.text(ofPane: "main").contains("Style: Flip"))
        session.activate(downBy: 0)  // Push Detail
        #expect(pilot.stack == [.home, .detail(1)])
        #expect(pilot.transition(of: pilot.currentEntry.id) == .flip)
        #expect(session.text(ofPane: "main").contains("Pushed with Flip."))
        session.activate(downBy: 0)  // Push Another, with the same style
        #expect(pilot.transition(of: pilot.currentEntry.id) == .flip)
        session.activate(downBy: 1)  // Pop
        #expect(pilot.stack == [.home, .detail(1)])
    }

    @Test func systemDefaultIsAPlainPush() throws {
        let session = HeadlessSession(example: "transitions")
        let pilot = try #require(session.pilot(TransitionRoute.self))
        session.activate(downBy: 10)  // ○ System Default
        #expect(session.text(ofPane: "main").contains("Style: System Default"))
        session.activate(downBy: 0)
        #expect(pilot.transition(of: pilot.currentEntry.id) == nil)
        #expect(session.text(ofPane: "main").contains("Pushed with no transition."))
    }
}
