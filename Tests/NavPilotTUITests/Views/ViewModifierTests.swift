import NavPilot
import NavPilotTUI
import Testing

/// A modifier with state of its own: a title that counts its presses.
struct CountingCard: ViewModifier {
    let title: String
    @State private var count = 0

    func body(content: Content) -> some View {
        VStack {
            Button("\(title) \(count)") { count += 1 }
            content
        }
    }
}

/// A modifier that reads the environment.
struct Emphasised: ViewModifier {
    @Environment(\.isEnabled) private var isEnabled

    func body(content: Content) -> some View {
        HStack {
            Text(isEnabled ? "*" : "-")
            content
        }
    }
}

@MainActor
@Suite("ViewModifier: modifiers of your own")
struct ViewModifierTests {
    @Test func aModifierWrapsTheContentItIsAppliedTo() {
        let harness = ViewHarness(width: 20, height: 3) {
            Text("body").modifier(Emphasised())
        }
        #expect(harness.lines[0] == "* body")
    }

    @Test func aModifierReadsTheEnvironmentOfWhereItIsApplied() {
        let harness = ViewHarness(width: 20, height: 3) {
            Text("body").modifier(Emphasised()).disabled(true)
        }
        #expect(harness.lines[0] == "- body")
    }

    @Test func aModifiersStateLivesAcrossFramesAndItsContentKeepsFocusOrder() {
        var opened = 0
        let harness = ViewHarness(width: 20, height: 3) {
            Button("Open") { opened += 1 }.modifier(CountingCard(title: "Card"))
        }
        harness.press(.enter, .enter)
        #expect(harness.lines[0].contains("Card 2"), "the modifier's @State kept its count")
        harness.press(.down, .enter)
        #expect(opened == 1, "the content's button comes after the modifier's in the focus order")
    }

    @Test func twoUsesOfOneModifierKeepSeparateState() {
        let harness = ViewHarness(width: 20, height: 5) {
            VStack {
                Text("a").modifier(CountingCard(title: "A"))
                Text("b").modifier(CountingCard(title: "B"))
            }
        }
        harness.press(.down, .enter)
        #expect(harness.lines.contains { $0.contains("A 0") })
        #expect(harness.lines.contains { $0.contains("B 1") })
    }
}
