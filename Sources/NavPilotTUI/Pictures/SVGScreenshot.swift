/// A screen as an SVG picture: a monospace grid in the screen's real colours inside a terminal-like
/// window, for READMEs and reviews.
///
/// Byte for byte deterministic: the same screen and title give the same file (no ids, no
/// timestamps, no floating-point arithmetic), so screenshots can be committed and diffed. Every cell sits at
/// its own column: each row is drawn as runs of cells of one style, each run a `<text>` that gives
/// every character the x of its cell, so box drawing lines up and a wide character takes exactly its
/// two cells whatever font the viewer picks. Backgrounds are rectangles merged along a row; reverse
/// swaps the colours, dim text is painted half-way to its background, bold in a bold font weight,
/// underline as a text decoration. Text is escaped for XML, and no control character is ever
/// written (the cells hold none; anything that XML cannot carry, and bidi controls that would
/// reorder a row, become U+FFFD).
///
/// ```swift
/// let svg = SVGScreenshot(title: "split-screen").svg(of: session.screen)
/// ```
public struct SVGScreenshot: Sendable {
    /// The words in the window's title bar.
    public var title: String
    /// The colours.
    public var palette: TerminalPalette

    /// The width of a cell, in pixels.
    public static let cellWidth = 9
    /// The height of a cell (a row), in pixels.
    public static let cellHeight = 18
    /// The font size of the grid, in pixels (a monospace font's advance is about 0.6 em: one cell).
    public static let fontSize = 15
    /// From the top of a row to the baseline of its text.
    static let baseline = 14
    /// The height of the window's title bar.
    static let titleBarHeight = 30
    /// Space between the window's edge and the grid.
    static let padding = 12
    /// The grid's fonts, first found first used.
    static let fontFamily = "ui-monospace, 'DejaVu Sans Mono', 'Cascadia Mono', Menlo, Consolas, monospace"

    /// A screenshot writer with `title` in its title bar and `palette`'s colours.
    public init(title: String = "", palette: TerminalPalette = .dark) {
        self.title = title
        self.palette = palette
    }

    /// The picture of `buffer`, one element per line.
    public func svg(of buffer: CellBuffer) -> String {
        let columns = buffer.size.width
        let rows = buffer.size.height
        let width = columns * Self.cellWidth + 2 * Self.padding
        let height = Self.titleBarHeight + rows * Self.cellHeight + 2 * Self.padding
        var lines: [String] = []
        lines.append(
            "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"\(width)\" height=\"\(height)\" "
                + "viewBox=\"0 0 \(width) \(height)\" xml:space=\"preserve\">")
        lines += frame(width: width, height: height)
        lines.append(
            "<g font-family=\"\(Self.fontFamily)\" font-size=\"\(Self.fontSize)\" "
                + "style=\"white-space: pre; unicode-bidi: bidi-override; direction: ltr\">")
        for y in 0..<rows {
            lines += backgrounds(of: y, in: buffer)
        }
        for y in 0..<rows {
            lines += texts(of: y, in: buffer)
        }
        lines.append("</g>")
        for placement in buffer.imagePlacements {
            lines += picture(placement)
        }
        lines.append("</svg>")
        return lines.map { $0 + "\n" }.joined()
    }

    // MARK: The window

    /// The window: a rounded rectangle, a title bar with three dots, and the title.
    private func frame(width: Int, height: Int) -> [String] {
        let radius = 8
        let bar = Self.titleBarHeight
        return [
            "<rect x=\"0\" y=\"0\" width=\"\(width)\" height=\"\(height)\" rx=\"\(radius)\" "
                + "fill=\"\(palette.background)\"/>",
            "<path d=\"M0 \(bar) V\(radius) A\(radius) \(radius) 0 0 1 \(radius) 0 H\(width - radius) "
                + "A\(radius) \(radius) 0 0 1 \(width) \(radius) V\(bar) Z\" fill=\"#323233\"/>",
            "<circle cx=\"18\" cy=\"15\" r=\"6\" fill=\"#ff5f57\"/>",
            "<circle cx=\"38\" cy=\"15\" r=\"6\" fill=\"#febc2e\"/>",
            "<circle cx=\"58\" cy=\"15\" r=\"6\" fill=\"#28c840\"/>",
            "<text x=\"\(width / 2)\" y=\"20\" text-anchor=\"middle\" fill=\"#a0a0a0\" "
                + "font-family=\"sans-serif\" font-size=\"13\">\(Self.escaped(title))</text>",
            "<rect x=\"0.5\" y=\"0.5\" width=\"\(width - 1)\" height=\"\(height - 1)\" rx=\"\(radius)\" "
                + "fill=\"none\" stroke=\"#4a4a4a\"/>",
        ]
    }

    // MARK: The grid

    private func left(ofColumn x: Int) -> Int { Self.padding + x * Self.cellWidth }

    /// An image the screen shows, embedded as its file (`data:` URL) over the cells it takes, cut
    /// as the pane cuts it; none for an image too large to have been kept.
    private func picture(_ placement: ImagePlacement) -> [String] {
        let image = placement.image.decoded
        guard let file = image.file else { return [] }
        let cells = placement.visible
        let source =
            placement.sourceRect(width: image.width, height: image.height)
            ?? PixelRect(x: 0, y: 0, width: image.width, height: image.height)
        let data = String(decoding: TerminalClipboard.base64(file), as: UTF8.self)
        return [
            "<svg x=\"\(left(ofColumn: cells.x))\" y=\"\(top(ofRow: cells.y))\" width=\"\(cells.width * Self.cellWidth)\" "
                + "height=\"\(cells.height * Self.cellHeight)\" "
                + "viewBox=\"\(source.x) \(source.y) \(source.width) \(source.height)\" preserveAspectRatio=\"none\">",
            "<image width=\"\(image.width)\" height=\"\(image.height)\" preserveAspectRatio=\"none\" "
                + "href=\"data:\(image.format.mediaType);base64,\(data)\"/>",
            "</svg>",
        ]
    }
    private func top(ofRow y: Int) -> Int { Self.titleBarHeight + Self.padding + y * Self.cellHeight }

    /// One rectangle per run of cells whose background is not the window's.
    private func backgrounds(of y: Int, in buffer: CellBuffer) -> [String] {
        var lines: [String] = []
        var x = 0
        while x < buffer.size.width {
            let color = palette.colors(of: buffer[x: x, y: y].style).background
            var end = x + 1
            while end < buffer.size.width, palette.colors(of: buffer[x: end, y: y].style).background == color {
                end += 1
            }
            if color != palette.background {
                lines.append(
                    "<rect x=\"\(left(ofColumn: x))\" y=\"\(top(ofRow: y))\" width=\"\((end - x) * Self.cellWidth)\" "
                        + "height=\"\(Self.cellHeight)\" fill=\"\(color)\"/>")
            }
            x = end
        }
        return lines
    }

    /// A run of cells of one style, drawn by one `<text>`.
    private struct Run {
        var style: Style
        var cells: [(character: Character, column: Int)] = []
    }

    /// The runs of row `y`: maximal spans of cells of one style, blanks at either end left out unless
    /// underlined.
    private func texts(of y: Int, in buffer: CellBuffer) -> [String] {
        var runs: [Run] = []
        for x in 0..<buffer.size.width {
            let cell = buffer[x: x, y: y]
            guard cell.width != 0 else { continue }
            if runs.last?.style != cell.style { runs.append(Run(style: cell.style)) }
            runs[runs.count - 1].cells.append((cell.character, x))
        }
        return runs.compactMap { text(of: $0, row: y) }
    }

    /// The `<text>` of `run`: each character placed at the x of its cell (a list of x, one per
    /// character), so every glyph, wide or narrow, from whichever font, starts in its own column.
    private func text(of run: Run, row y: Int) -> String? {
        var cells = run.cells[...]
        if !run.style.underline {
            while cells.first?.character == " " { cells.removeFirst() }
            while cells.last?.character == " " { cells.removeLast() }
        }
        guard !cells.isEmpty else { return nil }
        let xs = cells.map { String(left(ofColumn: $0.column)) }.joined(separator: " ")
        var attributes =
            "x=\"\(xs)\" y=\"\(top(ofRow: y) + Self.baseline)\" fill=\"\(palette.colors(of: run.style).text)\""
        if run.style.bold { attributes += " font-weight=\"bold\"" }
        if run.style.underline { attributes += " text-decoration=\"underline\"" }
        let characters = cells.map { Self.escaped(String($0.character)) }.joined()
        return "<text \(attributes)>\(characters)</text>"
    }

    // MARK: Escaping

    /// `text` as XML character data or attribute value: `&`, `<`, `>` and quotes as entities; every
    /// character XML cannot carry, every control and every bidi control as U+FFFD.
    public static func escaped(_ text: String) -> String {
        var result = ""
        result.reserveCapacity(text.utf8.count)
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": result += "&amp;"
            case "<": result += "&lt;"
            case ">": result += "&gt;"
            case "\"": result += "&quot;"
            case "'": result += "&apos;"
            default:
                result.unicodeScalars.append(isWritable(scalar) ? scalar : "\u{FFFD}")
            }
        }
        return result
    }

    /// Whether XML 1.0 carries `scalar` and it is no control (C0, DEL, C1) or bidi control.
    private static func isWritable(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0..<0x20, 0x7F...0x9F, 0xFFFE, 0xFFFF: false
        case 0x061C, 0x200E, 0x200F, 0x202A...0x202E, 0x2066...0x2069: false
        default: true
        }
    }
}
