import NavPilotTUI
import NavPilotTestSupport
import Testing

@Suite("Frame diff")
struct FrameDiffTests {
    private let size = Size(width: 8, height: 2)

    @Test func identicalFramesHaveNoChanges() {
        var frame = CellBuffer(size: size)
        frame.write("same 漢", at: .zero)
        #expect(diff(from: frame, to: frame).isEmpty)
    }

    @Test func changedCellsComeInRowMajorOrder() {
        let old = CellBuffer(size: size)
        var new = old
        new.write("b", at: Point(x: 5, y: 1))
        new.write("a", at: Point(x: 2, y: 0))
        new.write("c", at: Point(x: 0, y: 1))
        #expect(diff(from: old, to: new).map(\.position) == [Point(x: 2, y: 0), Point(x: 0, y: 1), Point(x: 5, y: 1)])
    }

    @Test func styleOnlyChangesAreChanges() {
        var old = CellBuffer(size: size)
        old.write("ab", at: .zero)
        var new = old
        new.setStyle(Style(bold: true), in: Rect(x: 1, y: 0, width: 1, height: 1))
        #expect(diff(from: old, to: new) == [CellChange(position: Point(x: 1, y: 0), cell: new[x: 1, y: 0])])
    }

    @Test func newWideCharacterIsEmittedOnceAsItsLeadingCell() {
        let old = CellBuffer(size: size)
        var new = old
        new.write("漢", at: Point(x: 3, y: 0))
        let changes = diff(from: old, to: new)
        #expect(changes == [CellChange(position: Point(x: 3, y: 0), cell: Cell(character: "漢", width: 2))])
    }

    @Test func changeOfOnlyTheRightHalfEmitsTheLeadingCell() {
        // Old: "ab" narrow; new: the wide character starts one column left of the changed cell only
        // in the right half's style (the leading cell is the same).
        var old = CellBuffer(size: size)
        old.write("漢", at: Point(x: 2, y: 0))
        old.write("x", at: Point(x: 3, y: 0))  // breaks the wide char: " x"
        var new = CellBuffer(size: size)
        new.write(" ", at: Point(x: 2, y: 0))
        new.write("漢", at: Point(x: 2, y: 0))
        let changes = diff(from: old, to: new)
        #expect(changes.map(\.position) == [Point(x: 2, y: 0)])
        #expect(changes.allSatisfy { $0.cell.width != 0 })
    }

    @Test func restylingAWideCharacterEmitsOnlyItsLeadingCell() {
        var old = CellBuffer(size: size)
        old.write("漢", at: Point(x: 6, y: 1))
        var new = old
        new.setStyle(Style(underline: true), in: Rect(x: 7, y: 1, width: 1, height: 1))
        let changes = diff(from: old, to: new)
        #expect(changes.map(\.position) == [Point(x: 6, y: 1)])
        #expect(changes.first?.cell.style.underline == true)
    }

    @Test func replacingAWideCharacterByNarrowOnesEmitsBothColumns() {
        var old = CellBuffer(size: size)
        old.write("漢", at: .zero)
        var new = CellBuffer(size: size)
        new.write("ab", at: .zero)
        #expect(diff(from: old, to: new).map(\.position) == [Point(x: 0, y: 0), Point(x: 1, y: 0)])
    }

    @Test func differentSizesEmitEveryCellOfTheNewFrame() {
        let old = CellBuffer(size: size)
        var new = CellBuffer(size: Size(width: 3, height: 2))
        new.write("漢a", at: .zero)
        let changes = diff(from: old, to: new)
        #expect(changes.count == 5)  // 6 cells, one of them a continuation
        #expect(changes.first == CellChange(position: .zero, cell: Cell(character: "漢", width: 2)))
        #expect(!changes.contains { $0.position == Point(x: 1, y: 0) })
    }

    @Test func applyingTheDiffToTheOldFrameGivesTheNewFrame() {
        var old = CellBuffer(size: size)
        old.write("漢字abcd", at: .zero)
        old.write("xy🙂z", at: Point(x: 1, y: 1))
        var new = old
        new.write("q", at: Point(x: 1, y: 0))
        new.write("🙂", at: Point(x: 4, y: 1))
        var patched = old
        apply(diff(from: old, to: new), to: &patched)
        #expect(patched == new)
    }

    /// Random frames built the way views build them (writes, fills, styles), wide characters included.
    @Test(arguments: 0..<200)
    func diffThenApplyReproducesRandomFrames(seed: Int) {
        var random = SeededGenerator(seed: UInt64(seed))
        let size = Size(width: Int.random(in: 1...12, using: &random), height: Int.random(in: 1...4, using: &random))
        let old = Self.randomFrame(size: size, using: &random)
        let new = Self.randomFrame(size: size, using: &random)
        let changes = diff(from: old, to: new)
        var patched = old
        apply(changes, to: &patched)
        #expect(patched == new, "seed \(seed)")
        #expect(changes.allSatisfy { $0.cell.width != 0 }, "seed \(seed): a continuation cell was emitted")
        #expect(
            zip(changes, changes.dropFirst()).allSatisfy {
                ($0.position.y, $0.position.x) < ($1.position.y, $1.position.x)
            }, "seed \(seed): not in row-major order")
    }

    @Test(arguments: 0..<50)
    func diffBetweenDifferentSizesAppliedToABlankFrameGivesTheNewFrame(seed: Int) {
        var random = SeededGenerator(seed: UInt64(1000 + seed))
        let old = Self.randomFrame(size: Size(width: 5, height: 3), using: &random)
        let new = Self.randomFrame(size: Size(width: 7, height: 2), using: &random)
        var patched = CellBuffer(size: new.size)
        apply(diff(from: old, to: new), to: &patched)
        #expect(patched == new, "seed \(seed)")
    }

    static func randomFrame(size: Size, using random: inout SeededGenerator) -> CellBuffer {
        let pieces = ["a", "b", "漢", "字", "🙂", "🇫🇷", "é", " ", "\t", "\u{01}", "xyz", "e\u{301}"]
        let styles = [Style.plain, Style(foreground: .red), Style(bold: true), Style(background: .indexed(200))]
        var frame = CellBuffer(size: size)
        for _ in 0..<Int.random(in: 0...12, using: &random) {
            let point = Point(
                x: Int.random(in: -2...size.width, using: &random), y: Int.random(in: 0..<size.height, using: &random))
            let style = styles.randomElement(using: &random)!
            switch Int.random(in: 0..<10, using: &random) {
            case 0:
                frame.fill(
                    Rect(origin: point, size: Size(width: Int.random(in: 0...4, using: &random), height: 2)),
                    with: Cell(pieces.randomElement(using: &random)!.first!, style: style))
            case 1:
                frame.setStyle(style, in: Rect(origin: point, size: Size(width: 3, height: 1)))
            default:
                let text = (0..<Int.random(in: 1...4, using: &random)).map { _ in pieces.randomElement(using: &random)!
                }
                let clip =
                    Bool.random(using: &random)
                    ? Rect(x: Int.random(in: 0...size.width, using: &random), y: 0, width: 3, height: size.height)
                    : nil
                frame.write(text.joined(), at: point, style: style, clip: clip)
            }
        }
        return frame
    }
}
