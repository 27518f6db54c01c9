import Testing

@testable import NavPilotTUI

/// Emoji sequences and other graphemes of several scalars take exactly the cells the terminal will
/// draw them in: every cell holds one scalar with a width plus zero-width ones (what ncurses draws
/// whole), never a joiner or a variation selector, and the text after them stays in its columns.
@Suite("Grapheme drawing")
struct GraphemeDrawingTests {
    private func row(_ text: String, width: Int = 20) -> CellBuffer {
        var buffer = CellBuffer(size: Size(width: width, height: 1))
        buffer.write(text, at: .zero)
        return buffer
    }

    /// The scalars of every leading cell of row 0, left to right, with their columns and widths.
    private func cells(of buffer: CellBuffer) -> [(x: Int, scalars: [UInt32], width: UInt8)] {
        (0..<buffer.size.width).compactMap { x in
            let cell = buffer[x: x, y: 0]
            guard cell.width != 0 else { return nil }
            return (x, cell.character.unicodeScalars.map(\.value), cell.width)
        }
    }

    @Test func aZWJFamilyTakesTheCellsOfItsPeopleWithoutJoiners() {
        let buffer = row("A👨‍👩‍👧B|")
        let leading = cells(of: buffer)
        #expect(leading[0].scalars == [0x41])
        #expect(leading[1].x == 1 && leading[1].scalars == [0x1F468] && leading[1].width == 2)
        #expect(leading[2].x == 3 && leading[2].scalars == [0x1F469] && leading[2].width == 2)
        #expect(leading[3].x == 5 && leading[3].scalars == [0x1F467] && leading[3].width == 2)
        #expect(buffer[x: 7, y: 0].character == "B")
        #expect(buffer[x: 8, y: 0].character == "|")
        #expect(displayWidth(of: "A👨‍👩‍👧B|") == 9)
    }

    @Test func anEmojiWithVS16TakesTheOneCellWcwidthGivesItsBase() {
        let buffer = row("A☁️B|")
        #expect(buffer[x: 1, y: 0] == Cell(character: "☁", width: 1))
        #expect(buffer[x: 2, y: 0].character == "B")
        #expect(buffer[x: 3, y: 0].character == "|")
        #expect(displayWidth(of: "A☁️B|") == 4)
    }

    @Test func aFlagIsTwoRegionalIndicatorsOfOneCellEach() {
        let buffer = row("🇫🇷B")
        #expect(cells(of: buffer).prefix(3).map(\.scalars) == [[0x1F1EB], [0x1F1F7], [0x42]])
        #expect(buffer[x: 0, y: 0].width == 1 && buffer[x: 1, y: 0].width == 1)
    }

    @Test func aSkinToneEmojiIsItsBaseInTwoCells() {
        let buffer = row("👍🏽B")
        #expect(buffer[x: 0, y: 0] == Cell(character: "👍", width: 2))
        #expect(buffer[x: 2, y: 0].character == "B")
    }

    @Test func combiningMarksRideInTheCellOfTheirBase() {
        let buffer = row("e\u{301}\u{302}B")
        #expect(cells(of: buffer).first?.scalars == [0x65, 0x301, 0x302])
        #expect(buffer[x: 1, y: 0].character == "B")
    }

    @Test func everyCellHoldsOneScalarWithAWidthAndNoJoinerOrSelector() {
        let text = "👨‍👩‍👧‍👦 👩‍❤️‍👨 🏳️‍🌈 ❤️ 1️⃣ 🇯🇵 👍🏿 e\u{301} 각 क्ष"
        var buffer = CellBuffer(size: Size(width: 60, height: 1))
        let advanced = buffer.write(text, at: .zero)
        #expect(advanced == displayWidth(of: text))
        for (x, scalars, width) in cells(of: buffer) {
            let spacing = scalars.filter { scalarWidth($0) != 0 }
            #expect(spacing.count == 1, "column \(x): \(scalars)")
            #expect(!scalars.contains(0x200D) && !scalars.contains(0xFE0F), "column \(x): \(scalars)")
            #expect(Int(width) == scalarWidth(scalars[0]), "column \(x): \(scalars)")
        }
    }

    @Test func aCellSetWithAWholeSequenceKeepsItsFirstPiece() {
        var buffer = CellBuffer(size: Size(width: 6, height: 1))
        buffer.set(Cell(character: "👨‍👩‍👧", width: 2), at: .zero)
        buffer.set(Cell(character: "☁️", width: 2), at: Point(x: 2, y: 0))
        #expect(buffer[x: 0, y: 0] == Cell(character: "👨", width: 2))
        #expect(buffer[x: 2, y: 0] == Cell(character: "☁", width: 1))
        #expect(Cell("👨‍👩‍👧") == Cell(character: "👨", width: 2))
    }
}
