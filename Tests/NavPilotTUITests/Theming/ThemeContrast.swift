@testable import NavPilotTUI

/// The contrast of a theme's text styles against the backgrounds they are drawn on, in xterm's
/// default palette (the 16 named colours as xterm sets them, the 256-colour cube and greys as every
/// terminal does; `Color.xtermRGB`): what `ThemeContrastTests` holds each built-in theme to, WCAG's
/// 4.5:1 for text (7:1 for `highContrast`).
enum ThemeContrast {
    /// The colour `color` is in xterm's default palette.
    static func rgb(of color: Color) -> RGBColor { color.xtermRGB }

    /// The lowest contrast of `style`'s text as a terminal of `colors` colours draws it (each colour
    /// the palette entry that terminal takes): against its own background when it sets one, else
    /// against each background of the appearance (`assumedTerminalColors`), the default foreground
    /// when it sets no colour; reversed styles swap the two. Bold text of a basic colour counts in
    /// its bright colour too, as terminals draw it. Faint text is not measured: no built-in colour
    /// theme uses it.
    static func lowestContrast(of style: Style, on appearance: Theme.Appearance, colors: Int = 256) -> Double {
        let (defaultForeground, backgrounds) = appearance.assumedTerminalColors
        func drawn(_ color: Color) -> Color { Theme.basicColors[safe: color.paletteIndex(drawnWith: colors)] ?? color }
        let shades = style.foreground.map(drawn).map { color in style.bold ? [color, color.brightVariant] : [color] }
        return backgrounds.flatMap { defaultBackground in
            (shades?.map(\.xtermRGB) ?? [defaultForeground]).map { text in
                let back = style.background.map { drawn($0).xtermRGB } ?? defaultBackground
                return (style.reverse ? back : text).contrastRatio(with: style.reverse ? text : back)
            }
        }.min() ?? 0
    }
}

extension Array {
    subscript(safe index: Int) -> Element? { indices.contains(index) ? self[index] : nil }
}
