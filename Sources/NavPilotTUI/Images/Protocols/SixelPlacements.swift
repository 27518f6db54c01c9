/// What the terminal shows as sixel graphics, and the bytes that take it to a new frame's
/// placements. Sixel has no ids: a picture is pixels written at the cursor, which stay until text is
/// written over them. So a placement is written once, when it first shows (or moved, or was cut
/// differently); one that goes has its cells written again (`rowsToRepaint`), which
/// erases its pixels; the same placements in the next frame send nothing.
struct SixelPlacements {
    /// The placements on the screen now.
    private var shown: [ImagePlacement] = []

    /// The rows of the placements on the screen that `placements` no longer has: their cells must
    /// be written again, or the pictures' pixels would stay under text that did not change.
    func rowsToRepaint(leaving placements: [ImagePlacement]) -> [Int] {
        var rows = Set<Int>()
        for placement in shown where !placements.contains(placement) {
            rows.formUnion(placement.visible.y..<placement.visible.maxY)
        }
        return rows.sorted()
    }

    /// The bytes that write the placements not on the screen yet, in cells of `cellSize` pixels.
    mutating func bytes(toShow placements: [ImagePlacement], cellSize: Size) -> [UInt8] {
        var out: [UInt8] = []
        for placement in placements where !shown.contains(placement) {
            out += Array("\u{1B}[\(placement.visible.y + 1);\(placement.visible.x + 1)H".utf8)
            out += SixelEncoder.encode(Self.pixels(of: placement, cellSize: cellSize))
        }
        shown = placements
        return out
    }

    /// The screen was repainted from scratch: every placement is written again with the next frame.
    mutating func forget() {
        shown.removeAll()
    }

    /// The part of the picture `placement` shows, at the pixel size of its visible cells, composed
    /// over black (sixel has no transparency a terminal keeps).
    static func pixels(of placement: ImagePlacement, cellSize: Size) -> PixelGrid {
        let picture = placement.image.decoded.pixels
        let source =
            placement.sourceRect(width: picture.width, height: picture.height)
            ?? PixelRect(x: 0, y: 0, width: picture.width, height: picture.height)
        return picture.cropped(to: source)
            .scaled(
                toWidth: placement.visible.width * cellSize.width, height: placement.visible.height * cellSize.height
            )
            .composed(over: 0, 0, 0)
    }
}

extension PixelGrid {
    /// The pixels inside `rect` (clamped to the grid).
    func cropped(to rect: PixelRect) -> PixelGrid {
        let x = max(0, min(rect.x, width))
        let y = max(0, min(rect.y, height))
        let cropWidth = max(0, min(rect.width, width - x))
        let cropHeight = max(0, min(rect.height, height - y))
        guard (x, y, cropWidth, cropHeight) != (0, 0, width, height) else { return self }
        var out: [UInt8] = []
        out.reserveCapacity(cropWidth * cropHeight * 4)
        for row in y..<y + cropHeight {
            let start = (row * width + x) * 4
            out += rgba[start..<start + cropWidth * 4]
        }
        return PixelGrid(width: cropWidth, height: cropHeight, rgba: out)
    }
}
