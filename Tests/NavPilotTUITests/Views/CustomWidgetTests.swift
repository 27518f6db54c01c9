import NavPilot
import NavPilotTUI
import Testing

/// A progress bar written outside the library, on the public `Widget` protocol only.
struct ProgressBar: Widget {
    var fraction: Double

    var idealWidth: Int { 12 }

    func draw(in canvas: inout WidgetCanvas) {
        let inner = max(0, canvas.size.width - 2)
        let filled = Int((Double(inner) * min(max(fraction, 0), 1)).rounded())
        let bar = String(repeating: "█", count: filled) + String(repeating: "░", count: inner - filled)
        canvas.write("[" + bar + "]", at: .zero)
    }
}

/// A focusable widget: a number changed with - and + (or Enter), drawn selected when focused.
struct Stepper: Widget {
    let label: String
    @Binding var value: Int

    var isFocusable: Bool { true }
    var idealWidth: Int { label.count + 8 }

    func draw(in canvas: inout WidgetCanvas) {
        let marker = canvas.isFocused ? "▸ " : "  "
        let style = canvas.isFocused ? canvas.theme.selection : nil
        canvas.write(marker + "\(label): ‹ \(value) ›", at: .zero, style: style)
    }

    func handleKey(_ press: KeyPress) -> Bool {
        switch press.key {
        case .character("+"), .enter: value += 1
        case .character("-"): value -= 1
        default: return false
        }
        return true
    }
}

/// A screen using both widgets between built-in views.
struct DownloadScreen: View {
    @State var parts = 2

    var body: some View {
        VStack {
            Text("Download")
            HStack {
                ProgressBar(fraction: Double(parts) / 4)
                Text("\(parts)/4")
            }
            Stepper(label: "Parts", value: $parts)
            Divider()
            Button("Done") {}
        }
    }
}

@MainActor
@Suite("Custom widgets on the public Widget protocol")
struct CustomWidgetTests {
    @Test func aWidgetIsMeasuredPlacedAndDrawnAmongBuiltInViews() throws {
        let harness = ViewHarness(width: 30, height: 8) { DownloadScreen() }
        #expect(harness.screen.line(1) == "[█████░░░░░] 2/4", "12 columns wide, its ideal width, half filled")
        let divider = try #require(harness.row(containing: "───"))
        #expect(harness.screen.line(divider) == String(repeating: "─", count: 30), "Divider is a widget too")
    }

    @Test func aFocusableWidgetTakesTheFocusAndItsKeys() throws {
        let harness = ViewHarness(width: 30, height: 8) { DownloadScreen() }
        #expect(harness.text.contains("▸ Parts: ‹ 2 ›"), "the first focusable control")
        harness.type("+")
        harness.press(.enter)
        #expect(harness.text.contains("▸ Parts: ‹ 4 ›"))
        #expect(harness.screen.line(1) == "[██████████] 4/4")
        harness.type("-")
        harness.press(.down)  // keys it does not use still move the focus
        #expect(harness.text.contains("  Parts: ‹ 3 ›"))
        #expect(harness.text.contains("▸ Done"))
    }

    @Test func aClickOnAFocusableWidgetFocusesAndActivatesIt() throws {
        let harness = ViewHarness(width: 30, height: 8) { DownloadScreen() }
        harness.press(.down)
        let row = try #require(harness.row(containing: "Parts"))
        harness.root.handle(.mouse(MouseEvent(position: Point(x: 4, y: row), button: .left, kind: .press)))
        harness.render()
        #expect(harness.text.contains("▸ Parts: ‹ 3 ›"))
    }
}
