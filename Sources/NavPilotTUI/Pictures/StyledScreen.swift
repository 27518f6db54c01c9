/// A screen as text that a person can read and a pull request can diff: the text grid as
/// `CellBuffer.lines` gives it, then its styles as a grid of one letter per cell, row-aligned with the
/// text, under a legend that names each letter's style.
///
/// ```
/// ┌ feed · Feed ──┐
/// │ ▸ Swift Tips  │
///
/// styles:
/// a = bold fg:cyan
/// b = bg:236
/// aaaaaaaaaaaaaaa
/// a.aaaaaaaaaaa.a
/// ```
///
/// `.` is the plain style; letters are given in order of first appearance (rows top to bottom, cells
/// left to right), so the same screen always gives the same text. A wide character takes two letters,
/// as it takes two cells. Plain cells at the end of a style row are left out, as trailing spaces are
/// from a text row.
public struct StyledScreen: Hashable, Sendable {
    /// The text rows (see `CellBuffer.lines`).
    public let textRows: [String]
    /// The style of each letter used, in the order the letters were given.
    public let legend: [LegendEntry]
    /// One letter per cell for each row, trailing plain cells left out.
    public let styleRows: [String]

    /// A letter of the style grid and the style it stands for.
    public struct LegendEntry: Hashable, Sendable {
        /// The letter in the style grid.
        public let letter: Character
        /// The style, as `StyledScreen.name(of:)` writes it.
        public let style: String
    }

    /// The line that starts the style section.
    public static let header = "styles:"
    /// The letter of the plain style.
    public static let plainLetter: Character = "."
    /// The letter of every style past the last letter of `letters` (a screen of hundreds of styles).
    public static let overflowLetter: Character = "?"

    /// The letters given to styles, in order: ASCII letters and digits, then Latin letters that a
    /// terminal shows one cell wide.
    public static let letters: [Character] = {
        var scalars = Array("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789".unicodeScalars)
        for value in UInt32(0xC0)...0x17F where value != 0xD7 && value != 0xF7 {
            scalars.append(Unicode.Scalar(value)!)
        }
        return scalars.map(Character.init)
    }()

    /// The text and styles of `buffer`.
    public init(_ buffer: CellBuffer) {
        var letterOf: [Style: Character] = [.plain: Self.plainLetter]
        var legend: [LegendEntry] = []
        var styleRows: [String] = []
        styleRows.reserveCapacity(buffer.size.height)
        for y in 0..<buffer.size.height {
            var row = ""
            for x in 0..<buffer.size.width {
                let style = buffer[x: x, y: y].style
                if let letter = letterOf[style] {
                    row.append(letter)
                    continue
                }
                let letter = legend.count < Self.letters.count ? Self.letters[legend.count] : Self.overflowLetter
                if letter != Self.overflowLetter {
                    letterOf[style] = letter
                    legend.append(LegendEntry(letter: letter, style: Self.name(of: style)))
                } else if !legend.contains(where: { $0.letter == Self.overflowLetter }) {
                    legend.append(LegendEntry(letter: letter, style: "any style past the last letter"))
                }
                row.append(letter)
            }
            while row.last == Self.plainLetter { row.removeLast() }
            styleRows.append(row)
        }
        self.textRows = buffer.lines
        self.legend = legend
        self.styleRows = styleRows
    }

    /// The whole text: the text rows, a blank line, `styles:`, the legend (`a = bold fg:cyan`, one
    /// line per letter) and the style rows, each line ended by a newline.
    public var document: String {
        var lines = textRows
        lines.append("")
        lines.append(Self.header)
        lines += legend.map { "\($0.letter) = \($0.style)" }
        lines += styleRows
        return lines.map { $0 + "\n" }.joined()
    }

    /// A style as words in a fixed order: `bold dim underline reverse fg:COLOR bg:COLOR`, only those
    /// that are set; `plain` for the plain style. Named colours by name (`fg:brightBlue`), palette
    /// entries by number (`bg:236`).
    public static func name(of style: Style) -> String {
        var words: [String] = []
        if style.bold { words.append("bold") }
        if style.dim { words.append("dim") }
        if style.underline { words.append("underline") }
        if style.reverse { words.append("reverse") }
        if let foreground = style.foreground { words.append("fg:" + name(of: foreground)) }
        if let background = style.background { words.append("bg:" + name(of: background)) }
        return words.isEmpty ? "plain" : words.joined(separator: " ")
    }

    /// A colour's name: `cyan`, `brightBlack`, or the palette number of `.indexed`.
    public static func name(of color: Color) -> String {
        switch color {
        case .black: "black"
        case .red: "red"
        case .green: "green"
        case .yellow: "yellow"
        case .blue: "blue"
        case .magenta: "magenta"
        case .cyan: "cyan"
        case .white: "white"
        case .brightBlack: "brightBlack"
        case .brightRed: "brightRed"
        case .brightGreen: "brightGreen"
        case .brightYellow: "brightYellow"
        case .brightBlue: "brightBlue"
        case .brightMagenta: "brightMagenta"
        case .brightCyan: "brightCyan"
        case .brightWhite: "brightWhite"
        case .indexed(let index): String(index)
        }
    }
}
