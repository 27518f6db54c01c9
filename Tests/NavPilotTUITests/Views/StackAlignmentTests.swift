import NavPilot
import NavPilotTUI
import Testing

@MainActor
@Suite("Stack alignment")
struct StackAlignmentTests {
    /// The column where `text` starts on its row.
    private func column(of text: String, in harness: ViewHarness) -> Int? {
        for line in harness.lines {
            if let range = line.range(of: text) {
                return line.distance(from: line.startIndex, to: range.lowerBound)
            }
        }
        return nil
    }

    @Test func aVStackIsLeadingByDefault() {
        let harness = ViewHarness(width: 21, height: 2) {
            VStack {
                Text("wide title")
                Text("abcd")
            }
        }
        #expect(column(of: "abcd", in: harness) == 0)
    }

    @Test func aCenteredVStackPutsANarrowTextInTheMiddleOfItsWidth() {
        let harness = ViewHarness(width: 21, height: 2) {
            VStack(alignment: .center) {
                Text("abcd")
                Text("abcde")
            }
        }
        #expect(column(of: "abcd", in: harness) == (21 - 4) / 2)
        #expect(column(of: "abcde", in: harness) == 8, "an odd column left over goes to the right")
    }

    @Test func aTrailingVStackPutsANarrowTextAgainstTheRightEdge() {
        let harness = ViewHarness(width: 21, height: 1) {
            VStack(alignment: .trailing) {
                Text("abcd")
            }
        }
        #expect(column(of: "abcd", in: harness) == 21 - 4)
    }

    @Test func aCenteredVStackMovesAButtonWithItsMarkerAndHighlightsOnlyTheButton() {
        let harness = ViewHarness(width: 20, height: 1) {
            VStack(alignment: .center) {
                Button("Pop") {}
            }
        }
        // "▸ Pop" is 5 wide: (20 - 5) / 2 = 7.
        #expect(harness.lines[0] == "       ▸ Pop")
        #expect(harness.screen[x: 6, y: 0].style.background == nil, "the highlight stays on the button")
        #expect(harness.screen[x: 9, y: 0].style.background != nil)
    }

    @Test func viewsThatFillTheirWidthAreNotMoved() {
        let harness = ViewHarness(width: 10, height: 3) {
            VStack(alignment: .center) {
                Text("ab")
                Divider()
                HStack {
                    Text("l")
                    Spacer()
                    Text("r")
                }
            }
        }
        #expect(harness.lines == ["    ab", "──────────", "l        r"])
    }

    @Test func aTextWiderThanTheStackWrapsAtTheFullWidth() {
        let harness = ViewHarness(width: 10, height: 2) {
            VStack(alignment: .trailing) {
                Text("one two three")
            }
        }
        #expect(harness.lines == ["one two", "three"], "wrapped lines stay leading without multilineTextAlignment")
    }

    @Test func anHStackIsTopAlignedByDefault() {
        let harness = ViewHarness(width: 20, height: 3) {
            HStack {
                VStack {
                    Text("a")
                    Text("b")
                    Text("c")
                }
                Text("x")
            }
        }
        #expect(Array(harness.lines[0...2]) == ["a x", "b", "c"])
    }

    @Test func anHStackCentersOrBottomAlignsShorterChildrenAgainstTheTallest() {
        @MainActor func rows(_ alignment: VerticalAlignment) -> [String] {
            // The screen is taller than the stack: children align on the tallest child, not the screen.
            let harness = ViewHarness(width: 20, height: 6) {
                HStack(alignment: alignment) {
                    VStack {
                        Text("a")
                        Text("b")
                        Text("c")
                    }
                    Text("x")
                }
            }
            return Array(harness.lines[0...3])
        }
        #expect(rows(.center) == ["a", "b x", "c", ""])
        #expect(rows(.bottom) == ["a", "b", "c x", ""])
        #expect(rows(.top) == ["a x", "b", "c", ""])
        #expect(rows(.firstTextBaseline) == rows(.top))
        #expect(rows(.lastTextBaseline) == rows(.bottom))
    }
}
