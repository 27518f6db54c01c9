import NavPilot
import NavPilotTUI
import Testing

// Screens spelled the way SwiftUI screens are (the original project's guard and transition examples
// use these modifiers and controls): they compile as written and draw in the terminal.

private struct ProfileCard: View {
    var body: some View {
        VStack(spacing: 16) {
            Image(systemName: "person.crop.circle")
                .font(.system(size: 40))
            Text("Jane Doe")
                .font(.title.bold())
            Text("Nothing guards this screen.")
                .foregroundStyle(.secondary)
        }
        .navigationTitle("Profile")
    }
}

private struct GuardSummary: View {
    let allowed: Bool

    var body: some View {
        VStack {
            Text("Guards")
                .font(.largeTitle.bold())
            Text(allowed ? "The door is open." : "The door is shut.")
                .font(.footnote)
                .foregroundStyle(.secondary)
        }
    }
}

private enum Speed: String, CaseIterable, Identifiable {
    case slow, brisk, fast

    var id: String { rawValue }
    var title: String { rawValue.capitalized }
}

private struct SpeedForm: View {
    @State private var speed = Speed.brisk

    var body: some View {
        VStack {
            Picker("Speed", selection: $speed) {
                ForEach(Speed.allCases) { speed in
                    Text(speed.title).tag(speed)
                }
            }
            Text("Going \(speed.title.lowercased())")
        }
    }
}

@MainActor
@Suite("SwiftUI spellings")
struct SwiftUISpellingTests {
    @Test func aCardOfSymbolTitleAndSecondaryTextDraws() {
        let harness = ViewHarness(width: 30, height: 5) { ProfileCard() }
        #expect(Array(harness.lines[0...4]) == ["☺", "", "Jane Doe", "", "Nothing guards this screen."])
        #expect(harness.screen[x: 0, y: 2].style.bold, "title.bold() is bold")
        #expect(harness.screen[x: 0, y: 4].style == Theme.standard.secondary, "secondary")
    }

    @Test func aLargeTitleAndAFootnoteDraw() {
        let harness = ViewHarness(width: 30, height: 2) { GuardSummary(allowed: false) }
        #expect(harness.lines == ["Guards", "The door is shut."])
        #expect(harness.screen[x: 0, y: 0].style.bold)
        #expect(harness.screen[x: 0, y: 1].style == Theme.standard.secondary, "footnote plain, secondary in its style")
    }

    @Test func aPickerOverCaseIterableChoicesSelects() {
        let harness = ViewHarness(width: 30, height: 5) { SpeedForm() }
        #expect(Array(harness.lines[0...4]) == ["Speed", "  ○ Slow", "▸ ◉ Brisk", "  ○ Fast", "Going brisk"])
        harness.press(.down, .enter)
        #expect(harness.lines[4] == "Going fast")
    }
}
