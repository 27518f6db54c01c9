import NavPilotTestSupport
import Testing

@testable import NavPilotTUI

/// `FrameWriter`: the bytes a real terminal is sent. Whatever runs of frames, clearings, resizes and
/// repaints come, a terminal fed those bytes shows each frame as it was meant (checked on
/// `TerminalEmulation`), and what it already shows is not sent again.
@Suite("Frame writer: the bytes that show a frame")
struct FrameWriterTests {
    /// The links of these tests, apart from the process's table (which tests running alongside fill
    /// and empty).
    static let links = HyperlinkTable()
    static let pieces = ["a", "b", "xyz", " ", "中", "文字", "e\u{301}", "👍🏽", "🇫🇷", "─", "│", "é", "Done"]
    static let styles: [Style] = [
        .plain, Style(foreground: .red), Style(foreground: .indexed(80), bold: true), Style(background: .indexed(236)),
        Style(dim: true, underline: true), Style(foreground: .brightCyan, reverse: true),
        link(to: "https://example.com/a"),
        link(to: "https://example.com/b").patched(with: Style(foreground: .blue, underline: true)),
    ]

    /// A style that marks cells as part of the link to `url` in `links`.
    static func link(to url: String) -> Style {
        var style = Style()
        style.linkCode = links.code(for: url)
        return style
    }

    private func writer(_ size: Size, _ capabilities: TerminalCapabilities = .ansi) -> FrameWriter {
        var writer = FrameWriter(size: size, capabilities: capabilities, links: Self.links)
        writer.clear()
        _ = writer.takeBytes()
        return writer
    }

    private func text(_ bytes: [UInt8]) -> String { String(decoding: bytes, as: UTF8.self) }

    /// `frame` with a few pieces written over it at random places in random styles.
    private func changed(_ frame: CellBuffer, using generator: inout SeededGenerator) -> CellBuffer {
        var frame = frame
        for _ in 0..<Int.random(in: 0...6, using: &generator) {
            let point = Point(
                x: Int.random(in: 0..<frame.size.width, using: &generator),
                y: Int.random(in: 0..<frame.size.height, using: &generator))
            _ = frame.write(
                Self.pieces.randomElement(using: &generator)!, at: point,
                style: Self.styles.randomElement(using: &generator)!)
        }
        return frame
    }

    /// The cells of `frame` that `terminal` does not show as meant, described.
    private func differences(_ terminal: TerminalEmulation, _ frame: CellBuffer) -> [String] {
        var found: [String] = []
        for y in 0..<frame.size.height {
            for x in 0..<frame.size.width {
                let meant = frame[x: x, y: y]
                let shown = terminal[x: x, y: y]
                let same =
                    meant.width == 0
                    ? shown.width == 0
                    : shown.width == Int(meant.width)
                        && shown.scalars == meant.drawnScalars(limit: FrameWriter.scalarsPerCell)
                        && Self.looks(shown.style, of: shown.scalars) == Self.looks(meant.style, of: shown.scalars)
                        && shown.link == Self.links.url(for: meant.style.linkCode)
                if !same { found.append("(\(x),\(y)): meant \(meant), shown \(shown)") }
            }
        }
        return found
    }

    /// What a terminal shows of a style: its attributes and palette entries (of a space, the
    /// background, underline and reverse only).
    private static func looks(_ style: Style, of scalars: [UInt32]) -> [Int] {
        if scalars == [0x20] {
            return [style.underline ? 1 : 0, style.reverse ? 1 : 0, style.background?.paletteIndex ?? -1]
        }
        return [
            style.bold ? 1 : 0, style.dim ? 1 : 0, style.underline ? 1 : 0, style.reverse ? 1 : 0,
            style.foreground?.paletteIndex ?? -1, style.background?.paletteIndex ?? -1,
        ]
    }

    @Test(arguments: [UInt64(1), 2, 3, 4, 5, 6])
    func aTerminalShowsEveryFrameAsMeantWhateverCameBefore(seed: UInt64) {
        var generator = SeededGenerator(seed: seed)
        var size = Size(width: 13, height: 5)
        var writer = writer(size)
        var terminal = TerminalEmulation(size: size)
        var previous = CellBuffer(size: .zero)
        for step in 0..<400 {
            var frame = changed(previous.size == size ? previous : CellBuffer(size: size), using: &generator)
            switch Int.random(in: 0..<100, using: &generator) {
            case 0..<4:
                // The terminal was resized: what it shows is anyone's guess.
                size = Size(width: size.width % 16 + 4, height: Int.random(in: 1...6, using: &generator))
                writer.resize(to: size)
                terminal.resize(to: size)
                frame = changed(CellBuffer(size: size), using: &generator)
            case 4..<8:
                // Garbled (another program wrote over it), then Ctrl+L.
                terminal.scribble()
                writer.repaintAll()
            case 8..<10:
                // A sixel picture went from a row.
                let row = Int.random(in: 0..<size.height, using: &generator)
                terminal.scribble(row: row)
                writer.repaintRow(row)
            default:
                break
            }
            writer.draw(diff(from: previous, to: frame))
            terminal.feed(writer.takeBytes())
            let wrong = differences(terminal, frame)
            #expect(wrong.isEmpty, "seed \(seed), step \(step): \(wrong.count) cells wrong, first \(wrong.first ?? "")")
            #expect(terminal.unknown.isEmpty, "sequences the writer should not send: \(terminal.unknown)")
            if !wrong.isEmpty { return }
            previous = frame
        }
    }

    @Test func aFrameTheTerminalShowsAlreadySendsNothing() {
        var frame = CellBuffer(size: Size(width: 10, height: 2))
        _ = frame.write("Swift 中文", at: .zero, style: Style(foreground: .red))
        var writer = writer(frame.size)
        writer.draw(diff(from: CellBuffer(size: .zero), to: frame))
        #expect(!writer.takeBytes().isEmpty)
        writer.draw(diff(from: CellBuffer(size: .zero), to: frame))
        #expect(writer.takeBytes().isEmpty, "every cell is on the terminal already")
    }

    @Test func theCursorTakesTheShortestWayAndShortGapsAreWrittenOver() {
        var old = CellBuffer(size: Size(width: 20, height: 3))
        _ = old.write("abcdefghijklmnop", at: .zero)
        var new = old
        for (x, y) in [(0, 0), (2, 0), (10, 0), (4, 0), (0, 1), (5, 2)] { new.set(Cell("X"), at: Point(x: x, y: y)) }
        var writer = writer(old.size)
        writer.draw(diff(from: CellBuffer(size: .zero), to: old))
        _ = writer.takeBytes()
        writer.draw(diff(from: old, to: new))
        // X at 0; "b" written over (shorter than a move); X at 2; X at 4 after "d"; CUF 5 to 10;
        // CR LF to the next row's start; a row skipped: an absolute move.
        #expect(text(writer.takeBytes()) == "\rXbXdX\u{1B}[5CX\r\nX\u{1B}[3;6HX")
    }

    @Test func aStyleIsSentByItsChangesAndAnAttributeTurnedOffResetsIt() {
        var frame = CellBuffer(size: Size(width: 4, height: 1))
        frame.set(Cell("a", style: Style(foreground: .red, bold: true)), at: Point(x: 0, y: 0))
        frame.set(Cell("b", style: Style(foreground: .indexed(80), bold: true, underline: true)), at: Point(x: 1, y: 0))
        frame.set(Cell("c", style: Style(bold: true, underline: true)), at: Point(x: 2, y: 0))
        frame.set(Cell("d", style: Style(background: .brightBlack)), at: Point(x: 3, y: 0))
        var writer = writer(frame.size)
        writer.draw(diff(from: CellBuffer(size: .zero), to: frame))
        #expect(
            text(writer.takeBytes())
                == "\u{1B}[1;31ma\u{1B}[4;38;5;80mb\u{1B}[39mc\u{1B}[0;100md")
    }

    @Test func withoutColourOnlyAttributesAreSent() {
        var frame = CellBuffer(size: Size(width: 2, height: 1))
        frame.set(Cell("a", style: Style(foreground: .red)), at: Point(x: 0, y: 0))
        frame.set(Cell("b", style: Style(foreground: .green, bold: true)), at: Point(x: 1, y: 0))
        var capabilities = TerminalCapabilities.ansi
        capabilities.colorCount = 0
        var writer = writer(frame.size, capabilities)
        writer.draw(diff(from: CellBuffer(size: .zero), to: frame))
        #expect(text(writer.takeBytes()) == "a\u{1B}[1mb")
    }

    @Test func blankRunsAreErasedToTheEndOfTheRowOrByCountInTheirBackground() {
        var old = CellBuffer(size: Size(width: 30, height: 2))
        _ = old.write(String(repeating: "x", count: 30), at: .zero)
        _ = old.write(String(repeating: "y", count: 30), at: Point(x: 0, y: 1))
        var new = CellBuffer(size: old.size)
        _ = new.write("x", at: .zero)
        new.fill(Rect(x: 0, y: 1, width: 30, height: 1), with: Cell(" ", style: Style(background: .blue)))
        _ = new.write("y", at: Point(x: 0, y: 1))
        _ = new.write(String(repeating: "z", count: 5), at: Point(x: 25, y: 1))
        var writer = writer(old.size)
        writer.draw(diff(from: CellBuffer(size: .zero), to: old))
        _ = writer.takeBytes()
        writer.draw(diff(from: old, to: new))
        #expect(
            text(writer.takeBytes()) == "\u{1B}[1;2H\u{1B}[K\u{1B}[2;2H\u{1B}[44m\u{1B}[24X\u{1B}[24C\u{1B}[49mzzzzz",
            "row 1 erased to its end; row 2's 24 blue blanks erased by count, the cursor moved past them")
        var noBackgroundErase = TerminalCapabilities.ansi
        noBackgroundErase.erasesInBackgroundColor = false
        var plainWriter = self.writer(old.size, noBackgroundErase)
        plainWriter.draw(diff(from: CellBuffer(size: .zero), to: old))
        _ = plainWriter.takeBytes()
        plainWriter.draw(diff(from: old, to: new))
        #expect(
            !text(plainWriter.takeBytes()).contains("X"),
            "where erased cells take the default background, blue blanks are written")
    }

    @Test func aTerminalWithItsOwnCursorAddressingGetsItForEveryMove() {
        var capabilities = TerminalCapabilities.ansi
        capabilities.cursorAddressing = .custom { row, column in Array("<\(row),\(column)>".utf8) }
        var frame = CellBuffer(size: Size(width: 8, height: 2))
        _ = frame.write("ab", at: Point(x: 5, y: 0))
        _ = frame.write("c", at: Point(x: 0, y: 1))
        var writer = writer(frame.size, capabilities)
        writer.draw(diff(from: CellBuffer(size: .zero), to: frame))
        #expect(text(writer.takeBytes()) == "<0,5>ab<1,0>c")
    }

    @Test func whereTheLastCellWouldScrollItIsWrittenWithAutomaticMarginsOff() {
        var capabilities = TerminalCapabilities.ansi
        capabilities.scrollsAtLastCell = true
        var frame = CellBuffer(size: Size(width: 3, height: 2))
        _ = frame.write("xyz", at: Point(x: 0, y: 1))
        var writer = writer(frame.size, capabilities)
        writer.draw(diff(from: CellBuffer(size: .zero), to: frame))
        #expect(text(writer.takeBytes()) == "\r\nxy\u{1B}[?7lz\u{1B}[?7h")
    }

    @Test func afterAResizeEveryCellIsWrittenWhateverTheTerminalShowed() {
        var frame = CellBuffer(size: Size(width: 3, height: 1))
        _ = frame.write("   ", at: .zero)
        var writer = writer(Size(width: 5, height: 1))
        writer.resize(to: frame.size)
        writer.draw(diff(from: CellBuffer(size: Size(width: 5, height: 1)), to: frame))
        #expect(text(writer.takeBytes()) == "\u{1B}[1H\u{1B}[K", "blank cells too: the terminal may show anything")
    }
}
