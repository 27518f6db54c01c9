import NavPilotTestSupport
import Testing

@testable import NavPilotTUI

/// The compact cell representation and the UTF-8 fast paths agree with the straightforward Character
/// by Character definitions.
@Suite("Rendering fast paths")
struct RenderingFastPathTests {
    /// Pieces random strings are made of: ASCII, controls, CR LF, combining marks, wide characters,
    /// emoji sequences, regional indicators, Hangul jamo, prepended marks, Indic conjuncts, box drawing.
    private static let pieces: [String] = [
        "a", "b", "Z", "0", " ", " ", " ", "-", "~", "\t", "\n", "\r", "\r\n", "\u{01}", "\u{1B}", "\u{7F}", "\u{85}",
        "\u{9F}", "é", "e\u{301}", "\u{301}", "\u{20DD}", "漢", "字", "ア", "🙂", "❤", "\u{FE0F}", "\u{FE0E}",
        "\u{200D}", "\u{200B}", "\u{200C}", "👍", "🏽", "👨", "🇫", "🇷", "ᄀ", "ᅡ", "ᆨ", "가", "각", "\u{0600}",
        "\u{0D4E}", "क", "\u{94D}", "ष", "\u{E33}", "ก", "─", "…", "·", "▸", "‹", "\u{FF9E}", "Ａ", "\u{E0020}",
        "\u{1F3FB}", "𝔸", "\u{2028}",
    ]

    /// Printable ASCII only, which is written and measured as whole runs.
    private static func randomPrintableASCII(count: Int, seed: UInt64) -> [String] {
        var generator = SeededGenerator(seed: seed)
        return (0..<count).map { _ in
            String(
                (0..<Int.random(in: 0...14, using: &generator)).map { _ in
                    Character(Unicode.Scalar(UInt8.random(in: 0x20..<0x7F, using: &generator)))
                })
        }
    }

    private static func randomStrings(count: Int, seed: UInt64) -> [String] {
        var generator = SeededGenerator(seed: seed)
        return (0..<count).map { _ in
            let length = Int.random(in: 0...24, using: &generator)
            return (0..<length).map { _ in pieces.randomElement(using: &generator)! }.joined()
        }
    }

    // MARK: Cell and Style

    @Test func cellsArePlainDataWithoutPadding() {
        #expect(MemoryLayout<Style>.size == 6)
        #expect(MemoryLayout<Style>.stride == 6)
        #expect(MemoryLayout<Cell>.size == 12)
        #expect(MemoryLayout<Cell>.stride == 12)
        #expect(_isPOD(Cell.self))
    }

    @Test func buffersAreEqualExactlyWhenEveryCellIs() {
        // `==` compares the cells' bytes: it must agree with comparing cell by cell.
        var generator = SeededGenerator(seed: 7)
        for text in Self.randomStrings(count: 200, seed: 11) {
            var first = CellBuffer(size: Size(width: 9, height: 3))
            first.write(text, at: Point(x: 1, y: 1), style: .plain)
            var second = first
            #expect(first == second)
            // A blank cell of the first or last row, its style changed: the last row's cells are the
            // buffer's last bytes.
            let point = Point(x: Int.random(in: 0..<9, using: &generator), y: Bool.random(using: &generator) ? 0 : 2)
            var cell = second[x: point.x, y: point.y]
            cell.style = Style(foreground: .red)
            second.set(cell, at: point)
            let cellByCell = (0..<3).allSatisfy { y in
                (0..<9).allSatisfy { x in first[x: x, y: y] == second[x: x, y: y] }
            }
            #expect((first == second) == cellByCell)
            #expect(first != second, "a style changed at \(point.x),\(point.y)")
        }
        let blank = CellBuffer(size: Size(width: 4, height: 2))
        #expect(blank != CellBuffer(size: Size(width: 2, height: 4)), "the same cells in another shape")
        #expect(CellBuffer(size: .zero) != CellBuffer(size: Size(width: 0, height: 5)), "no cells, other sizes")
    }

    @Test func multiScalarGraphemesAreInternedOnceAndReadBack() {
        let graphemes: [Character] = ["👨‍👩‍👧", "🇫🇷", "e\u{301}", "❤\u{FE0F}", "👍🏽", "\r\n"]
        for grapheme in graphemes {
            let cell = Cell(character: grapheme, width: 2)
            #expect(!cell.isSingleScalar)
            #expect(cell.character == grapheme)
            #expect(Array(cell.character.unicodeScalars) == Array(grapheme.unicodeScalars))
            // Interned once: the same index every time (the table is shared with tests running in
            // parallel, so its count is not compared).
            #expect(Cell(character: grapheme, width: 2) == cell)
            #expect(cell.grapheme == Cell.code(of: grapheme))
        }
        #expect(Cell("🇫🇷") != Cell("👨‍👩‍👧"))
    }

    @Test func singleScalarsAreStoredInline() {
        for character: Character in ["a", " ", "漢", "🙂", "─", "\u{0}", "\u{10FFFF}"] {
            let cell = Cell(character: character, width: 1)
            #expect(cell.isSingleScalar)
            #expect(cell.character == character)
        }
        var cell = Cell.blank
        cell.character = "🇫🇷"
        #expect(cell.character == "🇫🇷")
        cell.character = "x"
        #expect(cell == Cell(character: "x", width: 1))
    }

    @Test func styleKeepsEveryColourAndAttribute() {
        let named: [Color] = [
            .black, .red, .green, .yellow, .blue, .magenta, .cyan, .white, .brightBlack, .brightRed, .brightGreen,
            .brightYellow, .brightBlue, .brightMagenta, .brightCyan, .brightWhite,
        ]
        for color in named + (0...255).map({ Color.indexed(UInt8($0)) }) {
            let style = Style(foreground: color, background: color)
            #expect(style.foreground == color)
            #expect(style.background == color)
        }
        #expect(Style(foreground: .red) != Style(foreground: .indexed(1)))
        var style = Style()
        #expect(style == .plain && style.foreground == nil && style.background == nil)
        style.bold = true
        style.underline = true
        #expect(style.bold && style.underline && !style.dim && !style.reverse)
        style.bold = false
        style.reverse = true
        style.dim = true
        #expect(!style.bold && style.dim && style.reverse && style.underline)
        style.foreground = nil
        #expect(style == Style(dim: true, reverse: true, underline: true))
    }

    @Test func patchedLaysSetFieldsOver() {
        let base = Style(foreground: .red, background: .blue, bold: true)
        let patched = base.patched(with: Style(background: .indexed(236), underline: true))
        #expect(patched == Style(foreground: .red, background: .indexed(236), bold: true, underline: true))
        #expect(base.patched(with: .plain) == base)
    }

    // MARK: Walking graphemes

    @Test func walkerYieldsTheSameGraphemesAsCharacterIteration() {
        for string in Self.randomStrings(count: 3000, seed: 1) {
            var walked: [Character] = []
            withGraphemes(of: string[...]) { walker in
                while let unit = walker.next() {
                    switch unit {
                    case .ascii(let byte): walked.append(Character(Unicode.Scalar(byte)))
                    case .scalar(let value, _): walked.append(Character(Unicode.Scalar(value)!))
                    case .cluster(let character): walked.append(character)
                    }
                }
            }
            #expect(
                walked.map { Array($0.unicodeScalars) } == string.map { Array($0.unicodeScalars) },
                "\(string.debugDescription)")
        }
    }

    @Test func displayWidthAgreesWithCharacterByCharacterWidths() {
        for string in Self.randomStrings(count: 3000, seed: 2) + Self.randomPrintableASCII(count: 300, seed: 3) {
            var column = 0
            for character in string {
                column += character == "\t" ? tabStop - column % tabStop : nonASCIIOrASCIIWidth(character)
            }
            #expect(displayWidth(of: string) == column, "\(string.debugDescription)")
        }
    }

    /// The width rules applied to a Character without any cache.
    private func nonASCIIOrASCIIWidth(_ character: Character) -> Int {
        if let ascii = character.asciiValue, ascii >= 0x20, ascii < 0x7F, character != "\r\n" { return 1 }
        return nonASCIIWidth(of: character)
    }

    @Test func truncateAgreesWithTheCharacterByCharacterDefinition() {
        for (number, string) in Self.randomStrings(count: 2000, seed: 3).enumerated() {
            let width = number % 13
            for ellipsis in [true, false] {
                #expect(
                    truncate(string, toWidth: width, ellipsis: ellipsis)
                        == referenceTruncate(string, toWidth: width, ellipsis: ellipsis),
                    "\(string.debugDescription) \(width)")
            }
        }
    }

    private func referenceTruncate(_ string: String, toWidth width: Int, ellipsis: Bool) -> String {
        guard width > 0 else { return "" }
        var total = 0
        for character in string { total += advance(of: character, atColumn: total) }
        if total <= width { return string }
        let budget = ellipsis ? width - 1 : width
        var result = ""
        var column = 0
        for character in string {
            let step = advance(of: character, atColumn: column)
            if column + step > budget { break }
            result.append(character)
            column += step
        }
        if ellipsis { result.append("…") }
        return result
    }

    @Test func writeAgreesWithWritingOneCharacterAtATime() {
        // Printable ASCII is written as a run: over wide characters cut at either end of it too.
        let strings = Self.randomStrings(count: 1500, seed: 4) + Self.randomPrintableASCII(count: 1500, seed: 5)
        for (number, string) in strings.enumerated() {
            let size = Size(width: 12, height: 2)
            var background = CellBuffer(size: size)
            background.write("xx漢yy🙂zz字w", at: .zero)
            background.write("ab漢cd🙂ef字g", at: Point(x: 0, y: 1))
            let clip = Rect(x: number % 4, y: 0, width: 3 + number % 9, height: 2)
            let origin = Point(x: number % 5 - 2, y: number % 2)
            let style = Style(foreground: .green, underline: number % 3 == 0)

            var fast = background
            let advanced = fast.write(string, at: origin, style: style, clip: clip)

            var slow = background
            var column = 0
            for character in string {
                let at = Point(x: origin.x + column, y: origin.y)
                if character == "\t" {
                    let spaces = tabStop - column % tabStop
                    slow.write(String(repeating: " ", count: spaces), at: at, style: style, clip: clip)
                    column += spaces
                } else {
                    column += slow.write(String(character), at: at, style: style, clip: clip)
                }
            }
            #expect(advanced == column, "\(string.debugDescription)")
            #expect(fast == slow, "\(string.debugDescription)")
            expectInvariants(fast)
        }
    }

    private func expectInvariants(_ buffer: CellBuffer) {
        for y in 0..<buffer.size.height {
            for x in 0..<buffer.size.width {
                let cell = buffer[x: x, y: y]
                if cell.width == 2 {
                    #expect(x + 1 < buffer.size.width)
                    #expect(buffer[x: x + 1, y: y].width == 0)
                    #expect(buffer[x: x + 1, y: y].style == cell.style)
                }
                if cell.width == 0 {
                    #expect(x > 0 && buffer[x: x - 1, y: y].width == 2)
                }
                if cell.isSingleScalar {
                    #expect(!isControl(cell.grapheme))
                }
            }
        }
    }

    @Test func wrapAgreesWithTheWordByWordDefinition() {
        var generator = SeededGenerator(seed: 5)
        let words = ["a", "ab", "abc", "hello", "漢字", "🙂", "e\u{301}", "x\ty", "─────", "", " ", "wide漢word"]
        for _ in 0..<1500 {
            let count = Int.random(in: 0...14, using: &generator)
            var text = ""
            for _ in 0..<count {
                text += words.randomElement(using: &generator)!
                text += [" ", " ", " ", "  ", "\n", ""].randomElement(using: &generator)!
            }
            if Bool.random(using: &generator) { text = " " + text }
            let width = Int.random(in: 0...16, using: &generator)
            #expect(wrap(text, width: width) == referenceWrap(text, width: width), "\(text.debugDescription) \(width)")
        }
    }

    /// The word-by-word wrapping `wrap` must match (its definition before the fast paths).
    private func referenceWrap(_ text: String, width: Int) -> [String] {
        guard width > 0 else { return [] }
        var lines: [String] = []
        for paragraph in text.split(separator: "\n", omittingEmptySubsequences: false) {
            var line = ""
            var lineWidth = 0
            for word in paragraph.split(separator: " ", omittingEmptySubsequences: false) {
                let wordWidth = displayWidth(of: String(word))
                let needed = lineWidth == 0 ? wordWidth : lineWidth + 1 + wordWidth
                if needed <= width {
                    if lineWidth > 0 || !line.isEmpty { line += " " }
                    line += word
                    lineWidth = needed
                    continue
                }
                if !line.isEmpty { lines.append(line) }
                line = ""
                lineWidth = 0
                for character in word {
                    let characterWidth = displayWidth(of: character)
                    if lineWidth + characterWidth > width {
                        lines.append(line)
                        line = ""
                        lineWidth = 0
                    }
                    line.append(character)
                    lineWidth += characterWidth
                }
            }
            lines.append(line)
        }
        return lines
    }

    // MARK: Buffers and diff

    @Test func fillOverWideCharactersKeepsTheInvariants() {
        for x in 0..<6 {
            for width in 1..<6 {
                var buffer = CellBuffer(size: Size(width: 8, height: 1))
                buffer.write("漢字🙂a", at: .zero)
                var reference = buffer
                let rect = Rect(x: x, y: 0, width: width, height: 1)
                buffer.fill(rect, with: Cell("-"))
                for column in rect.x..<min(rect.maxX, 8) { reference.set(Cell("-"), at: Point(x: column, y: 0)) }
                #expect(buffer == reference)
                expectInvariants(buffer)
            }
        }
    }

    @Test func resetBlanksTheBufferAndChangesItsSize() {
        var buffer = CellBuffer(size: Size(width: 4, height: 2))
        buffer.write("ab漢", at: .zero, style: Style(bold: true))
        buffer.reset(to: Size(width: 4, height: 2))
        #expect(buffer == CellBuffer(size: Size(width: 4, height: 2)))
        buffer.reset(to: Size(width: 3, height: 5))
        #expect(buffer == CellBuffer(size: Size(width: 3, height: 5)))
    }

    @Test func diffMatchesACellByCellComparison() {
        var generator = SeededGenerator(seed: 6)
        let size = Size(width: 10, height: 6)
        for _ in 0..<300 {
            var old = CellBuffer(size: size)
            var new = CellBuffer(size: size)
            for _ in 0..<8 {
                let text = Self.pieces.randomElement(using: &generator)! + "q漢"
                let point = Point(
                    x: Int.random(in: 0..<10, using: &generator), y: Int.random(in: 0..<6, using: &generator))
                old.write(text, at: point)
                if Bool.random(using: &generator) { new.write(text, at: point, style: Style(reverse: true)) }
            }
            var expected: [CellChange] = []
            for y in 0..<size.height {
                for x in 0..<size.width where old[x: x, y: y] != new[x: x, y: y] {
                    let leading = new[x: x, y: y].width == 0 ? x - 1 : x
                    if expected.last?.position != Point(x: leading, y: y) {
                        expected.append(CellChange(position: Point(x: leading, y: y), cell: new[x: leading, y: y]))
                    }
                }
            }
            #expect(diff(from: old, to: new) == expected)
            var patched = old
            apply(diff(from: old, to: new), to: &patched)
            #expect(patched == new)
        }
    }
}
