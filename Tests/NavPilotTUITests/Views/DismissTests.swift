import NavPilot
import NavPilotTUI
import Testing

private enum NoteRoute: Hashable {
    case list
    case note(Int)
    case history
}

/// A pushed screen that closes itself, with a sheet that closes itself, as SwiftUI code writes them.
private struct NoteScreen: View {
    @EnvironmentObject var pilot: NavPilot<NoteRoute>
    @Environment(\.dismiss) private var dismiss
    @State private var showsInfo = false
    let number: Int

    var body: some View {
        VStack {
            Button("Done") { dismiss() }
            Button("Info") { showsInfo = true }
            Button("History") { pilot.push(.history) }
        }
        .navigationTitle("Note \(number)")
        .sheet(isPresented: $showsInfo) {
            InfoSheet()
        }
    }
}

private struct InfoSheet: View {
    @Environment(\.dismiss) private var dismiss

    var body: some View {
        VStack {
            Text("Written today")
            Button("Close") { dismiss() }
        }
    }
}

/// Holds on to the dismiss action of the screen it is on, to call it later.
@MainActor
private final class Later {
    var dismiss: DismissAction?
}

private struct KeepingScreen: View {
    @Environment(\.dismiss) private var dismiss
    let later: Later

    var body: some View {
        Button("Keep") { later.dismiss = dismiss }
            .navigationTitle("Keeping")
    }
}

@MainActor
@Suite("@Environment(\\.dismiss): a sheet closes, a pushed screen pops, a root stays")
struct DismissTests {
    private func host(_ pilot: NavPilot<NoteRoute>, later: Later = Later()) -> ViewHarness {
        ViewHarness(width: 50, height: 12) {
            NavPilotHost(pilot) { route in
                switch route {
                case .list: Button("Open note") { pilot.push(.note(1)) }.navigationTitle("Notes")
                case .note(let number): NoteScreen(number: number)
                case .history: KeepingScreen(later: later)
                }
            }
        }
    }

    @Test func dismissOnAPushedScreenPopsItAsTheBackGestureDoes() {
        let pilot = NavPilot(initial: NoteRoute.list)
        var causes: [StackChangeCause] = []
        pilot.onChange { causes.append($0.cause) }
        let harness = host(pilot)
        harness.press(.enter)
        #expect(pilot.stack == [.list, .note(1)])
        harness.press(.enter)
        #expect(pilot.stack == [.list])
        #expect(causes.last == .backGesture)
        #expect(harness.lines[0] == "Notes")
    }

    @Test func dismissInASheetClosesTheSheetAndKeepsTheScreen() {
        let pilot = NavPilot(initial: NoteRoute.list)
        let harness = host(pilot)
        harness.press(.enter)
        harness.press(.down, .enter)
        #expect(harness.text.contains("Written today"))
        harness.press(.enter)
        #expect(!harness.text.contains("Written today"), "the sheet's own dismiss closed it")
        #expect(pilot.stack == [.list, .note(1)], "and did not pop the screen under it")
    }

    @Test func aDismissCalledLaterPopsItsOwnScreenAndWhatIsAboveIt() {
        let pilot = NavPilot(initial: NoteRoute.list)
        let later = Later()
        let harness = host(pilot, later: later)
        pilot.push(.note(1), .history)
        harness.render()
        harness.press(.enter)  // Keep: the history screen's dismiss
        pilot.push(.note(2))
        harness.render()
        later.dismiss?()
        #expect(pilot.stack == [.list, .note(1)], "history and the note above it go")
        pilot.replace([.list])
        later.dismiss?()
        #expect(pilot.stack == [.list], "its screen is gone from the stack: nothing happens")
    }

    @Test func dismissOnARootScreenDoesNothing() {
        let pilot = NavPilot(initial: NoteRoute.note(7))
        let harness = host(pilot)
        harness.press(.enter)
        #expect(pilot.stack == [.note(7)])
        #expect(harness.lines[0] == "Note 7")
    }
}
