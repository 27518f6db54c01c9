import NavPilot
import NavPilotTUI
import Testing

/// Every new control on one screen.
private struct AllControls: View {
    @State private var choice = 1

    var body: some View {
        VStack {
            Label("Settings", systemImage: "gear").font(.title)
            Picker("Choice", selection: $choice) {
                Text("One").tag(1)
                Text("Two").tag(2)
            }
            ProgressView("Copying files", value: 0.5)
            ProgressView("Loading…")
            ScrollView { Text(thirtyLines) }
        }
    }
}

@MainActor
@Suite("New controls at any size")
struct ControlSizesTests {
    @Test(arguments: [(1, 1), (2, 3), (4, 2), (7, 5), (12, 30), (3, 40)])
    func tinySizesDrawAndTakeKeysWithoutBreaking(width: Int, height: Int) {
        let harness = ViewHarness(width: width, height: height) { AllControls() }
        harness.press(.down, .down, .enter, .pageDown, .end, .down, .home, .up)
        #expect(harness.lines.allSatisfy { displayWidth(of: $0) <= width })
    }

    @Test func theSameStateDrawsTheSameFrame() {
        let harness = ViewHarness(width: 40, height: 20) { AllControls() }
        harness.press(.down, .down, .enter, .down, .down, .down)
        let first = harness.screen
        var again = CellBuffer(size: harness.size)
        harness.root.renderAnew(into: &again, in: again.bounds)
        #expect(again == first)
    }
}
