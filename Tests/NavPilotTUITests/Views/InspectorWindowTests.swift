import NavPilot
import NavPilotTUI
import Testing

/// The stack inspector as a list: one entry a row, a window that fills its rows and scrolls by one
/// entry (the issue: 13 entries, Home showed `0: feed` over two empty rows, `]` re-wrapped the rows).
@MainActor
@Suite("Stack inspector window")
struct InspectorWindowTests {
    /// A 13-entry stack (feed and posts 1…12) in an 80×12 pane: 3 inspector rows under its header, each
    /// wide enough for two entries, which the inspector once packed side by side.
    private func thirteenEntries(longTitleAt long: Int? = nil) -> ViewHarness {
        let pilot = NavPilot(initial: FeedRoute.feed)
        pilot.push(
            contentsOf: (1...12).map { id in
                FeedRoute.post(id: id, title: id == long ? String(repeating: "Long ", count: 20) : "P\(id)")
            })
        return ViewHarness(width: 80, height: 12) { feedHost(pilot, inspector: true) }
    }

    /// The three entry rows under the inspector's header (the link row follows), trailing blanks dropped.
    private func inspectorRows(_ harness: ViewHarness) throws -> [String] {
        let header = try #require(harness.row(containing: "depth 13"), "\(harness.text)")
        return harness.lines[(header + 1)...].prefix(3).map { String($0.reversed().drop { $0 == " " }.reversed()) }
    }

    /// The stack index each inspector row starts with (`7: post(…)` is 7); nil for a row without one.
    private func indices(_ rows: [String]) -> [Int?] {
        rows.map { row in row.split(separator: ":", maxSplits: 1).first.flatMap { Int($0) } }
    }

    @Test func homeFillsEveryInspectorRowStartingAtTheRoot() throws {
        let harness = thirteenEntries()
        harness.press(.home)
        let rows = try inspectorRows(harness)
        #expect(indices(rows) == [0, 1, 2], "\(rows)")
        #expect(rows[0] == "0: feed")
        #expect(harness.text.contains("10 newer"), "\(harness.text)")
    }

    @Test func theTopOfTheStackFillsEveryRowOneEntryARow() throws {
        let harness = thirteenEntries()
        let rows = try inspectorRows(harness)
        #expect(
            rows == [
                #"10: post(id: 10, title: "P10")"#, #"11: post(id: 11, title: "P11")"#,
                #"12: post(id: 12, title: "P12")"#,
            ])
        #expect(harness.text.contains("10 older"), "\(harness.text)")
    }

    @Test func closingBracketFromHomeMovesTheWindowOneEntryAPress() throws {
        let harness = thirteenEntries()
        harness.press(.home)
        for first in 1...10 {
            harness.press(.character("]"))
            #expect(indices(try inspectorRows(harness)) == [first, first + 1, first + 2], "after \(first) presses")
        }
        harness.press(.character("]"))
        #expect(indices(try inspectorRows(harness)) == [10, 11, 12], "the window stops at the top")
    }

    @Test func openingBracketFromTheTopMovesTheWindowOneEntryAPressAndStopsAtTheRoot() throws {
        let harness = thirteenEntries()
        for first in (0...9).reversed() {
            harness.press(.character("["))
            #expect(indices(try inspectorRows(harness)) == [first, first + 1, first + 2], "window from \(first)")
        }
        harness.press(.character("["))
        harness.press(.character("]"))
        #expect(indices(try inspectorRows(harness)) == [1, 2, 3], "`[` at the root is not stored: `]` moves at once")
    }

    @Test func aLongEntryIsCutAtThePanelEdgeWithAnEllipsisNotWrapped() throws {
        let harness = thirteenEntries(longTitleAt: 11)
        let rows = try inspectorRows(harness)
        #expect(indices(rows) == [10, 11, 12], "\(rows)")
        #expect(rows[1].hasPrefix(#"11: post(id: 11, title: "Long Long"#))
        #expect(rows[1].hasSuffix("…"))
        #expect(displayWidth(of: rows[1]) == 80)
    }
}
