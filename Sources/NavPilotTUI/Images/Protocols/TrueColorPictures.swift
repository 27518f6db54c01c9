/// Half-block pictures in 24-bit colour, for a terminal that says it has them (`COLORTERM=truecolor`
/// or `24bit`) but no graphics protocol. A frame draws a picture's cells in the 256-colour palette
/// like every cell; after its frame, the cells of a picture that is new (or moved, or was cut
/// differently) are written again, the same half blocks in the picture's own colours, once: the
/// same pictures in the next frame send nothing, and one that goes is written over by the frame.
struct TrueColorPictures {
    /// The pictures written in 24-bit colour and still on the screen.
    private var shown: [ImagePlacement] = []

    /// The bytes that write the pictures among `placements` not written yet in 24-bit colour.
    mutating func bytes(toShow placements: [ImagePlacement]) -> [UInt8] {
        var out = ""
        for placement in placements where placement.isDrawnInCells && !shown.contains(placement) {
            Self.write(placement, to: &out)
        }
        shown = placements.filter(\.isDrawnInCells)
        return out.isEmpty ? [] : Array("\u{1B}7\(out)\u{1B}[0m\u{1B}8".utf8)
    }

    /// The screen was repainted from scratch (in the palette's colours): every picture is written
    /// again with the next frame.
    mutating func forget() {
        shown.removeAll()
    }

    /// The visible cells of `placement`, each the upper pixel's colour over the lower one's.
    private static func write(_ placement: ImagePlacement, to out: inout String) {
        let rect = placement.rect
        let pixels = placement.image.decoded.pixels.scaled(toWidth: rect.width, height: rect.height * 2)
        for row in placement.visible.y..<placement.visible.maxY {
            out += "\u{1B}[\(row + 1);\(placement.visible.x + 1)H"
            for column in placement.visible.x..<placement.visible.maxX {
                let (x, y) = (column - rect.x, (row - rect.y) * 2)
                out += cell(upper: pixels.pixel(x: x, y: y), lower: pixels.pixel(x: x, y: y + 1))
            }
        }
    }

    /// One cell: `▀` in the upper colour on the lower one, `▄` or a blank where a pixel is mostly
    /// transparent (the terminal's background shows), as `HalfBlockPicture` draws it.
    static func cell(upper: (UInt8, UInt8, UInt8, UInt8), lower: (UInt8, UInt8, UInt8, UInt8)) -> String {
        func rgb(_ pixel: (UInt8, UInt8, UInt8, UInt8)) -> String { "\(pixel.0);\(pixel.1);\(pixel.2)" }
        switch (upper.3 >= 128, lower.3 >= 128) {
        case (false, false): return "\u{1B}[39;49m "
        case (true, false): return "\u{1B}[38;2;\(rgb(upper));49m▀"
        case (false, true): return "\u{1B}[38;2;\(rgb(lower));49m▄"
        case (true, true): return "\u{1B}[38;2;\(rgb(upper));48;2;\(rgb(lower))m▀"
        }
    }
}
