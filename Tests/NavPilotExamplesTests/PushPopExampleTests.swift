import NavPilotExamples
import NavPilotTUI
import Testing

@MainActor
@Suite("Example 1: push-pop")
struct PushPopExampleTests {
    @Test func everyButtonDrivesTheStack() {
        let session = HeadlessSession(example: "push-pop")
        #expect(session.text(ofPane: "main").contains("▸ Go to Detail (id: 11)"))

        session.press(.enter)
        #expect(session.stack() == ["home", "detail(id: 11)"])
        #expect(session.text(ofPane: "main").contains("‹ Back   Detail 11"))
        #expect(session.text.contains("main · Home › Detail 11"))

        // Go to Nested Detail.
        session.press(.enter)
        #expect(session.stack() == ["home", "detail(id: 11)", "nestedDetail"])
        #expect(session.text(ofPane: "main").contains("Nested Detail"))

        // Pop to Home.
        session.press(.enter)
        #expect(session.stack() == ["home"])

        // Pop to Root, from the nested detail.
        session.press(.enter)
        session.press(.enter)
        session.activate(downBy: 1)
        #expect(session.stack() == ["home"])
        #expect(session.text(ofPane: "main").contains("Go to Detail (id: 11)"))
    }

    @Test func goBackPopsOneScreen() {
        let session = HeadlessSession(example: "push-pop")
        session.press(.enter)
        session.activate(downBy: 1)
        #expect(session.stack() == ["home"])
    }

    @Test func theBackGestureMatchesGoBack() {
        let session = HeadlessSession(example: "push-pop")
        session.press(.enter, .enter)
        session.press(.backspace)
        #expect(session.stack() == ["home", "detail(id: 11)"])
        session.press(.escape)
        #expect(session.stack() == ["home"])
    }
}
