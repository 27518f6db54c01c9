import NavPilotTUI
import Testing

@Suite("Styled screens: the text grid, a legend and a style grid")
struct StyledScreenTests {
    @Test func lettersFollowFirstAppearanceAndTrailingPlainCellsAreLeftOut() {
        var buffer = CellBuffer(size: Size(width: 8, height: 3))
        buffer.write("Feed", at: Point(x: 0, y: 0), style: Style(foreground: .cyan, bold: true))
        buffer.write("▸ Tips", at: Point(x: 0, y: 1), style: Style(background: .indexed(236)))
        buffer.write("日", at: Point(x: 2, y: 2), style: Style(dim: true, reverse: true))
        let document = StyledScreen(buffer).document
        #expect(
            document == """
                Feed
                ▸ Tips
                  日

                styles:
                a = bold fg:cyan
                b = bg:236
                c = dim reverse
                aaaa
                bbbbbb
                ..cc

                """)
    }

    @Test func theSameScreenGivesTheSameTextAndAStyleChangeChangesIt() {
        var buffer = CellBuffer(size: Size(width: 10, height: 2))
        buffer.write("Swift Tips", at: Point(x: 0, y: 1), style: Style(reverse: true))
        var other = buffer
        #expect(StyledScreen(buffer).document == StyledScreen(other).document)
        other.write("Swift Tips", at: Point(x: 0, y: 1))
        #expect(StyledScreen(buffer).textRows == StyledScreen(other).textRows)
        #expect(StyledScreen(buffer).document != StyledScreen(other).document)
    }

    @Test func namedAndPaletteColoursHaveDistinctNames() {
        #expect(StyledScreen.name(of: Style(foreground: .red)) == "fg:red")
        #expect(StyledScreen.name(of: Style(foreground: .indexed(1))) == "fg:1")
        #expect(
            StyledScreen.name(of: Style(foreground: .brightBlue, background: .black, bold: true, underline: true))
                == "bold underline fg:brightBlue bg:black")
        #expect(StyledScreen.name(of: .plain) == "plain")
    }

    @Test func moreStylesThanLettersShareTheOverflowLetter() {
        let count = StyledScreen.letters.count + 3
        var buffer = CellBuffer(size: Size(width: count, height: 1))
        for x in 0..<count {
            buffer.write("x", at: Point(x: x, y: 0), style: Style(foreground: .indexed(UInt8(x % 256)), bold: x >= 256))
        }
        let screen = StyledScreen(buffer)
        #expect(screen.legend.count == StyledScreen.letters.count + 1)
        #expect(screen.styleRows[0].suffix(3) == "???")
        #expect(screen.styleRows[0].count == count)
    }
}
