import NavPilot
import NavPilotTUI
import Testing

enum Flavor: String, CaseIterable, Identifiable, Hashable {
    case vanilla, chocolate, strawberry

    var id: String { rawValue }
    var name: String { rawValue.capitalized }
}

/// A picker between two buttons, with the choice shown under it.
struct FlavorScreen: View {
    @State var flavor = Flavor.chocolate

    var body: some View {
        VStack {
            Button("Before") {}
            Picker("Flavor", selection: $flavor) {
                ForEach(Flavor.allCases) { flavor in
                    Text(flavor.name).tag(flavor)
                }
            }
            Text("Chosen: \(flavor.name)")
            Button("After") {}
        }
    }
}

@MainActor
@Suite("Picker")
struct PickerTests {
    @Test func aPickerShowsItsTitleAndOneRowPerChoiceWithTheSelectionMarked() {
        let harness = ViewHarness(width: 30, height: 8) { FlavorScreen() }
        #expect(Array(harness.lines[1...4]) == ["Flavor", "  ○ Vanilla", "  ◉ Chocolate", "  ○ Strawberry"])
    }

    @Test func focusedThePickerHighlightsTheSelectedChoice() {
        let harness = ViewHarness(width: 30, height: 8) { FlavorScreen() }
        harness.press(.down)
        #expect(Array(harness.lines[2...4]) == ["  ○ Vanilla", "▸ ◉ Chocolate", "  ○ Strawberry"])
        let row = harness.row(containing: "Chocolate")!
        #expect(harness.screen[x: 4, y: row].style == Theme.standard.selection)
    }

    @Test func upAndDownMoveTheHighlightAndEnterSelectsIt() {
        let harness = ViewHarness(width: 30, height: 8) { FlavorScreen() }
        harness.press(.down, .down)
        #expect(harness.lines[4] == "▸ ○ Strawberry")
        #expect(harness.text.contains("Chosen: Chocolate"), "moving the highlight does not select")
        harness.press(.enter)
        #expect(harness.lines[4] == "▸ ◉ Strawberry")
        #expect(harness.text.contains("Chosen: Strawberry"), "Enter writes the binding")
        harness.press(.up, .up)
        harness.type(" ")
        #expect(harness.text.contains("Chosen: Vanilla"), "Space selects too")
    }

    @Test func aClickOnAChoiceSelectsThatChoiceNotTheHighlightedOne() {
        let harness = ViewHarness(width: 30, height: 8) { FlavorScreen() }
        let row = harness.row(containing: "Strawberry")!
        harness.root.handle(.mouse(MouseEvent(position: Point(x: 6, y: row), button: .left, kind: .click)))
        harness.render()
        #expect(harness.text.contains("Chosen: Strawberry"))
        #expect(harness.lines[row] == "▸ ◉ Strawberry", "the picker took the focus, its highlight on the click")
        let title = harness.row(containing: "Flavor")!
        harness.root.handle(.mouse(MouseEvent(position: Point(x: 1, y: title), button: .left, kind: .click)))
        harness.render()
        #expect(harness.text.contains("Chosen: Strawberry"), "a click on the title chooses nothing")
    }

    @Test func pastTheLastChoiceTheFocusMovesOnAndPastTheFirstItMovesBack() {
        let harness = ViewHarness(width: 30, height: 8) { FlavorScreen() }
        harness.press(.down, .down, .down)
        #expect(harness.lines[6] == "▸ After")
        #expect(!harness.text.contains("▸ ○") && !harness.text.contains("▸ ◉"), "no highlight without the focus")
        harness.press(.up)
        #expect(harness.lines[4] == "▸ ○ Strawberry", "coming back, the highlight is where it was")
        harness.press(.up, .up, .up)
        #expect(harness.lines[0] == "▸ Before")
    }

    @Test func aClickSelectsTheHighlightedChoice() {
        let harness = ViewHarness(width: 30, height: 8) { FlavorScreen() }
        harness.press(.down, .up)  // into the picker, highlight on Vanilla
        harness.root.handle(.mouse(MouseEvent(position: Point(x: 6, y: 2), button: .left, kind: .click)))
        harness.render()
        #expect(harness.text.contains("Chosen: Vanilla"))
    }

    @Test func forEachElementsWithoutTagsStandForTheirIdentity() {
        let selection = PickerProbe(value: "b")
        let harness = ViewHarness(width: 20, height: 5) {
            Picker("Letter", selection: selection.binding) {
                ForEach(["a", "b", "c"], id: \.self) { letter in
                    Text(letter.uppercased())
                }
            }
        }
        #expect(Array(harness.lines[1...3]) == ["  ○ A", "▸ ◉ B", "  ○ C"])
        harness.press(.down, .enter)
        #expect(selection.value == "c")
    }

    @Test func choicesComeFromLinesBranchesAndOnlyTagsOfTheSelectionType() {
        let selection = PickerProbe(value: 2)
        let showsThree = true
        let harness = ViewHarness(width: 20, height: 6) {
            Picker("Size", selection: selection.binding) {
                Text("One").tag(1)
                Text("Two").tag(2)
                if showsThree {
                    Text("Three").tag(3)
                }
                Text("Other").tag("not an Int")
            }
        }
        #expect(Array(harness.lines[1...4]) == ["  ○ One", "▸ ◉ Two", "  ○ Three", ""])
        harness.press(.down, .enter)
        #expect(selection.value == 3)
        harness.press(.down)
        #expect(harness.lines[3] == "▸ ◉ Three", "the last choice of the only control: nothing to move to")
    }

    @Test func aTagOutsideAPickerDrawsItsViewAsIs() {
        let harness = ViewHarness(width: 20, height: 1) { Text("Plain").bold().tag(1) }
        #expect(harness.lines == ["Plain"])
        #expect(harness.screen[x: 0, y: 0].style.bold)
    }

    @Test func aSelectionThatIsNoChoiceMarksNone() {
        let selection = PickerProbe(value: 9)
        let harness = ViewHarness(width: 20, height: 4) {
            Picker("Size", selection: selection.binding) {
                Text("One").tag(1)
                Text("Two").tag(2)
            }
        }
        #expect(Array(harness.lines[1...2]) == ["▸ ○ One", "  ○ Two"])
    }
}

/// A value outside any view, for reading what a picker wrote.
@MainActor
final class PickerProbe<Value> {
    var value: Value

    init(value: Value) {
        self.value = value
    }

    var binding: Binding<Value> {
        Binding(get: { self.value }, set: { self.value = $0 })
    }
}
