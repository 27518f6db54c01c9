import NavPilotTUI

/// A frame as the ANSI bytes a terminal would need to draw it whole: cursor home, then every row
/// with SGR sequences (256 colours) wherever the style changes.
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
                    output += cell.style.selectGraphicRendition(colorCount: 256)
                    current = cell.style
                }
                output.append(cell.character)
            }
        }
        return output + "\u{1B}[0m"
    }
}
