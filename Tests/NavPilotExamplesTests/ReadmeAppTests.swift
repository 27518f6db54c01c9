import NavPilot
import NavPilotTUI
import Testing

// A multi-pane app written the way the README shows it: two route enums, two hosts, one session.

enum MailRoute: Hashable, Codable {
    case mailboxes
    case mailbox(name: String)
}

enum NoteRoute: Hashable, Codable {
    case notes
    case note(id: Int)
}

struct MailboxesView: View {
    @EnvironmentObject var pilot: NavPilot<MailRoute>

    var body: some View {
        VStack {
            Button("Inbox") { pilot.push(.mailbox(name: "Inbox")) }
            Button("Archive") { pilot.push(.mailbox(name: "Archive")) }
        }
        .navigationTitle("Mailboxes")
    }
}

struct NotesView: View {
    @EnvironmentObject var pilot: NavPilot<NoteRoute>

    var body: some View {
        Button("First note") { pilot.push(.note(id: 1)) }
            .navigationTitle("Notes")
    }
}

@MainActor
func makeReadmeSession() -> Session {
    let mail = NavPilot(initial: MailRoute.mailboxes)
    let notes = NavPilot(initial: NoteRoute.notes)
    return Session("readme") {
        Pane("mail", pilot: mail) {
            NavPilotHost(mail) { route in
                switch route {
                case .mailboxes: MailboxesView()
                case .mailbox(let name): Text("No messages in \(name).").navigationTitle(name)
                }
            }
        }
        Pane("notes", pilot: notes) {
            NavPilotHost(notes, showsStackInspector: true) { route in
                switch route {
                case .notes: NotesView()
                case .note(let id): Text("Note \(id)").navigationTitle("Note \(id)")
                }
            }
        }
    }
}

@MainActor
@Suite("A README-style multi-pane app")
struct ReadmeAppTests {
    @Test func twoPilotsTwoHostsOneSession() {
        let session = HeadlessSession(makeReadmeSession(), size: Size(width: 90, height: 20))
        #expect(session.text.contains("mail · Mailboxes"))
        #expect(session.text.contains("notes · Notes"))
        session.press(.down, .enter)
        #expect(session.stack("mail") == [#"mailboxes"#, #"mailbox(name: "Archive")"#])
        #expect(session.text(ofPane: "mail").contains("No messages in Archive."))
        session.press(KeyPress(.tab))
        session.press(.enter)
        #expect(session.stack("notes") == ["notes", "note(id: 1)"])
        #expect(session.text(ofPane: "notes").contains("0: notes"))
        #expect(session.text(ofPane: "notes").contains("1: note(id: 1)"), "one entry a row")
        #expect(session.stack("mail").count == 2)
        session.press(.backspace)
        #expect(session.stack("notes") == ["notes"])
        session.press(.character("q"))
        #expect(session.hasQuit)
    }
}
