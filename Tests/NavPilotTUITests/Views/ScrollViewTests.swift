import NavPilot
import NavPilotTUI
import Testing

/// Thirty numbered lines.
let thirtyLines = (1...30).map { "Line \($0)" }.joined(separator: "\n")

enum ReaderRoute: Hashable {
    case article
    case comments
}

struct ArticleScreen: View {
    var body: some View {
        VStack {
            ScrollView { Text(thirtyLines) }
            Button("Done") {}
        }
        .navigationTitle("Article")
    }
}

@MainActor
func readerHost(_ pilot: NavPilot<ReaderRoute>) -> some View {
    NavPilotHost(pilot) { route in
        switch route {
        case .article: ArticleScreen()
        case .comments: Text("No comments").navigationTitle("Comments")
        }
    }
}

@MainActor
@Suite("ScrollView")
struct ScrollViewTests {
    /// The text rows of a scroll view drawn from `top`: gutter, then the line.
    private func rows(_ range: ClosedRange<Int>, focused: Bool = true) -> [String] {
        range.map { (focused ? "┃ " : "│ ") + "Line \($0)" }
    }

    /// `left`, then `indicator` against the right edge of a `width`-column row.
    private func indicated(_ left: String, _ indicator: String, width: Int = 30) -> String {
        left + String(repeating: " ", count: width - displayWidth(of: left) - displayWidth(of: indicator)) + indicator
    }

    @Test func longTextTakesTheRowsLeftInItsStackWithAnIndicatorOfWhatIsBelow() {
        let harness = ViewHarness(width: 30, height: 20) { ArticleScreen() }
        #expect(Array(harness.lines[0...17]) == rows(1...18))
        #expect(harness.lines[18] == indicated("┃ Line 19", " ↓ 11 more"))
        #expect(harness.lines[19] == "  Done")
        #expect(harness.screen[x: 21, y: 18].style == Theme.standard.dim, "the indicator is less emphasised")
    }

    @Test func withoutRowsLeftItTakesTheDefaultTen() {
        let harness = ViewHarness(width: 30, height: 20) {
            VStack {
                ScrollView { Text(thirtyLines) }
                ForEach(0..<15) { Text("Row \($0)") }
            }
        }
        #expect(Array(harness.lines[0...8]) == rows(1...9))
        #expect(harness.lines[9].hasPrefix("┃ Line 10"))
        #expect(harness.lines[10] == "Row 0")
    }

    @Test func aDisabledFieldInsideShowsItsTextAsTheRestOfTheScrollViewsText() {
        let harness = ViewHarness(width: 30, height: 6) {
            ScrollView {
                VStack {
                    Text("To:")
                    TextField("Name", text: .constant("Jane Doe")).disabled(true)
                }
            }
        }
        #expect(harness.lines.contains { $0.contains("Jane Doe") }, "\(harness.lines)")
    }

    @Test func shortTextTakesItsOwnRowsAndWrapsToTheWidth() {
        let harness = ViewHarness(width: 12, height: 6) {
            VStack {
                ScrollView { Text("one two three four") }
                Text("after")
            }
        }
        #expect(Array(harness.lines[0...2]) == ["┃ one two", "┃ three four", "after"])
    }

    @Test func upAndDownScrollARowAndAtTheEndsTheFocusMovesOn() {
        let harness = ViewHarness(width: 30, height: 12) { ArticleScreen() }
        #expect(harness.press(.down))
        #expect(harness.lines[0] == indicated("┃ Line 2", " ↑ 1 more"))
        harness.press(.up)
        #expect(harness.lines[0] == "┃ Line 1")
        harness.press(.end)
        #expect(harness.lines[10] == "┃ Line 30")
        harness.press(.down)
        #expect(harness.lines[11] == "▸ Done", "past the last line the focus moves on")
        #expect(harness.lines[10] == "│ Line 30", "the view stays where it was")
        harness.press(.up, .up)
        #expect(harness.lines[0] == indicated("┃ Line 19", " ↑ 18 more"), "Up came back, then scrolled")
    }

    @Test func pageKeysScrollAPageAndHomeGoesToTheTop() {
        let harness = ViewHarness(width: 30, height: 12) { ArticleScreen() }
        harness.press(.pageDown)
        #expect(harness.lines[0].hasPrefix("┃ Line 11"), "a page is the rows shown but one")
        harness.press(.pageDown)
        #expect(harness.lines[0].hasPrefix("┃ Line 20"), "clamped at the end")
        harness.press(.pageUp)
        #expect(harness.lines[0].hasPrefix("┃ Line 10"))
        harness.press(.home)
        #expect(harness.lines[0] == "┃ Line 1")
        harness.press(.end, .pageDown)
        #expect(harness.lines[11] == "▸ Done", "at the end, the page key goes to the pane")
    }

    @Test func upAtTheTopMovesTheFocusToTheControlAbove() {
        let harness = ViewHarness(width: 30, height: 12) {
            Button("Above") {}
            ScrollView { Text(thirtyLines) }
        }
        harness.press(.down, .down)
        #expect(harness.lines[1].hasPrefix("┃ Line 2"))
        harness.press(.up)
        #expect(harness.lines[1].hasPrefix("┃ Line 1"))
        harness.press(.up)
        #expect(harness.lines[0] == "▸ Above")
        #expect(harness.lines[1] == "│ Line 1")
    }

    @Test func thePositionSurvivesFramesAndGoingBack() {
        let pilot = NavPilot(initial: ReaderRoute.article)
        let harness = ViewHarness(width: 30, height: 14) { readerHost(pilot) }
        harness.press(.down, .down, .down)
        let top = harness.row(containing: "Line 4")
        #expect(top != nil)
        harness.render()
        #expect(harness.row(containing: "Line 4") == top)
        #expect(harness.row(containing: "Line 3") == nil)
        pilot.push(.comments)
        harness.render()
        #expect(harness.text.contains("No comments"))
        pilot.pop()
        harness.render()
        #expect(harness.row(containing: "Line 4") == top, "back on the screen, as it was left")
        #expect(harness.row(containing: "Line 3") == nil)
    }

    @Test func contentWithControlsIsLaidOutInPlace() {
        let harness = ViewHarness(width: 30, height: 5) {
            ScrollView {
                Text("Header")
                Button("First") {}
                Button("Second") {}
            }
        }
        #expect(Array(harness.lines[0...2]) == ["Header", "▸ First", "  Second"])
        harness.press(.down)
        #expect(harness.lines[2] == "▸ Second")
    }

    @Test func cutOffAtTheBottomOfThePaneItScrollsWithinTheRowsShown() {
        let harness = ViewHarness(width: 30, height: 6) {
            Text("Above")
            Text("Above")
            ScrollView { Text(thirtyLines) }
        }
        #expect(Array(harness.lines[2...4]) == rows(1...3))
        #expect(harness.lines[5] == indicated("┃ Line 4", " ↓ 26 more"))
        harness.press(.end)
        #expect(harness.lines[5] == "┃ Line 30")
    }

    @Test func indicatorsCanBeHidden() {
        let harness = ViewHarness(width: 30, height: 5) {
            ScrollView(.vertical, showsIndicators: false) { Text(thirtyLines) }
        }
        #expect(harness.lines[4] == "┃ Line 5")
    }
}
