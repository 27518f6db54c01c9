import Testing

@testable import NavPilotTUI

/// A screen of graphemes never shown before, every frame: an ideograph with a combining mark, each
/// one a new two-scalar grapheme the table interns.
@MainActor
private final class DistinctGraphemesApplication: TerminalApplication {
    static let size = Size(width: 200, height: 100)
    static let perRow = size.width / 2
    static let perFrame = perRow * size.height
    var frame = 0

    /// The grapheme numbered `number` (below 20,992 × 112).
    static func grapheme(_ number: Int) -> String {
        var text = ""
        text.unicodeScalars.append(Unicode.Scalar(0x4E00 + UInt32(number / 112))!)
        text.unicodeScalars.append(Unicode.Scalar(0x300 + UInt32(number % 112))!)
        return text
    }

    static func row(_ y: Int, ofFrame frame: Int) -> String {
        let first = frame * perFrame + y * perRow
        return (first..<first + perRow).map(grapheme).joined()
    }

    var cursor: Point? { nil }

    func render(into buffer: inout CellBuffer) {
        for y in 0..<buffer.size.height {
            buffer.write(Self.row(y, ofFrame: frame), at: Point(x: 0, y: y))
        }
    }

    func handle(_ event: InputEvent) -> EventDisposition { .continue }
}

@MainActor
@Suite("Grapheme table")
struct GraphemeTableTests {
    @Test func threeHundredThousandDistinctGraphemesOverManyFramesKeepTheTableBoundedAndTheScreenRight() {
        let app = DistinctGraphemesApplication()
        let terminal = HeadlessTerminal(size: DistinctGraphemesApplication.size)
        let loop = EventLoop(app: app, backend: terminal)
        let frames = 300_000 / DistinctGraphemesApplication.perFrame
        // The graphemes of the two frames a diff keeps, twice that after a collection, and a margin
        // for tests running alongside; without collection the table would hold 300,000.
        let bound = 2 * (GraphemeTable.shared.capacity + 2 * DistinctGraphemesApplication.perFrame) + 20_000
        for frame in 0..<frames {
            app.frame = frame
            loop.render()
            #expect(GraphemeTable.shared.count <= bound, "frame \(frame)")
            if frame % 5 == 0 || frame == frames - 1 {
                for y in [0, 50, 99] {
                    #expect(terminal.screen.line(y) == DistinctGraphemesApplication.row(y, ofFrame: frame))
                }
            }
        }
        #expect(GraphemeTable.shared.count <= bound)
    }

    @Test func aCellWhoseGraphemeWasFreedReadsAsASpaceNeverAsAnother() {
        let table = GraphemeTable(capacity: 0)
        let old = table.index(ofScalars: [0x65, 0x301])!
        var kept = CellBuffer(size: Size(width: 1, height: 1))
        kept.write("a", at: .zero)
        table.collect(keeping: kept)
        let reused = table.index(ofScalars: [0x61, 0x302])!
        #expect(reused & GraphemeTable.slotMask == old & GraphemeTable.slotMask, "the freed slot is reused")
        #expect(table.character(at: Int(old)) == " ")
        #expect(table.character(at: Int(reused)) == "a\u{302}")
    }
}
