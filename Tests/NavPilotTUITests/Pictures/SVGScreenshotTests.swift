import Foundation
import FoundationXML
import NavPilotTUI
import Testing

@Suite("SVG screenshots: the screen as a deterministic picture")
struct SVGScreenshotTests {
    /// A small screen with a border, a highlighted row, a wide character and every attribute.
    static func sampleScreen() -> CellBuffer {
        var buffer = CellBuffer(size: Size(width: 20, height: 4))
        buffer.write("┌ feed ────────────┐", at: Point(x: 0, y: 0), style: Style(foreground: .cyan, bold: true))
        buffer.write("│", at: Point(x: 0, y: 1), style: Style(dim: true))
        buffer.write("▸ Swift Tips", at: Point(x: 2, y: 1), style: Style(background: .indexed(236)))
        buffer.write("│", at: Point(x: 19, y: 1), style: Style(dim: true))
        buffer.write("日本 ok", at: Point(x: 2, y: 2), style: Style(underline: true))
        buffer.write("sel", at: Point(x: 2, y: 3), style: Style(reverse: true))
        return buffer
    }

    /// The `<text>` elements inside the grid's group, as parsed by an XML parser: their x (one per
    /// character) and their characters.
    final class TextRuns: NSObject, XMLParserDelegate {
        var runs: [(x: String, text: String)] = []
        private var depth = 0
        private var current: (x: String, text: String)?

        func parser(
            _ parser: XMLParser, didStartElement name: String, namespaceURI: String?, qualifiedName: String?,
            attributes: [String: String] = [:]
        ) {
            if name == "g" { depth += 1 }
            if name == "text", depth > 0 { current = (attributes["x"] ?? "", "") }
        }

        func parser(_ parser: XMLParser, foundCharacters string: String) {
            current?.text += string
        }

        func parser(_ parser: XMLParser, didEndElement name: String, namespaceURI: String?, qualifiedName: String?) {
            if name == "g" { depth -= 1 }
            if name == "text", let run = current {
                runs.append(run)
                current = nil
            }
        }
    }

    static func parse(_ svg: String) throws -> [(x: String, text: String)] {
        let parser = XMLParser(data: Data(svg.utf8))
        let runs = TextRuns()
        parser.delegate = runs
        #expect(parser.parse(), "the SVG is not well-formed XML: \(String(describing: parser.parserError))")
        return runs.runs
    }

    @Test func theSVGParsesAndHasOneTextRunPerSpanOfOneStyle() throws {
        let runs = try Self.parse(SVGScreenshot(title: "sample").svg(of: Self.sampleScreen()))
        // Row 0: the border. Row 1: │, the highlighted item, │. Row 2: the underlined text, its blank
        // kept. Row 3: the reversed word.
        #expect(runs.map(\.text) == ["┌ feed ────────────┐", "│", "▸ Swift Tips", "│", "日本 ok", "sel"])
    }

    @Test func theSameScreenTwiceGivesTheSameBytes() {
        let first = SVGScreenshot(title: "sample").svg(of: Self.sampleScreen())
        let second = SVGScreenshot(title: "sample").svg(of: Self.sampleScreen())
        #expect(Array(first.utf8) == Array(second.utf8))
        var changed = Self.sampleScreen()
        changed.write("▸ Swift Tips", at: Point(x: 2, y: 1))
        #expect(SVGScreenshot(title: "sample").svg(of: changed) != first, "a lost highlight changes the picture")
    }

    @Test func wideCharactersOccupyTwoCellsAndTheTextAfterThemKeepsItsColumn() throws {
        let runs = try Self.parse(SVGScreenshot().svg(of: Self.sampleScreen()))
        let run = try #require(runs.first { $0.text == "日本 ok" })
        // Columns 2 and 4 for the wide characters, then 6, 7 and 8: 12 px of padding, 9 px a cell.
        let cell = SVGScreenshot.cellWidth
        #expect(run.x == [2, 4, 6, 7, 8].map { String(12 + $0 * cell) }.joined(separator: " "))
        let border = try #require(runs.first)
        #expect(border.x.split(separator: " ").count == 20, "one x for each character of the border")
    }

    @Test func hostileTextIsEscapedAndNoControlCharacterIsWritten() throws {
        var buffer = CellBuffer(size: Size(width: 40, height: 2))
        buffer.write("<script>&\"'</script>", at: .zero)
        buffer.write("\u{1B}]2;title\u{07}\u{202E}x", at: Point(x: 0, y: 1))
        let svg = SVGScreenshot(title: "</text><x a=\"\u{1B}[31m\">").svg(of: buffer)
        #expect(svg.contains("&lt;script&gt;&amp;&quot;&apos;&lt;/script&gt;"))
        #expect(!svg.contains("<script"))
        #expect(!svg.contains("</text><x"))
        #expect(!svg.unicodeScalars.contains { ($0.value < 0x20 && $0 != "\n") || (0x7F...0x9F).contains($0.value) })
        #expect(!svg.unicodeScalars.contains { $0.value == 0x202E })
        let runs = try Self.parse(svg)
        #expect(runs.map(\.text).first == "<script>&\"'</script>")
    }

    @Test func reverseSwapsColoursDimIsHalfWayToTheBackgroundAndPaletteColoursAreComputed() {
        var buffer = CellBuffer(size: Size(width: 6, height: 1))
        buffer.write("ab", at: .zero, style: Style(foreground: .indexed(196), reverse: true))
        buffer.write("cd", at: Point(x: 2, y: 0), style: Style(bold: true, dim: true))
        let svg = SVGScreenshot().svg(of: buffer)
        let palette = TerminalPalette.dark
        // Reversed: the text takes the default background, the cells the red of palette entry 196.
        #expect(svg.contains("width=\"18\" height=\"18\" fill=\"#ff0000\"/>"))
        #expect(svg.contains("fill=\"\(palette.background)\">ab</text>"))
        // #d4d4d4 half-way to #1e1e1e.
        #expect(palette.foreground == "#d4d4d4" && palette.background == "#1e1e1e")
        #expect(svg.contains("fill=\"#797979\" font-weight=\"bold\">cd</text>"))
    }
}
