import NavPilot
import NavPilotTUI
import Testing

@MainActor
private final class ProbeModel: ObservableObject {
    static var made = 0
    @Published var value = 0

    init() {
        ProbeModel.made += 1
    }
}

private enum ProbeRoute: Hashable {
    case home, probe, other
}

/// A screen that owns a model and titles itself from inside its body.
private struct ProbeScreen: View {
    @StateObject private var model = ProbeModel()

    var body: some View {
        Text("Model \(model.value)").navigationTitle("Probe")
    }
}

private struct FlavorSheet: View {
    @State private var flavor = "Chocolate"
    @State private var shown = true

    var body: some View {
        Text("Screen \(flavor)")
            .sheet(isPresented: $shown) {
                Picker("Flavor", selection: $flavor) {
                    Text("Vanilla").tag("Vanilla")
                    Text("Chocolate").tag("Chocolate")
                    Text("Strawberry").tag("Strawberry")
                }
            }
    }
}

private struct SheetWithStack: View {
    @State private var shown = true
    let pilot: NavPilot<ProbeRoute>

    var body: some View {
        Text("Under the sheet")
            .sheet(isPresented: $shown) {
                NavPilotHost(pilot) { _ in DoneScreen() }
            }
    }
}

private struct DoneScreen: View {
    @Environment(\.dismiss) private var dismiss

    var body: some View {
        Button("Done") { dismiss() }.navigationTitle("Inner")
    }
}

@MainActor
private final class Pressed {
    var keys: [String] = []
}

@MainActor
@Suite("Edge cases of clicks in sheets, title probes, dismiss, disabled key handlers and form sections")
struct ReviewRegressionTests {
    @Test func aClickOnAChoiceInASheetSelectsThatChoice() throws {
        let harness = ViewHarness(width: 50, height: 14) { FlavorSheet() }
        let row = try #require(harness.row(containing: "Strawberry"))
        let column = harness.lines[row].distance(
            from: harness.lines[row].startIndex, to: try #require(harness.lines[row].range(of: "Strawberry")).lowerBound
        )
        harness.root.handle(.mouse(MouseEvent(position: Point(x: column, y: row), button: .left, kind: .click)))
        harness.render()
        #expect(harness.text.contains("◉ Strawberry"), "the choice clicked, not the highlighted one")
    }

    @Test func theBreadcrumbsTitleProbeNeverMakesAScreensStateObject() {
        ProbeModel.made = 0
        let pilot = NavPilot(initial: ProbeRoute.home)
        let harness = ViewHarness(width: 60, height: 8) {
            NavPilotHost(pilot) { route in
                switch route {
                case .home: Text("Home").navigationTitle("Home")
                case .probe: ProbeScreen()
                case .other: Text("Other").navigationTitle("Other")
                }
            }
        }
        pilot.push(.probe, .other)
        harness.render()
        #expect(ProbeModel.made == 0, "the covered screen was never shown: its object is not made")
        pilot.pop()
        harness.render()
        #expect(ProbeModel.made == 1, "made once, when its screen shows")
        #expect(harness.text.contains("Model 0"))
    }

    @Test func dismissOnTheRootOfAHostInASheetClosesTheSheet() {
        let pilot = NavPilot(initial: ProbeRoute.home)
        let harness = ViewHarness(width: 50, height: 12) { SheetWithStack(pilot: pilot) }
        #expect(harness.text.contains("Inner"))
        harness.press(.enter)
        #expect(!harness.text.contains("Inner"), "the host's root dismissed the sheet it is in")
        #expect(harness.text.contains("Under the sheet"))
    }

    @Test func aDisabledViewsKeyHandlersTakeNoKeys() {
        let pressed = Pressed()
        let harness = ViewHarness(width: 40, height: 4) {
            VStack {
                Text("Nothing to focus")
                    .onKeyPress("x") {
                        pressed.keys.append("x")
                        return .handled
                    }
            }
            .disabled(true)
        }
        harness.press(.character("x"))
        #expect(pressed.keys.isEmpty)
    }

    @Test func aSectionInAStackOnAFormRowIsNotSpacedAsTheFormsOwn() {
        let harness = ViewHarness(width: 30, height: 8) {
            Form {
                Text("Row")
                VStack {
                    Section("Inner") {
                        Text("inner row")
                    }
                }
                Text("Last")
            }
        }
        #expect(Array(harness.lines[0...3]) == ["Row", "Inner", "inner row", "Last"])
    }
}
