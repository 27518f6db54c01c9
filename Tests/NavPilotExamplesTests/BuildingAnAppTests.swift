import NavPilot
import NavPilotTUI
import Observation
import Testing

// The app of the views guide's "Building an app" (docs/views.md), as it is written there: a task loads, a key asks, an alert
// confirms.

enum LogRoute: Hashable {
    case entries
    case entry(String)
}

@MainActor
@Observable
final class LogBook {
    var entries: [String] = []
    var isLoading = false

    func load() async {
        isLoading = true
        await Task.yield()  // stands for reading a file or the network
        entries = ["Server started", "Backup done", "Disk 80% full"]
        isLoading = false
    }
}

struct EntriesView: View {
    @EnvironmentObject var pilot: NavPilot<LogRoute>
    let book: LogBook
    @State var confirmsClear = false

    var body: some View {
        VStack {
            if book.isLoading { ProgressView("Loading…") }
            ForEach(book.entries, id: \.self) { entry in
                Button(entry) { pilot.push(.entry(entry)) }
            }
            Text("c clears the log").foregroundStyle(.secondary)
        }
        .navigationTitle("Log")
        .task { await book.load() }
        .onKeyPress("c") {
            confirmsClear = true
            return .handled
        }
        .alert("Clear the log?", isPresented: $confirmsClear) {
            Button("Clear", role: .destructive) { book.entries = [] }
            Button("Cancel", role: .cancel) {}
        } message: {
            Text("\(book.entries.count) entries will be gone.")
        }
    }
}

@MainActor
func makeLogSession() -> Session {
    let book = LogBook()
    let pilot = NavPilot(initial: LogRoute.entries)
    return Session("log") {
        Pane("log", pilot: pilot) { route in
            switch route {
            case .entries: EntriesView(book: book)
            case .entry(let text): Text(text).navigationTitle("Entry")
            }
        }
    }
}

@MainActor
@Suite("The guide's Building an app: the app as written loads, asks and clears")
struct BuildingAnAppTests {
    @Test func theTaskLoadsTheKeyAsksAndTheAlertClears() async {
        let session = HeadlessSession(makeLogSession(), size: Size(width: 60, height: 14))
        await session.settle()
        #expect(session.text.contains("Backup done"), "the task loaded the entries")
        session.press(.character("c"))
        #expect(session.text.contains("Clear the log?"))
        #expect(session.text.contains("3 entries will be gone."))
        session.press(.enter)
        #expect(!session.text.contains("Backup done"), "Clear emptied the log and dismissed the alert")
        #expect(!session.text.contains("Clear the log?"))
    }
}
