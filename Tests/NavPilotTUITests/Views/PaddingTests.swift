import NavPilot
import NavPilotTUI
import Testing

@MainActor
@Suite("Padding")
struct PaddingTests {
    @Test func paddingWithoutALengthMovesContentTwoColumnsRightAndOneRowDown() {
        let harness = ViewHarness(width: 12, height: 4) {
            Text("Hi").padding()
            Text("next")
        }
        #expect(Array(harness.lines[0...3]) == ["", "  Hi", "", "next"], "16 points: one row above and below")
    }

    @Test func paddingKeepsRoomOnTheFarSideSoTextWrapsSooner() {
        let harness = ViewHarness(width: 10, height: 4) {
            Text("aaa bbb").padding()
        }
        // 10 columns less two on each side leave 6: "aaa bbb" is 7 wide and wraps.
        #expect(Array(harness.lines[0...3]) == ["", "  aaa", "  bbb", ""])
    }

    @Test func paddingALengthConvertsItByThePointRule() {
        let harness = ViewHarness(width: 12, height: 5) {
            Text("Hi").padding(32)
        }
        #expect(harness.row(containing: "Hi") == 2, "32 points are two rows")
        #expect(harness.lines[2] == "    Hi", "and four columns")
    }

    @Test func paddingOnlySomeEdges() {
        let horizontal = ViewHarness(width: 12, height: 2) {
            Text("Hi").padding(.horizontal, 8)
            Text("next")
        }
        #expect(Array(horizontal.lines[0...1]) == [" Hi", "next"])
        let top = ViewHarness(width: 12, height: 3) {
            Text("Hi").padding(.top)
            Text("next")
        }
        #expect(Array(top.lines[0...2]) == ["", "Hi", "next"])
        let leadingAndBottom = ViewHarness(width: 12, height: 3) {
            Text("Hi").padding([.leading, .bottom], 16)
            Text("next")
        }
        #expect(Array(leadingAndBottom.lines[0...2]) == ["  Hi", "", "next"])
    }

    @Test func paddingWithEdgeInsets() {
        let harness = ViewHarness(width: 12, height: 3) {
            HStack(spacing: 0) {
                Text("a").padding(EdgeInsets(top: 16, leading: 24, bottom: 0, trailing: 8))
                Text("b")
            }
        }
        #expect(Array(harness.lines[0...1]) == ["     b", "   a"])
    }

    @Test func aPaddedScreenStillFillsItsHeightWithItsSpacer() {
        let harness = ViewHarness(width: 12, height: 6) {
            VStack {
                Text("top")
                Spacer()
                Text("bottom")
            }
            .padding()
        }
        #expect(harness.lines == ["", "  top", "", "", "  bottom", ""])
    }
}
