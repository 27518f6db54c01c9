import NavPilot
import NavPilotTUI
import Testing

// The views guide's tour of the controls (docs/views.md), as written there, and the screen it shows.

private enum Speed: String, CaseIterable, Identifiable {
    case slow, brisk, fast

    var id: String { rawValue }
    var title: String { rawValue.capitalized }
}

private struct SettingsView: View {
    @State private var speed = Speed.brisk

    var body: some View {
        VStack {
            Label("Settings", systemImage: "gear").font(.headline)
            Picker("Speed", selection: $speed) {
                ForEach(Speed.allCases) { speed in
                    Text(speed.title).tag(speed)
                }
            }
            ProgressView("Sync", value: 3, total: 4)
            ProgressView("Loading…")
            Text("Changes apply at once.").foregroundStyle(.secondary)
        }
    }
}

@MainActor
@Suite("The views guide's controls tour")
struct ControlsTourTests {
    @Test func theTourDrawsAsTheReadmeShowsIt() {
        let harness = ViewHarness(width: 44, height: 8) { SettingsView() }
        #expect(
            harness.lines == [
                "⚙ Settings",
                "Speed",
                "  ○ Slow",
                "▸ ◉ Brisk",
                "  ○ Fast",
                "Sync █████████████████████████░░░░░░░░░  75%",
                "⠋ Loading…",
                "Changes apply at once.",
            ])
        #expect(harness.screen[x: 2, y: 0].style.bold, "headline is bold")
        #expect(harness.screen[x: 0, y: 7].style == Theme.standard.secondary, "secondary is the theme's secondary")
    }
}
