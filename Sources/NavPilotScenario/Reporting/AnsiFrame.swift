import NavPilotTUI

/// A frame as the ANSI bytes a terminal would need to draw it whole: cursor home, then every row
/// with SGR sequences wherever the style changes.
enum AnsiFrame {
    static func render(_ buffer: CellBuffer) -> String {
        var output = "\u{1B}[H"
        var current = Style.plain
        for y in 0..<buffer.size.height {
            if y > 0 { output += "\r\n" }
            for x in 0..<buffer.size.width {
                let cell = buffer[x: x, y: y]
                if cell.width == 0 { continue }
                if cell.style != current {
                    output += sgr(cell.style)
                    current = cell.style
                }
                output.append(cell.character)
            }
        }
        return output + "\u{1B}[0m"
    }

    /// The SGR sequence that sets `style` from scratch.
    static func sgr(_ style: Style) -> String {
        var codes = ["0"]
        if style.bold { codes.append("1") }
        if style.dim { codes.append("2") }
        if style.underline { codes.append("4") }
        if style.reverse { codes.append("7") }
        if let foreground = style.foreground { codes.append(colorCode(foreground, base: 30, bright: 90, extended: 38)) }
        if let background = style.background {
            codes.append(colorCode(background, base: 40, bright: 100, extended: 48))
        }
        return "\u{1B}[" + codes.joined(separator: ";") + "m"
    }

    private static func colorCode(_ color: Color, base: Int, bright: Int, extended: Int) -> String {
        let index = color.paletteIndex
        switch index {
        case 0..<8: return String(base + index)
        case 8..<16: return String(bright + index - 8)
        default: return "\(extended);5;\(index)"
        }
    }
}
