import NavPilot
import NavPilotTUI
import Testing

@MainActor
@Suite("Multiline text alignment")
struct MultilineTextAlignmentTests {
    private let text = "one two three four"

    @Test func leadingIsTheDefault() {
        let harness = ViewHarness(width: 9, height: 3) { Text(text) }
        #expect(harness.lines == ["one two", "three", "four"])
    }

    @Test func centerCentresEachWrappedLineInTheWidth() {
        let harness = ViewHarness(width: 9, height: 3) {
            Text(text).multilineTextAlignment(.center)
        }
        // 9 columns: "one two" (7) at 1, "three" (5) at 2, "four" (4) at 2, an odd column right.
        #expect(harness.lines == [" one two", "  three", "  four"])
    }

    @Test func trailingEndsEachWrappedLineAtTheRightEdge() {
        let harness = ViewHarness(width: 9, height: 3) {
            Text(text).multilineTextAlignment(.trailing)
        }
        #expect(harness.lines == ["  one two", "    three", "     four"])
    }

    @Test func theAlignmentAppliesToEveryTextInsideAndTheInnermostWins() {
        let harness = ViewHarness(width: 9, height: 2) {
            VStack {
                Text("ab")
                Text("cd").multilineTextAlignment(.leading)
            }
            .multilineTextAlignment(.trailing)
        }
        #expect(harness.lines == ["       ab", "cd"])
    }

    @Test func inACentredStackTheLinesAlignWithinTheTextsOwnWidth() {
        let harness = ViewHarness(width: 20, height: 2) {
            VStack(alignment: .center) {
                Text("aaaa\nbb").multilineTextAlignment(.trailing)
            }
        }
        // The block is 4 wide, centred at 8; its short line ends where the long one does.
        #expect(harness.lines == ["        aaaa", "          bb"])
    }
}
