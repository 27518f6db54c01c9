/// Themes on terminals of 8 or 16 colours (`TERM=xterm`, the Linux console): every colour chosen
/// again from the terminal's own, by contrast, as the 256-colour themes were chosen.
///
/// Such a terminal has no grey and no cube: a colour of the theme is drawn as the nearest of its
/// few, and that one may not read (the light theme's bold blue became xterm's bright blue on the
/// selected row's grey, 3.8:1), or vanish (the dark theme's selected row, dark grey, became black on
/// black). `adapted(toColorCount:)` keeps a colour's nearest basic colour only where it reads at
/// 4.5:1 on every background the text may be drawn on, the bright one too where the text is bold
/// (terminals draw bold text in the bright colour), and gives the terminal's default colour
/// otherwise; the selected row becomes a colour every text colour reads on.
extension Theme {
    /// This theme as a terminal of `colorCount` colours draws it readably: for 8 or 16 colours the
    /// theme with its colours chosen again from those (see above); for 256 or more, or none, this
    /// theme as it is.
    public func adapted(toColorCount colorCount: Int) -> Theme {
        guard colorCount > 0, colorCount < 256 else { return self }
        let palette = Array(Self.basicColors.prefix(colorCount >= 16 ? 16 : 8))
        let (_, backgrounds) = appearance.assumedTerminalColors
        // Dark: blue, the one basic colour light text and the accents read on; light: the light grey.
        let row: Color = appearance == .dark ? .blue : .white
        var adapted = self
        for (name, path) in Self.rolePaths {
            let style = self[keyPath: path]
            var readsOn = style.background != nil ? [row.xtermRGB] : backgrounds
            if Self.rolesOverSelectedRow.contains(name) { readsOn.append(row.xtermRGB) }
            adapted[keyPath: path] = Self.adapted(style, readingOn: readsOn, palette: palette, row: row)
        }
        return adapted
    }

    /// The style with its background (if any) the selected row's colour, and its foreground the
    /// nearest colour of `palette` if that reads on every one of `backgrounds`, else the default.
    private static func adapted(
        _ style: Style, readingOn backgrounds: [RGBColor], palette: [Color], row: Color
    )
        -> Style
    {
        var result = style
        if style.background != nil { result.background = row }
        guard let foreground = style.foreground else { return result }
        let target = foreground.xtermRGB
        let nearest = palette.min { target.distance(to: $0.xtermRGB) < target.distance(to: $1.xtermRGB) }
        result.foreground = nearest.flatMap { color in
            let drawn = style.bold ? [color, color.brightVariant] : [color]
            let reads = drawn.allSatisfy { shade in
                backgrounds.allSatisfy { shade.xtermRGB.contrastRatio(with: $0) >= 4.5 }
            }
            return reads ? color : nil
        }
        return result
    }

    /// The 16 named colours in their palette order.
    static let basicColors: [Color] = [
        .black, .red, .green, .yellow, .blue, .magenta, .cyan, .white,
        .brightBlack, .brightRed, .brightGreen, .brightYellow, .brightBlue, .brightMagenta, .brightCyan, .brightWhite,
    ]
}

extension Theme.Appearance {
    /// The terminal colours a theme of this appearance is made to read on: the default foreground,
    /// and the backgrounds a terminal of that kind has (a dark one black or a dark grey, `#262626`;
    /// a light one white or a light grey, `#eeeeee`).
    package var assumedTerminalColors: (foreground: RGBColor, backgrounds: [RGBColor]) {
        switch self {
        case .dark: (Color.indexed(252).xtermRGB, [Color.indexed(16).xtermRGB, Color.indexed(235).xtermRGB])
        case .light: (Color.indexed(16).xtermRGB, [Color.indexed(231).xtermRGB, Color.indexed(255).xtermRGB])
        }
    }
}

extension Color {
    /// The colour as xterm draws it by default: its 16 named colours as xterm sets them, the
    /// 256-colour cube and greys as every terminal does.
    package var xtermRGB: RGBColor {
        let index = paletteIndex
        if index < 16 { return Self.xtermNamed[index] }
        let (red, green, blue) = Color.rgb(ofPaletteIndex: index)
        return RGBColor(red: UInt8(red), green: UInt8(green), blue: UInt8(blue))
    }

    /// The bright colour terminals draw bold text of a basic colour in (itself for the others).
    var brightVariant: Color {
        let index = paletteIndex
        return index < 8 ? Theme.basicColors[index + 8] : self
    }

    /// xterm's default values of the 16 named colours.
    private static let xtermNamed: [RGBColor] = [
        0x00_0000, 0xCD_0000, 0x00_CD00, 0xCD_CD00, 0x00_00EE, 0xCD_00CD, 0x00_CDCD, 0xE5_E5E5,
        0x7F_7F7F, 0xFF_0000, 0x00_FF00, 0xFF_FF00, 0x5C_5CFF, 0xFF_00FF, 0x00_FFFF, 0xFF_FFFF,
    ].map { RGBColor(red: UInt8($0 >> 16), green: UInt8($0 >> 8 & 0xFF), blue: UInt8($0 & 0xFF)) }
}

extension RGBColor {
    /// The squared distance of the two colours' channels: how near they look, roughly.
    func distance(to other: RGBColor) -> Double {
        let (red, green, blue) = (self.red - other.red, self.green - other.green, self.blue - other.blue)
        return red * red + green * green + blue * blue
    }
}
