/// A terminal colour: the 16 named ANSI colours or an entry of the 256-colour palette.
///
/// Backends with fewer colours map to the nearest colour they have (the curses backend falls back to
/// the 8 basic colours when the terminal reports fewer than 16).
public enum Color: Hashable, Sendable {
    /// ANSI colour 0.
    case black
    /// ANSI colour 1.
    case red
    /// ANSI colour 2.
    case green
    /// ANSI colour 3.
    case yellow
    /// ANSI colour 4.
    case blue
    /// ANSI colour 5.
    case magenta
    /// ANSI colour 6.
    case cyan
    /// ANSI colour 7.
    case white
    /// ANSI colour 8.
    case brightBlack
    /// ANSI colour 9.
    case brightRed
    /// ANSI colour 10.
    case brightGreen
    /// ANSI colour 11.
    case brightYellow
    /// ANSI colour 12.
    case brightBlue
    /// ANSI colour 13.
    case brightMagenta
    /// ANSI colour 14.
    case brightCyan
    /// ANSI colour 15.
    case brightWhite
    /// An entry of the xterm 256-colour palette.
    case indexed(UInt8)

    /// The xterm palette index of this colour (0...255).
    public var paletteIndex: Int {
        switch self {
        case .black: 0
        case .red: 1
        case .green: 2
        case .yellow: 3
        case .blue: 4
        case .magenta: 5
        case .cyan: 6
        case .white: 7
        case .brightBlack: 8
        case .brightRed: 9
        case .brightGreen: 10
        case .brightYellow: 11
        case .brightBlue: 12
        case .brightMagenta: 13
        case .brightCyan: 14
        case .brightWhite: 15
        case .indexed(let n): Int(n)
        }
    }

    /// The nearest of the 8 basic colours (0...7), for terminals that have only those.
    public var nearestBasicIndex: Int {
        let index = paletteIndex
        if index < 16 { return index % 8 }
        let (r, g, b) = Color.rgb(ofPaletteIndex: index)
        // Each basic colour is a corner of the RGB cube; threshold each channel at half intensity.
        return (r >= 128 ? 1 : 0) | (g >= 128 ? 2 : 0) | (b >= 128 ? 4 : 0)
    }

    /// The approximate RGB value of an xterm palette entry at or above 16.
    static func rgb(ofPaletteIndex index: Int) -> (Int, Int, Int) {
        if index >= 232 {
            let level = 8 + (index - 232) * 10
            return (level, level, level)
        }
        let cube = index - 16
        let steps = [0, 95, 135, 175, 215, 255]
        return (steps[cube / 36], steps[(cube / 6) % 6], steps[cube % 6])
    }
}

/// How a cell is drawn: colours (nil = the terminal's default) and attributes.
public struct Style: Hashable, Sendable {
    /// The text colour; nil keeps the terminal default.
    public var foreground: Color?
    /// The background colour; nil keeps the terminal default.
    public var background: Color?
    /// Bold (or bright) text.
    public var bold: Bool
    /// Dim (faint) text.
    public var dim: Bool
    /// Foreground and background swapped.
    public var reverse: Bool
    /// Underlined text.
    public var underline: Bool

    /// Creates a style; every parameter defaults to "not set".
    public init(
        foreground: Color? = nil, background: Color? = nil, bold: Bool = false, dim: Bool = false,
        reverse: Bool = false, underline: Bool = false
    ) {
        self.foreground = foreground
        self.background = background
        self.bold = bold
        self.dim = dim
        self.reverse = reverse
        self.underline = underline
    }

    /// The terminal's default look: default colours, no attributes.
    public static let plain = Style()

    /// This style with the non-default fields of `other` laid over it: colours that `other` sets replace
    /// ours, attributes that `other` turns on are added (an overlay never turns an attribute off).
    public func patched(with other: Style) -> Style {
        Style(
            foreground: other.foreground ?? foreground,
            background: other.background ?? background,
            bold: bold || other.bold,
            dim: dim || other.dim,
            reverse: reverse || other.reverse,
            underline: underline || other.underline)
    }
}
