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

/// A widget as wide as its text, like a button: a centred stack centres it.
struct Badge: Widget {
    let text: String
    var fillsWidth: Bool { false }
    var idealWidth: Int { text.count + 2 }

    func draw(in canvas: inout WidgetCanvas) {
        canvas.write("(" + text + ")", at: .zero)
    }
}

/// A log that takes the rows left over once it has more lines than its own two, and pages by the
/// rows it is shown in: what the built-in scrolling text does, on the public protocol.
struct LogView: Widget {
    let lines: [String]

    func height(forWidth width: Int) -> Int { min(lines.count, 2) }
    func growsVertically(atWidth width: Int) -> Bool { lines.count > 2 }

    func draw(in canvas: inout WidgetCanvas) {
        for (row, line) in lines.prefix(canvas.visibleHeight).enumerated() {
            canvas.write(line, at: Point(x: 0, y: row))
        }
        canvas.write("\(canvas.visibleHeight) rows", at: Point(x: 10, y: 0), wholeStyle: Style(bold: true))
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
        harness.root.handle(.mouse(MouseEvent(position: Point(x: 4, y: row), button: .left, kind: .click)))
        harness.render()
        #expect(harness.text.contains("▸ Parts: ‹ 3 ›"))
    }

    @Test func aWidgetThatDoesNotFillTheWidthIsPlacedByItsStacksAlignment() {
        let harness = ViewHarness(width: 20, height: 4) {
            VStack(alignment: .center) {
                Badge(text: "new")
                ProgressBar(fraction: 1)
            }
        }
        #expect(harness.screen.line(0) == "       (new)", "centred at its ideal width")
        #expect(harness.screen.line(1).hasPrefix("[██████████████████]"), "a widget that fills the width keeps it")
    }

    @Test func aWidgetThatGrowsTakesTheRowsLeftOverAndSeesHowManyItShows() {
        let long = ViewHarness(width: 20, height: 6) {
            VStack {
                LogView(lines: ["a", "b", "c", "d", "e"])
                Text("end")
            }
        }
        #expect(long.screen.line(0) == "a         5 rows", "five rows: six, less the text below")
        #expect(long.screen.line(5) == "end")
        let short = ViewHarness(width: 20, height: 6) {
            VStack {
                LogView(lines: ["a", "b"])
                Text("end")
            }
        }
        #expect(short.screen.line(0) == "a         2 rows", "no more than its own height")
        #expect(short.screen.line(2) == "end")
    }
}
