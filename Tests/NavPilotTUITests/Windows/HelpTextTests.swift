import NavPilotTUI
import Observation
import Testing

/// The help overlay's text is kept from frame to frame while it stays open, and made again as soon
/// as what it lists or the room it has changes.
@MainActor
@Suite("The open help follows the bindings in force and the window's width")
struct HelpTextTests {
    @Observable
    final class Notes {
        var isEditing = false
    }

    struct NotesView: View {
        let notes: Notes

        var body: some View {
            Text("Notes")
                .keyBinding(
                    "e",
                    description: notes.isEditing
                        ? "stop editing the notes and keep what was typed in them so far"
                        : "edit the notes, which stay on this screen until they are erased"
                ) { notes.isEditing.toggle() }
        }
    }

    private func session(_ notes: Notes, width: Int) -> HeadlessSession {
        HeadlessSession(
            Session("notes") { Pane("main") { NotesView(notes: notes) } }, size: Size(width: width, height: 60))
    }

    @Test func aBindingChangedWhileTheHelpIsOpenIsListedAsItIsNow() {
        let notes = Notes()
        let session = session(notes, width: 160)
        session.press(KeyPress(.character("?")))
        #expect(session.text.contains("edit the notes, which stay on this screen"))
        notes.isEditing = true
        session.render()
        #expect(
            session.text.contains("stop editing the notes and keep what"), "the help lists the binding as it is now")
        #expect(!session.text.contains("edit the notes, which stay"), "and not as it was when the help opened")
    }

    @Test func theOpenHelpWrapsItsLinesAgainWhenTheWindowNarrows() {
        let notes = Notes()
        let session = session(notes, width: 160)
        session.press(KeyPress(.character("?")))
        let whole = "edit the notes, which stay on this screen until they are erased"
        #expect(session.screen.lines.contains { $0.contains(whole) }, "at 160 columns the description is one line")
        session.resize(to: Size(width: 50, height: 60))
        #expect(!session.screen.lines.contains { $0.contains(whole) }, "at 50 it no longer fits one line")
        #expect(session.text.contains("edit the notes, which stay"), "it is wrapped, its start on one line")
        #expect(session.text.contains("until they are erased"), "and its end on the next, not cut at the edge")
    }
}
