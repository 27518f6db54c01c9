/// What the terminal shows through the kitty graphics protocol, and the bytes that take it to a new
/// frame's placements: an image is transmitted once and placed by id; a frame whose placements are
/// the last frame's sends nothing; a placement that moved, was cut differently or left the screen
/// is deleted (its data kept for the next time it shows). Images the terminal holds beyond
/// `keptImages` are freed, oldest first.
struct KittyPlacements {
    /// The images the terminal holds, oldest first, with the size in pixels each was sent at.
    private var transmitted: [(number: UInt32, width: Int, height: Int)] = []
    /// The placements on the screen now, with the placement id each was given.
    private var shown: [(placement: ImagePlacement, id: UInt32)] = []
    private var lastPlacementID: UInt32 = 0

    /// Images the terminal keeps at most: enough to go back and forth over a folder of pictures
    /// without sending them again, bounded for the terminal's memory.
    static let keptImages = 32

    /// The bytes that show `placements` where the last call's are shown; empty when they are the same.
    mutating func bytes(toShow placements: [ImagePlacement]) -> [UInt8] {
        var out: [UInt8] = []
        var kept: [(placement: ImagePlacement, id: UInt32)] = []
        for entry in shown {
            if placements.contains(entry.placement) {
                kept.append(entry)
            } else {
                out += KittyGraphics.deletePlacement(id: entry.placement.image.number, placement: entry.id)
            }
        }
        for placement in placements where !kept.contains(where: { $0.placement == placement }) {
            let sent =
                transmitted.first { $0.number == placement.image.number } ?? transmit(placement.image, into: &out)
            lastPlacementID = lastPlacementID == UInt32.max ? 1 : lastPlacementID + 1
            out += KittyGraphics.place(
                id: placement.image.number, placement: lastPlacementID, column: placement.visible.x,
                row: placement.visible.y, columns: placement.visible.width, rows: placement.visible.height,
                source: placement.sourceRect(width: sent.width, height: sent.height))
            kept.append((placement, lastPlacementID))
        }
        shown = kept
        freeOldImages(into: &out)
        return out
    }

    /// Sends `image`: a PNG file as it is, anything else as its decoded pixels.
    private mutating func transmit(
        _ image: ShownImage, into out: inout [UInt8]
    ) -> (
        number: UInt32, width: Int, height: Int
    ) {
        let decoded = image.decoded
        let sent: (number: UInt32, width: Int, height: Int)
        if decoded.format == .png, let file = decoded.file {
            out += KittyGraphics.transmitPNG(id: image.number, png: file)
            sent = (image.number, decoded.width, decoded.height)
        } else {
            out += KittyGraphics.transmitRGBA(id: image.number, pixels: decoded.pixels)
            sent = (image.number, decoded.pixels.width, decoded.pixels.height)
        }
        transmitted.append(sent)
        return sent
    }

    /// Frees the oldest images past `keptImages` that no placement shows.
    private mutating func freeOldImages(into out: inout [UInt8]) {
        while transmitted.count > Self.keptImages,
            let index = transmitted.firstIndex(where: { image in
                !shown.contains { $0.placement.image.number == image.number }
            })
        {
            out += KittyGraphics.deleteImage(id: transmitted.remove(at: index).number)
        }
    }

    /// The screen was repainted from scratch (Ctrl+L, back from a suspend or a program): every
    /// placement is deleted and placed again with the next frame; the images stay.
    mutating func placeAllAgain() -> [UInt8] {
        defer { shown.removeAll() }
        return shown.flatMap { KittyGraphics.deletePlacement(id: $0.placement.image.number, placement: $0.id) }
    }

    /// The terminal is given back: every image is deleted and freed.
    mutating func removeAll() -> [UInt8] {
        defer {
            shown.removeAll()
            transmitted.removeAll()
        }
        return transmitted.isEmpty ? [] : transmitted.flatMap { KittyGraphics.deleteImage(id: $0.number) }
    }
}
