import NavPilot
import NavPilotTUI
import Testing

enum FormRoute: Hashable {
    case form
    case next
}

struct FormScreen: View {
    @EnvironmentObject var pilot: NavPilot<FormRoute>
    @State var name = ""
    @State var taps = 0

    var body: some View {
        VStack {
            TextField("To:", text: $name)
            Button("Tapped \(taps)") { taps += 1 }
            Button("Next") { pilot.push(.next) }
            Text("Hello \(name)")
        }
        .navigationTitle("Form")
    }
}

@MainActor
func formHost(_ pilot: NavPilot<FormRoute>) -> some View {
    NavPilotHost(pilot) { route in
        switch route {
        case .form: FormScreen()
        case .next: Text("Next screen")
        }
    }
}

@MainActor
@Suite("State, focus and text fields")
struct StateAndFocusTests {
    @Test func typingEditsTheFocusedTextFieldThroughItsBinding() {
        let pilot = NavPilot(initial: FormRoute.form)
        let harness = ViewHarness { formHost(pilot) }
        harness.type("Jane")
        #expect(harness.text.contains("Hello Jane"))
        #expect(harness.root.isEditingText)
    }

    @Test func textFieldCursorMovesAndEditsInPlace() {
        let pilot = NavPilot(initial: FormRoute.form)
        let harness = ViewHarness { formHost(pilot) }
        harness.type("Jne")
        harness.press(.left, .left)
        harness.type("a")
        #expect(harness.text.contains("Hello Jane"))
        harness.press(.end, .backspace)
        #expect(harness.text.contains("Hello Jan"))
        harness.press(.home, .delete)
        #expect(harness.text.contains("Hello an"))
        let row = try! #require(harness.row(containing: "To:"))
        #expect(harness.root.cursor == Point(x: 6, y: row), "cursor sits after 'To: ' at the start of the text")
    }

    @Test func printableKeysInATextFieldAreTextNotCommands() {
        let pilot = NavPilot(initial: FormRoute.form)
        let harness = ViewHarness { formHost(pilot) }
        harness.type("jkiq")
        #expect(harness.text.contains("Hello jkiq"))
    }

    @Test func pasteGoesIntoTheFocusedFieldOnOneLine() {
        let pilot = NavPilot(initial: FormRoute.form)
        let harness = ViewHarness { formHost(pilot) }
        harness.root.handle(.paste("two\nlines"))
        harness.render()
        #expect(harness.text.contains("Hello two lines"))
    }

    @Test func aPastedTabShowsAsOneVisibleCellAndTheCursorAgrees() throws {
        let pilot = NavPilot(initial: FormRoute.form)
        let harness = ViewHarness { formHost(pilot) }
        harness.root.handle(.paste("a\tb\u{7}c"))
        harness.render()
        let row = try #require(harness.row(containing: "To:"))
        #expect(harness.screen.line(row).contains("To: a␉b␇c"))
        #expect(harness.root.cursor == Point(x: 11, y: row), "after the five cells of 'a␉b␇c'")
    }

    @Test func aFullFieldShowsTheTextEndingAtTheCursor() throws {
        let pilot = NavPilot(initial: FormRoute.form)
        let harness = ViewHarness(width: 20) { formHost(pilot) }
        harness.type("abcdefghijklmnopqrstuvwxyz")
        let row = try #require(harness.row(containing: "To:"))
        #expect(harness.screen.line(row) == "▸ To: nopqrstuvwxyz", "the last 13 characters, then the cursor cell")
        #expect(harness.root.cursor == Point(x: 19, y: row))
    }

    @Test func stateSurvivesPushAndBack() {
        let pilot = NavPilot(initial: FormRoute.form)
        let harness = ViewHarness { formHost(pilot) }
        harness.type("Jane")
        harness.press(.down, .enter, .enter)
        #expect(harness.text.contains("Tapped 2"))
        harness.press(.down, .enter)
        #expect(pilot.current == .next)
        harness.press(.backspace)
        #expect(harness.text.contains("Hello Jane"))
        #expect(harness.text.contains("Tapped 2"))
        #expect(harness.text.contains("▸ Next"), "the focused control is restored too")
    }

    @Test func stateOfAnEntryThatLeftTheStackIsForgotten() {
        let pilot = NavPilot(initial: FormRoute.next)
        pilot.push(.form)
        let harness = ViewHarness { formHost(pilot) }
        harness.type("Jane")
        pilot.pop()
        harness.render()
        pilot.push(.form)
        harness.render()
        #expect(!harness.text.contains("Hello Jane"))
    }

    @Test func upAndDownAndJAndKMoveTheSelection() {
        let pilot = NavPilot(initial: FeedRoute.feed)
        let harness = ViewHarness { feedHost(pilot) }
        harness.press(.character("j"))
        #expect(harness.text.contains("▸ SwiftUI Tricks"))
        harness.press(.character("k"))
        #expect(harness.text.contains("▸ Swift Tips"))
        harness.press(.up)
        #expect(harness.text.contains("▸ Swift Tips"), "selection stops at the first control")
    }

    @Test func longListScrollsToKeepTheSelectionVisible() {
        let pilot = NavPilot(initial: FormRoute.form)
        let harness = ViewHarness(width: 30, height: 8) {
            NavPilotHost(pilot) { _ in
                List(0..<50, id: \.self) { index in
                    Button("Row \(index)") {}
                }
            }
        }
        #expect(harness.text.contains("Row 0"))
        harness.press(.end)
        #expect(harness.text.contains("▸ Row 49"))
        #expect(!harness.text.contains("Row 0 "))
        harness.press(.home)
        #expect(harness.text.contains("▸ Row 0"))
    }
}

@MainActor
@Suite("Layout")
struct LayoutTests {
    @Test func longTextWrapsAtWordBoundaries() {
        let harness = ViewHarness(width: 12, height: 5) {
            Text("the quick brown fox jumps")
        }
        #expect(harness.lines.prefix(3) == ["the quick", "brown fox", "jumps"])
    }

    @Test func hStackSharesTheRowAndSpacerPushesToTheEdge() {
        let harness = ViewHarness(width: 20, height: 2) {
            HStack {
                Text("left")
                Spacer()
                Text("right")
            }
        }
        #expect(harness.lines[0] == "left           right")
    }

    @Test func modifiersStyleTheText() {
        let harness = ViewHarness(width: 20, height: 2) {
            Text("alert").foregroundColor(.red).bold()
        }
        #expect(harness.screen[x: 0, y: 0].style.foreground == .red)
        #expect(harness.screen[x: 0, y: 0].style.bold)
    }

    @Test func destructiveButtonsUseTheWarningColour() {
        let harness = ViewHarness(width: 20, height: 3) {
            VStack {
                Button("Keep") {}
                Button("Sign Out", role: .destructive) {}
            }
        }
        let row = try! #require(harness.row(containing: "Sign Out"))
        #expect(harness.screen[x: 2, y: row].style.foreground == Theme.standard.destructive.foreground)
    }

    @Test(arguments: [(1, 1), (2, 3), (5, 2), (8, 4), (3, 30)])
    func tinySizesNeverBreakTheFrame(width: Int, height: Int) {
        let pilot = NavPilot(initial: FeedRoute.feed)
        pilot.push(.post(id: 1, title: "A rather long title that cannot fit"))
        let harness = ViewHarness(width: width, height: height) { feedHost(pilot, inspector: true) }
        #expect(harness.lines.count == height)
        #expect(harness.lines.allSatisfy { displayWidth(of: $0) <= width })
        harness.press(.down, .backspace)
        #expect(pilot.depth == 1, "keys still work at \(width)x\(height)")
    }

    @Test func wideCharactersAreNeverSplitWhenTruncated() {
        let harness = ViewHarness(width: 5, height: 2) {
            Text("漢字漢字漢字")
        }
        #expect(harness.lines[0] == "漢字")
    }
}
