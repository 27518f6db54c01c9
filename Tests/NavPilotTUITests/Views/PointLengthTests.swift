import NavPilot
import NavPilotTUI
import Testing

// Lengths are written in points, as in SwiftUI: a column is 8 points, a row 16, rounded to the
// nearest cell with halves up.

@MainActor
@Suite("Lengths in points")
struct PointLengthTests {
    /// The rows of a two-text VStack with `spacing`: where the second text lands.
    private func secondRow(spacing: Double?) -> Int? {
        let harness = ViewHarness(width: 20, height: 8) {
            VStack(spacing: spacing) {
                Text("one")
                Text("two")
            }
        }
        return harness.row(containing: "two")
    }

    /// The column of the second of two texts in an HStack with `spacing`.
    private func secondColumn(spacing: Double?) -> Int? {
        let harness = ViewHarness(width: 20, height: 2) {
            HStack(spacing: spacing) {
                Text("ab")
                Text("cd")
            }
        }
        let line = harness.lines[0]
        return line.firstIndex(of: "c").map { line.distance(from: line.startIndex, to: $0) }
    }

    @Test func vStackSpacingOfTwentyPointsLeavesExactlyOneBlankRow() {
        let harness = ViewHarness(width: 20, height: 4) {
            VStack(spacing: 20) {
                Text("one")
                Text("two")
            }
        }
        #expect(Array(harness.lines[0...3]) == ["one", "", "two", ""])
    }

    @Test func vStackSpacingRoundsToTheNearestRowWithHalvesUp() {
        #expect(secondRow(spacing: nil) == 1, "no spacing by default")
        #expect(secondRow(spacing: 7) == 1, "under half a row is no row")
        #expect(secondRow(spacing: 8) == 2, "half a row rounds up")
        #expect(secondRow(spacing: 16) == 2)
        #expect(secondRow(spacing: 23) == 2)
        #expect(secondRow(spacing: 24) == 3)
        #expect(secondRow(spacing: 32) == 3)
        #expect(secondRow(spacing: -16) == 1, "a negative length is none")
    }

    @Test func hStackSpacingRoundsToTheNearestColumnWithHalvesUp() {
        #expect(secondColumn(spacing: nil) == 3, "one column by default")
        #expect(secondColumn(spacing: 0) == 2)
        #expect(secondColumn(spacing: 3) == 2, "under half a column is no column")
        #expect(secondColumn(spacing: 4) == 3, "half a column rounds up")
        #expect(secondColumn(spacing: 8) == 3)
        #expect(secondColumn(spacing: 16) == 4)
        #expect(secondColumn(spacing: 20) == 5, "2.5 columns round up to 3")
        #expect(secondColumn(spacing: .infinity) == nil, "an endless gap pushes the rest out of sight")
    }

    @Test func spacerMinimumIsColumnsInAnHStackAndRowsInAVStack() {
        let across = ViewHarness(width: 12, height: 1) {
            HStack(spacing: 0) {
                Text("ab")
                Spacer(minLength: 32)
                Text("cdefghij")
            }
        }
        // 4 columns kept for the spacer: the last text is squeezed into the 6 left.
        #expect(across.lines[0] == "ab    cdefgh")
        let down = ViewHarness(width: 12, height: 5) {
            VStack {
                Text("top")
                Spacer(minLength: 32)
                Text("bottom")
            }
            Text("after")
        }
        // The outer stack gives its first child its height: the spacer's two rows keep it apart.
        #expect(Array(down.lines[0...4]) == ["top", "", "", "bottom", "after"])
    }
}
