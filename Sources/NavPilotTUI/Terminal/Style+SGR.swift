extension Style {
    /// The SGR sequence that sets this style from scratch (`ESC [ 0 ; … m`) on a terminal with
    /// `colorCount` colours, choosing the colour numbers the curses backend chooses: the palette
    /// entry itself from 256 colours up (and the 16 named ones on 16), else the nearest of the 8
    /// basic colours; none at all without colour (`NO_COLOR`). A hyperlink is not part of it.
    package func selectGraphicRendition(colorCount: Int) -> String {
        var codes = ["0"]
        if bold { codes.append("1") }
        if dim { codes.append("2") }
        if underline { codes.append("4") }
        if reverse { codes.append("7") }
        if colorCount > 0 {
            if let foreground {
                codes.append(Self.colorCode(foreground, colorCount: colorCount, base: 30, bright: 90, extended: 38))
            }
            if let background {
                codes.append(Self.colorCode(background, colorCount: colorCount, base: 40, bright: 100, extended: 48))
            }
        }
        return "\u{1B}[" + codes.joined(separator: ";") + "m"
    }

    private static func colorCode(_ color: Color, colorCount: Int, base: Int, bright: Int, extended: Int) -> String {
        let index = color.paletteIndex(drawnWith: colorCount)
        switch index {
        case 0..<8: return String(base + index)
        case 8..<16: return String(bright + index - 8)
        default: return "\(extended);5;\(index)"
        }
    }
}
