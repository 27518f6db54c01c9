import NavPilotTUI

/// A frame as the ANSI bytes a terminal would need to draw it: whole (cursor home, then every row
/// with SGR sequences, 256 colours, wherever the style changes), or only the cells that changed
/// since the frame before, as a terminal gets them from the app.
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

    /// The bytes that turn `old` on a terminal into `new` (of the same size): each changed cell,
    /// the cursor moved only where a run of changes breaks, the style set only where it changes.
    /// Cells are compared as they are (no table of graphemes or links is collected, so the frames
    /// the app keeps are not disturbed). Both frames end with the style reset.
    static func changes(from old: CellBuffer, to new: CellBuffer) -> String {
        var output = ""
        var current = Style.plain
        var cursor: Point?
        for y in 0..<new.size.height {
            for x in 0..<new.size.width {
                let cell = new[x: x, y: y]
                if cell.width == 0 { continue }
                let wide = cell.width > 1 && x + 1 < new.size.width
                if cell == old[x: x, y: y], !wide || new[x: x + 1, y: y] == old[x: x + 1, y: y] { continue }
                if cursor != Point(x: x, y: y) { output += "\u{1B}[\(y + 1);\(x + 1)H" }
                if cell.style != current {
                    output += cell.style.selectGraphicRendition(colorCount: 256)
                    current = cell.style
                }
                output.append(cell.character)
                cursor = Point(x: x + max(1, Int(cell.width)), y: y)
            }
        }
        return current == .plain ? output : output + "\u{1B}[0m"
    }
}
