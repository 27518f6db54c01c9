import NavPilotTUI
import Testing

@Suite("Cell buffer")
struct CellBufferTests {
    private func buffer(_ width: Int, _ height: Int = 1, filledWith character: Character? = nil) -> CellBuffer {
        var buffer = CellBuffer(size: Size(width: width, height: height))
        if let character {
            buffer.fill(buffer.bounds, with: Cell(character))
        }
        return buffer
    }

    @Test func newBufferIsBlank() {
        let buffer = buffer(4, 2)
        #expect(buffer.size == Size(width: 4, height: 2))
        #expect(buffer[x: 3, y: 1] == .blank)
        #expect(buffer.text == "\n")
    }

    @Test func writeStoresTextAndReturnsColumnsAdvanced() {
        var buffer = buffer(10)
        #expect(buffer.write("abc", at: Point(x: 1, y: 0)) == 3)
        #expect(buffer.line(0) == " abc")
    }

    @Test func wideCharacterTakesLeadingAndContinuationCell() {
        var buffer = buffer(10)
        #expect(buffer.write("漢字 🙂 ok", at: .zero) == 10)
        #expect(buffer[x: 0, y: 0] == Cell(character: "漢", width: 2))
        #expect(buffer[x: 1, y: 0].width == 0)
        #expect(buffer[x: 5, y: 0].character == "🙂")
        #expect(buffer[x: 6, y: 0].width == 0)
        #expect(buffer.line(0) == "漢字 🙂 ok")
    }

    @Test func wideCharacterInTheLastColumnBecomesABlank() {
        var buffer = buffer(5, filledWith: "x")
        #expect(buffer.write("abcd漢", at: .zero) == 6)
        #expect(buffer.line(0) == "abcd")
        #expect(buffer[x: 4, y: 0] == .blank)
    }

    @Test func wideCharacterCutByTheClipRightEdgeLeavesABlank() {
        var buffer = buffer(5, filledWith: "x")
        buffer.write("ab漢", at: .zero, clip: Rect(x: 0, y: 0, width: 3, height: 1))
        #expect(buffer.line(0) == "ab xx")
        #expect(buffer[x: 2, y: 0].width == 1)
        #expect(buffer[x: 3, y: 0].character == "x")
    }

    @Test func wideCharacterCutByTheClipLeftEdgeLeavesABlank() {
        var buffer = buffer(5, filledWith: "x")
        buffer.write("漢b", at: .zero, clip: Rect(x: 1, y: 0, width: 4, height: 1))
        #expect(buffer.line(0) == "x bxx")
    }

    @Test func wideCharacterThatFitsTheClipExactlyIsWritten() {
        var buffer = buffer(5, filledWith: "x")
        buffer.write("a漢", at: .zero, clip: Rect(x: 0, y: 0, width: 3, height: 1))
        #expect(buffer.line(0) == "a漢xx")
    }

    @Test func overwritingTheRightHalfOfAWideCharacterBlanksTheLeftHalf() {
        var buffer = buffer(6)
        buffer.write("漢字", at: .zero)
        buffer.write("a", at: Point(x: 1, y: 0))
        #expect(buffer.line(0) == " a字")
        #expect(buffer[x: 0, y: 0] == .blank)
    }

    @Test func overwritingTheLeftHalfOfAWideCharacterBlanksTheRightHalf() {
        var buffer = buffer(6)
        buffer.write("漢字", at: .zero)
        buffer.write("b", at: Point(x: 2, y: 0))
        #expect(buffer.line(0) == "漢b")
        #expect(buffer[x: 3, y: 0] == .blank)
    }

    @Test func wideCharacterStraddlingTwoWideCharactersBlanksBothOuterHalves() {
        var buffer = buffer(6)
        buffer.write("漢字", at: .zero)
        buffer.write("🙂", at: Point(x: 1, y: 0))
        #expect(buffer.line(0) == " 🙂")
        #expect(buffer[x: 0, y: 0] == .blank)
        #expect(buffer[x: 3, y: 0] == .blank)
    }

    @Test func textIsClippedToTheClipRectAndTheBuffer() {
        var buffer = buffer(8, 3)
        buffer.write("hello world", at: Point(x: 1, y: 1), clip: Rect(x: 2, y: 1, width: 4, height: 1))
        buffer.write("outside", at: Point(x: 0, y: 0), clip: Rect(x: 0, y: 1, width: 8, height: 2))
        buffer.write("past the edge", at: Point(x: 5, y: 2))
        buffer.write("left", at: Point(x: -2, y: 0), clip: nil)
        #expect(buffer.lines == ["ft", "  ello", "     pas"])
    }

    @Test func writingOnARowOutsideTheBufferChangesNothingButStillMeasures() {
        var buffer = buffer(4)
        #expect(buffer.write("abc", at: Point(x: 0, y: 5)) == 3)
        #expect(buffer == CellBuffer(size: Size(width: 4, height: 1)))
    }

    @Test func tabsExpandToMultiplesOfFourFromTheWriteOrigin() {
        var buffer = buffer(12)
        #expect(buffer.write("a\tb\tc", at: Point(x: 2, y: 0)) == 9)
        #expect(buffer.line(0) == "  a   b   c")
    }

    @Test func tabCellsCarryTheWriteStyle() {
        var buffer = buffer(8)
        let style = Style(background: .blue)
        buffer.write("\tx", at: .zero, style: style)
        #expect(buffer[x: 0, y: 0] == Cell(character: " ", width: 1, style: style))
        #expect(buffer[x: 3, y: 0].style == style)
    }

    @Test func controlCharactersAreShownAsControlPictures() {
        var buffer = buffer(10)
        #expect(buffer.write("a\u{01}b\u{7F}\u{1B}\u{85}\r\n", at: .zero) == 8)
        #expect(buffer.line(0) == "a\u{2401}b\u{2421}\u{241B}\u{FFFD}\u{240D}\u{240A}")
    }

    @Test func controlCharactersAreNeverStoredRaw() {
        var buffer = buffer(40)
        let controls = (0..<32).map { Character(Unicode.Scalar($0)!) } + ["\u{7F}", "\u{9B}"]
        buffer.write(String(controls), at: .zero)
        for x in 0..<40 {
            let scalar = buffer[x: x, y: 0].character.unicodeScalars.first!.value
            #expect(!(scalar < 0x20 || (0x7F...0x9F).contains(scalar)), "raw control at column \(x)")
        }
    }

    @Test func combiningMarksStayWithTheirBaseCharacter() {
        var buffer = buffer(6)
        #expect(buffer.write("cafe\u{301}!", at: .zero) == 5)
        #expect(buffer[x: 3, y: 0].character == "e\u{301}")
        #expect(buffer[x: 4, y: 0].character == "!")
    }

    @Test func writeAppliesTheStyleToEveryCell() {
        var buffer = buffer(6)
        let style = Style(foreground: .red, bold: true)
        buffer.write("a漢", at: .zero, style: style)
        #expect(buffer[x: 0, y: 0].style == style)
        #expect(buffer[x: 1, y: 0].style == style)
        #expect(buffer[x: 2, y: 0].style == style)
        #expect(buffer[x: 3, y: 0].style == .plain)
    }

    @Test func patchedOverlaysOnlyTheFieldsTheOtherStyleSets() {
        let base = Style(foreground: .red, background: .blue, underline: true)
        let patched = base.patched(with: Style(foreground: .green, bold: true))
        #expect(patched == Style(foreground: .green, background: .blue, bold: true, underline: true))
        #expect(base.patched(with: .plain) == base)
    }

    @Test func setStyleOverlaysTheRectOnly() {
        var buffer = buffer(6, 2)
        buffer.write("abcdef", at: .zero, style: Style(foreground: .red))
        buffer.setStyle(Style(reverse: true), in: Rect(x: 1, y: 0, width: 2, height: 5))
        #expect(buffer[x: 0, y: 0].style == Style(foreground: .red))
        #expect(buffer[x: 1, y: 0].style == Style(foreground: .red, reverse: true))
        #expect(buffer[x: 2, y: 0].style == Style(foreground: .red, reverse: true))
        #expect(buffer[x: 3, y: 0].style == Style(foreground: .red))
        #expect(buffer[x: 1, y: 1].style == Style(reverse: true))
    }

    @Test func setStyleOnHalfAWideCharacterRestylesBothHalves() {
        var buffer = buffer(6)
        buffer.write("漢字", at: .zero)
        buffer.setStyle(Style(bold: true), in: Rect(x: 1, y: 0, width: 2, height: 1))
        for x in 0..<4 {
            #expect(buffer[x: x, y: 0].style.bold, "column \(x)")
        }
        #expect(!buffer[x: 4, y: 0].style.bold)
    }

    @Test func fillWithAWideCellRepeatsPairsAndBlanksTheOddColumn() {
        var buffer = buffer(5, 2)
        buffer.fill(Rect(x: 0, y: 1, width: 5, height: 1), with: Cell("漢"))
        #expect(buffer.lines == ["", "漢漢"])
        #expect(buffer[x: 4, y: 1] == .blank)
    }

    @Test func fillCoversTheRectClippedToTheBuffer() {
        var buffer = buffer(4, 3)
        buffer.fill(Rect(x: 2, y: 1, width: 10, height: 10), with: Cell("#"))
        #expect(buffer.text == "\n  ##\n  ##")
    }

    @Test func fillOverHalfAWideCharacterBlanksTheOtherHalf() {
        var buffer = buffer(6)
        buffer.write("漢字", at: .zero)
        buffer.fill(Rect(x: 3, y: 0, width: 2, height: 1), with: Cell("-"))
        #expect(buffer.line(0) == "漢 --")
    }

    @Test func lineTrimsTrailingSpacesOnlyAndOutsideRowsAreEmpty() {
        var buffer = buffer(8, 2)
        buffer.write(" a b ", at: .zero)
        #expect(buffer.line(0) == " a b")
        #expect(buffer.line(-1) == "")
        #expect(buffer.line(2) == "")
        #expect(buffer.text == " a b\n")
    }

    @Test func setPlacesACellAndAWideCellInTheLastColumnBecomesABlank() {
        var buffer = buffer(3)
        buffer.set(Cell("漢"), at: Point(x: 0, y: 0))
        buffer.set(Cell("字"), at: Point(x: 2, y: 0))
        #expect(buffer.line(0) == "漢")
        #expect(buffer[x: 2, y: 0] == .blank)
    }
}

@Suite("Copying and pasting regions of a cell buffer")
struct CellBufferRegionTests {
    @Test func aCopiedRegionPastedAtItsPlaceGivesTheSameBuffer() {
        var buffer = CellBuffer(size: Size(width: 10, height: 3))
        buffer.write("ab日本cd", at: Point(x: 1, y: 1), style: Style(bold: true))
        let region = Rect(x: 1, y: 1, width: 8, height: 2)
        let copy = buffer.copy(of: region)
        #expect(copy.line(0) == "ab日本cd")
        var blank = CellBuffer(size: buffer.size)
        blank.paste(copy, at: region.origin)
        #expect(blank == buffer)
    }

    @Test func aPasteCutByTheEdgeLeavesNoHalfOfAWideCharacter() {
        var source = CellBuffer(size: Size(width: 4, height: 1))
        source.write("a日b", at: .zero)
        var target = CellBuffer(size: Size(width: 3, height: 1))
        target.paste(source, at: Point(x: 1, y: 0))
        #expect(target.line(0) == " a", "the wide character's first half at the last column became a blank")
        #expect(target[x: 2, y: 0].width == 1)
        var left = CellBuffer(size: Size(width: 3, height: 1))
        left.paste(source, at: Point(x: -2, y: 0))
        #expect(left[x: 0, y: 0].width == 1, "the wide character's second half at the first column became a blank")
        #expect(left.line(0) == " b")
    }

    @Test func aPasteOverHalfOfAWideCharacterBreaksIt() {
        var target = CellBuffer(size: Size(width: 4, height: 1))
        target.write("日本", at: .zero)
        var piece = CellBuffer(size: Size(width: 1, height: 1))
        piece.write("x", at: .zero)
        target.paste(piece, at: Point(x: 1, y: 0))
        #expect(target.line(0) == " x本")
        #expect(target[x: 0, y: 0].width == 1)
    }
}
