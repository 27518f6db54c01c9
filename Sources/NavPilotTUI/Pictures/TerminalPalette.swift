/// The colours a screenshot paints with: a fixed dark theme for the 16 ANSI colours and the default
/// foreground and background, and the xterm values for the rest of the 256-colour palette.
public struct TerminalPalette: Hashable, Sendable {
    /// The 16 ANSI colours, `#rrggbb`, by palette index.
    public var ansi: [String]
    /// The text colour when a cell sets none.
    public var foreground: String
    /// The background when a cell sets none.
    public var background: String

    /// A dark terminal theme.
    public static let dark = TerminalPalette(
        ansi: [
            "#1e1e1e", "#cd3131", "#0dbc79", "#e5e510", "#2472c8", "#bc3fbc", "#11a8cd", "#e5e5e5",
            "#666666", "#f14c4c", "#23d18b", "#f5f543", "#3b8eea", "#d670d6", "#29b8db", "#ffffff",
        ],
        foreground: "#d4d4d4", background: "#1e1e1e")

    /// A light terminal theme: dark text on white, the 16 colours darkened to read on it.
    public static let light = TerminalPalette(
        ansi: [
            "#000000", "#cd3131", "#00bc00", "#949800", "#0451a5", "#bc05bc", "#0598bc", "#555555",
            "#666666", "#cd3131", "#14ce14", "#b5ba00", "#0451a5", "#bc05bc", "#0598bc", "#a5a5a5",
        ],
        foreground: "#1e1e1e", background: "#ffffff")

    /// The palette a screenshot of a theme of `appearance` is painted with.
    public static func palette(for appearance: Theme.Appearance) -> TerminalPalette {
        appearance == .light ? .light : .dark
    }

    /// A palette of these colours (`ansi` must have 16 entries).
    public init(ansi: [String], foreground: String, background: String) {
        precondition(ansi.count == 16, "a palette has 16 ANSI colours")
        self.ansi = ansi
        self.foreground = foreground
        self.background = background
    }

    /// The colour of `color` as `#rrggbb`.
    public func hex(of color: Color) -> String {
        let index = color.paletteIndex
        if index < 16 { return ansi[index] }
        let (red, green, blue) = Color.rgb(ofPaletteIndex: index)
        return "#" + [red, green, blue].map(Self.hexByte).joined()
    }

    /// The text and background colours a cell of `style` is painted with: reverse swaps them, dim
    /// text is painted half-way between its colour and its background (a solid colour, so glyphs
    /// that touch, as box drawing does, do not darken where they overlap).
    public func colors(of style: Style) -> (text: String, background: String) {
        let text = style.foreground.map(hex) ?? foreground
        let back = style.background.map(hex) ?? background
        let (front, behind) = style.reverse ? (back, text) : (text, back)
        return (style.dim ? Self.halfway(from: front, to: behind) : front, behind)
    }

    /// The colour half-way between two `#rrggbb` colours (rounded down).
    static func halfway(from first: String, to second: String) -> String {
        let a = channels(of: first)
        let b = channels(of: second)
        return "#" + zip(a, b).map { hexByte(($0 + $1) / 2) }.joined()
    }

    /// The red, green and blue of `#rrggbb` (0 for what is not a hex digit).
    private static func channels(of color: String) -> [Int] {
        let digits = Array(color.utf8.dropFirst())
        return (0..<3).map { index in
            guard digits.count >= index * 2 + 2 else { return 0 }
            let high = Int(Character(Unicode.Scalar(digits[index * 2])).hexDigitValue ?? 0)
            let low = Int(Character(Unicode.Scalar(digits[index * 2 + 1])).hexDigitValue ?? 0)
            return high * 16 + low
        }
    }

    private static func hexByte(_ value: Int) -> String {
        let digits = Array("0123456789abcdef")
        let byte = max(0, min(255, value))
        return String([digits[byte / 16], digits[byte % 16]])
    }
}
