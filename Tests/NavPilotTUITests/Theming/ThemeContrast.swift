@testable import NavPilotTUI

/// The contrast of a theme's text styles against the backgrounds they are drawn on, in xterm's
/// default palette (the 16 named colours as xterm sets them, the 256-colour cube and greys as every
/// terminal does): what `ThemeContrastTests` holds each built-in theme to, WCAG's 4.5:1 for text
/// (7:1 for `highContrast`).
enum ThemeContrast {
    /// xterm's default values of the 16 named colours.
    static let xtermNamed: [RGBColor] = [
        0x00_0000, 0xCD_0000, 0x00_CD00, 0xCD_CD00, 0x00_00EE, 0xCD_00CD, 0x00_CDCD, 0xE5_E5E5,
        0x7F_7F7F, 0xFF_0000, 0x00_FF00, 0xFF_FF00, 0x5C_5CFF, 0xFF_00FF, 0x00_FFFF, 0xFF_FFFF,
    ].map { RGBColor(red: UInt8($0 >> 16), green: UInt8($0 >> 8 & 0xFF), blue: UInt8($0 & 0xFF)) }

    /// The terminal default colours assumed for a theme's appearance, and the other backgrounds its
    /// text must read on: a dark terminal may be black or a dark grey (`#262626`), a light one white
    /// or a light grey (`#eeeeee`).
    static func defaults(for appearance: Theme.Appearance) -> (foreground: RGBColor, backgrounds: [RGBColor]) {
        switch appearance {
        case .dark: (rgb(of: .indexed(252)), [rgb(of: .indexed(16)), rgb(of: .indexed(235))])
        case .light: (rgb(of: .indexed(16)), [rgb(of: .indexed(231)), rgb(of: .indexed(255))])
        }
    }

    /// The colour `color` is in xterm's default palette.
    static func rgb(of color: Color) -> RGBColor {
        let index = color.paletteIndex
        if index < 16 { return xtermNamed[index] }
        let (red, green, blue) = Color.rgb(ofPaletteIndex: index)
        return RGBColor(red: UInt8(red), green: UInt8(green), blue: UInt8(blue))
    }

    /// The lowest contrast of `style`'s text: against its own background when it sets one, else
    /// against each background of the appearance, `defaultForeground` when it sets no colour;
    /// reversed styles swap the two. Faint text is not measured: no built-in colour theme uses it.
    static func lowestContrast(of style: Style, on appearance: Theme.Appearance) -> Double {
        let (defaultForeground, backgrounds) = defaults(for: appearance)
        return backgrounds.map { defaultBackground in
            let text = style.foreground.map(rgb(of:)) ?? defaultForeground
            let back = style.background.map(rgb(of:)) ?? defaultBackground
            return (style.reverse ? back : text).contrastRatio(with: style.reverse ? text : back)
        }.min() ?? 0
    }
}
