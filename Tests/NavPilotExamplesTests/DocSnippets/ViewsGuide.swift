// docs: begin host
import NavPilot
import NavPilotTUI

struct HomeView: View {
    @EnvironmentObject var pilot: NavPilot<AppRoute>  // the nearest host's pilot of that type

    var body: some View {
        VStack {
            Button("Open Detail") { pilot.push(.detail(id: 42)) }
            Button("Settings") { pilot.push(.settings) }
        }
        .navigationTitle("Home")
    }
}

// docs: end host
// The code the views guide (docs/views.md) shows; see RouterGuide.swift for the `docs:` regions.

struct DetailView: View {
    let id: Int

    var body: some View {
        Text("Detail \(id)").navigationTitle("Detail")
    }
}

struct SettingsView: View {
    var body: some View {
        Text("Settings").navigationTitle("Settings")
    }
}

@MainActor
func hostTour(pilot: NavPilot<AppRoute>) -> some View {
    // docs: begin host
    NavPilotHost(pilot, showsStackInspector: true) { route in
        switch route {
        case .home: HomeView()
        case .detail(let id): DetailView(id: id)
        case .settings: SettingsView()
        }
    }
    // docs: end host
}

// docs: begin custom-widget
struct Stepper: Widget {  // written in an app, on the public API only
    let label: String
    @Binding var value: Int

    var isFocusable: Bool { true }
    var idealWidth: Int { label.count + 8 }

    func draw(in canvas: inout WidgetCanvas) {
        let style = canvas.isFocused ? canvas.theme.selection : nil
        canvas.write((canvas.isFocused ? "▸ " : "  ") + "\(label): ‹ \(value) ›", at: .zero, style: style)
    }

    func keyBindings(size: Size) -> [KeyBinding] {  // keys it does not bind go on (Up/Down, back, …)
        [
            KeyBinding("+", .key(.enter), description: "one more", hint: KeyHint("more")) { value += 1 },
            KeyBinding("-", description: "one less") { value -= 1 },
        ]
    }
}
// docs: end custom-widget

// docs: begin accessibility
struct Meter: Widget {
    var level: Int
    var accessibilityElement: AccessibilityElement? {
        AccessibilityElement(role: AccessibilityRole("meter"), label: "Signal", value: "\(level) of 5")
    }
    func draw(in canvas: inout WidgetCanvas) { canvas.write(String(repeating: "▮", count: level), at: .zero) }
}

// docs: end accessibility
struct AccessibilityTour: View {
    func delete() {}

    var body: some View {
        VStack {
            // docs: begin accessibility
            HStack { Image(systemName: "gear") }.accessibilityLabel("Settings")
            Button("✕") { delete() }.accessibilityLabel("Delete the draft").accessibilityHint("asks first")
            Text("decoration").accessibilityHidden(true)
            // docs: end accessibility
        }
    }
}

/// The model behind the palette example.
@MainActor
final class MessagesModel {
    var reloads = 0
    var allRead = false

    func reload() { reloads += 1 }
    func markAllRead() { allRead = true }
}

struct MessagesView: View {
    var body: some View {
        Text("No messages").navigationTitle("Messages")
    }
}

struct PaletteTour: View {
    let model: MessagesModel

    var body: some View {
        // docs: begin palette
        MessagesView()
            .keyBinding("r", description: "reload the inbox", hint: KeyHint("reload")) { model.reload() }
            .paletteCommand("mark every message read") { model.markAllRead() }
        // docs: end palette
    }
}

/// A form row that lays out across when the pane is wide and down when it is narrow.
struct NameRow: View {
    let isWide: Bool
    @State private var name = ""

    var body: some View {
        // docs: begin any-layout
        let layout = isWide ? AnyLayout(HStackLayout()) : AnyLayout(VStackLayout())
        layout {
            Text("Name")
            TextField("Name", text: $name)  // keeps what was typed when the layout changes
        }
        // docs: end any-layout
    }
}

@MainActor
func statusPanel() -> some View {
    // docs: begin border
    VStack(alignment: .leading) {
        Text("Disk 82% full")
        Text("Backups 3 days old")
    }
    .border(\.focusedBorder, title: " Status ")
    // docs: end border
}

/// A screen with a picture from a file and one from bytes the app holds.
@MainActor
func coverScreen(thumbnail: [UInt8]) -> some View {
    // docs: begin image
    VStack {
        Text("The cover")
        Image(path: "cover.png")  // the pane's width, as tall as its aspect and the rows left allow
        Image(pngData: thumbnail, name: "thumbnail").frame(width: 160, height: 160)  // 20 by 10 cells
    }
    // docs: end image
}
