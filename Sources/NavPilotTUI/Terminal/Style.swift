/// A terminal colour: the 16 named ANSI colours or an entry of the 256-colour palette.
///
/// Backends with fewer colours map to the nearest colour they have (the terminal backend falls back to
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

    /// The palette entry a terminal of `colorCount` colours draws this colour as: the entry itself
    /// from 256 colours up (and the 16 named ones on 16), else the nearest of the 8 basic colours.
    package func paletteIndex(drawnWith colorCount: Int) -> Int {
        colorCount >= 256 || (colorCount >= 16 && paletteIndex < 16) ? paletteIndex : nearestBasicIndex
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
///
/// Stored compactly (two 16-bit colour codes, a byte of attribute bits and a byte naming a hyperlink,
/// 6 bytes, no padding) so a `Cell` is trivially copyable and cheap to compare; the public
/// properties are computed from them.
public struct Style: Hashable, Sendable {
    /// The foreground colour as a code (see `Style.code(of:)`).
    var foregroundCode: UInt16
    /// The background colour as a code.
    var backgroundCode: UInt16
    /// Bold, dim, reverse, underline.
    var attributes: Attributes
    /// The hyperlink the cell belongs to (`HyperlinkTable`), 0 for none. A link is part of how a cell
    /// is drawn, so a cell whose link changed is a changed cell, and copies of cells keep it.
    var linkCode: UInt8 = 0

    /// Attribute bits.
    struct Attributes: OptionSet, Hashable, Sendable {
        let rawValue: UInt8
        static let bold = Attributes(rawValue: 1)
        static let dim = Attributes(rawValue: 2)
        static let reverse = Attributes(rawValue: 4)
        static let underline = Attributes(rawValue: 8)
    }

    /// The text colour; nil keeps the terminal default.
    public var foreground: Color? {
        get { Self.color(ofCode: foregroundCode) }
        set { foregroundCode = Self.code(of: newValue) }
    }
    /// The background colour; nil keeps the terminal default.
    public var background: Color? {
        get { Self.color(ofCode: backgroundCode) }
        set { backgroundCode = Self.code(of: newValue) }
    }
    /// Bold (or bright) text.
    public var bold: Bool {
        get { attributes.contains(.bold) }
        set { set(.bold, newValue) }
    }
    /// Dim (faint) text.
    public var dim: Bool {
        get { attributes.contains(.dim) }
        set { set(.dim, newValue) }
    }
    /// Foreground and background swapped.
    public var reverse: Bool {
        get { attributes.contains(.reverse) }
        set { set(.reverse, newValue) }
    }
    /// Underlined text.
    public var underline: Bool {
        get { attributes.contains(.underline) }
        set { set(.underline, newValue) }
    }

    /// Creates a style; every parameter defaults to "not set".
    public init(
        foreground: Color? = nil, background: Color? = nil, bold: Bool = false, dim: Bool = false,
        reverse: Bool = false, underline: Bool = false
    ) {
        self.foregroundCode = Self.code(of: foreground)
        self.backgroundCode = Self.code(of: background)
        var attributes: Attributes = []
        if bold { attributes.insert(.bold) }
        if dim { attributes.insert(.dim) }
        if reverse { attributes.insert(.reverse) }
        if underline { attributes.insert(.underline) }
        self.attributes = attributes
    }

    private init(foregroundCode: UInt16, backgroundCode: UInt16, attributes: Attributes, linkCode: UInt8) {
        self.foregroundCode = foregroundCode
        self.backgroundCode = backgroundCode
        self.attributes = attributes
        self.linkCode = linkCode
    }

    /// A style that only marks cells as part of the hyperlink to `url` (nothing when the table of
    /// links on screen is full: the text is still drawn, without the link).
    static func hyperlink(to url: String) -> Style {
        var style = Style()
        style.linkCode = HyperlinkTable.shared.code(for: url)
        return style
    }

    /// The URL of the hyperlink these cells belong to, if any.
    var hyperlink: String? { linkCode == 0 ? nil : HyperlinkTable.shared.url(for: linkCode) }

    /// The terminal's default look: default colours, no attributes.
    public static let plain = Style()

    /// This style with the non-default fields of `other` laid over it: colours (and a hyperlink) that `other` sets replace
    /// ours, attributes that `other` turns on are added (an overlay never turns an attribute off).
    public func patched(with other: Style) -> Style {
        Style(
            foregroundCode: other.foregroundCode != 0 ? other.foregroundCode : foregroundCode,
            backgroundCode: other.backgroundCode != 0 ? other.backgroundCode : backgroundCode,
            attributes: attributes.union(other.attributes),
            linkCode: other.linkCode != 0 ? other.linkCode : linkCode)
    }

    @inline(__always)
    private mutating func set(_ attribute: Attributes, _ on: Bool) {
        if on { attributes.insert(attribute) } else { attributes.remove(attribute) }
    }

    /// 0 for nil, 1...16 for the named colours, 17...272 for `.indexed(0...255)` (a named colour and the
    /// palette entry with the same number stay different, as the enum cases are).
    static func code(of color: Color?) -> UInt16 {
        guard let color else { return 0 }
        if case .indexed(let n) = color { return 17 + UInt16(n) }
        return 1 + UInt16(color.paletteIndex)
    }

    /// The largest colour code (`.indexed(255)`).
    static let largestCode: UInt16 = 17 + 255

    static func color(ofCode code: UInt16) -> Color? {
        switch code {
        case 0: nil
        case 1...16: namedColors[Int(code) - 1]
        default: .indexed(UInt8(truncatingIfNeeded: code - 17))
        }
    }

    private static let namedColors: [Color] = [
        .black, .red, .green, .yellow, .blue, .magenta, .cyan, .white, .brightBlack, .brightRed, .brightGreen,
        .brightYellow, .brightBlue, .brightMagenta, .brightCyan, .brightWhite,
    ]
}
