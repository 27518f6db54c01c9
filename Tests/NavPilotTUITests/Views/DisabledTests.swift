import NavPilot
import NavPilotTUI
import Testing

@MainActor
private final class Presses {
    var log: [String] = []
}

private struct CheckoutScreen: View {
    let presses: Presses
    @State private var agreed = false
    @State private var name = ""
    @State private var size = 1

    var body: some View {
        VStack {
            Button("Back to cart") { presses.log.append("cart") }
            VStack {
                TextField("Name", text: $name)
                Toggle("Gift wrap", isOn: $agreed)
                Picker("Size", selection: $size) {
                    Text("Small").tag(1)
                    Text("Large").tag(2)
                }
                Button("Pay") { presses.log.append("pay") }
                    .disabled(false)
            }
            .disabled(true)
            Button("Help") { presses.log.append("help") }
        }
    }
}

@MainActor
@Suite(".disabled: controls drawn dim, skipped by focus, deaf to keys and clicks")
struct DisabledTests {
    @Test func upAndDownSkipEveryDisabledControl() {
        let presses = Presses()
        let harness = ViewHarness(width: 40, height: 14) { CheckoutScreen(presses: presses) }
        harness.press(.enter)
        harness.press(.down, .enter)
        #expect(presses.log == ["cart", "help"], "from the first button straight to the last")
        #expect(harness.text.contains("▸ Help"))
    }

    @Test func disabledControlsAreDrawnDimAndAnInnerDisabledFalseDoesNotEnable() throws {
        let harness = ViewHarness(width: 40, height: 14) { CheckoutScreen(presses: Presses()) }
        let pay = try #require(harness.row(containing: "Pay"))
        let dim = Theme.standard.dim.foreground
        #expect(harness.screen[x: 2, y: pay].style.foreground == dim)
        let toggle = try #require(harness.row(containing: "Gift wrap"))
        #expect(harness.screen[x: 2, y: toggle].style.foreground == dim)
        let large = try #require(harness.row(containing: "Large"))
        #expect(harness.screen[x: 4, y: large].style.foreground == dim)
        let help = try #require(harness.row(containing: "Help"))
        #expect(harness.screen[x: 2, y: help].style.foreground != dim, "the enabled button after them is not")
    }

    @Test func clicksAndTypingReachNoDisabledControl() throws {
        let presses = Presses()
        let harness = ViewHarness(width: 40, height: 14) { CheckoutScreen(presses: presses) }
        for text in ["Pay", "Gift wrap", "Large", "Name"] {
            let row = try #require(harness.row(containing: text))
            harness.root.handle(.mouse(MouseEvent(position: Point(x: 4, y: row), button: .left, kind: .click)))
            harness.render()
        }
        harness.type("Jane")
        #expect(presses.log.isEmpty)
        #expect(harness.text.contains("[ ] Gift wrap"))
        #expect(harness.text.contains("◉ Small"))
        #expect(!harness.text.contains("Jane"))
    }
}
