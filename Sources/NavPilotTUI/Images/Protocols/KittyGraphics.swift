/// A rectangle of an image, in the image's pixels: the part of the image a placement shows, so a picture
/// scrolled partly out of its view draws only what is still inside it.
struct PixelRect: Hashable, Sendable {
    /// Pixels from the image's left edge to the rectangle's.
    var x: Int
    /// Pixels from the image's top edge to the rectangle's.
    var y: Int
    /// Pixels across.
    var width: Int
    /// Pixels down.
    var height: Int
}

/// The escape sequences of the kitty terminal graphics protocol (kitty, WezTerm, Ghostty, Konsole): images
/// are sent to the terminal once under an id, then placed, moved and removed by that id, so redrawing a
/// screen never resends an image's pixels. Each command is `ESC _ G <keys> ; <base64 payload> ESC \`.
enum KittyGraphics {
    /// The id the start-up query uses. A query never stores its image, so it cannot clash with real ones.
    static let queryID: UInt32 = 31

    /// Asks whether the terminal understands the protocol, by sending a one-pixel RGB image with `a=q`
    /// (check, do not store): a terminal that does answers with `ESC _ G i=31;OK ESC \`, one that does not
    /// ignores the sequence entirely.
    static let query: [UInt8] = command(
        keys: "i=\(queryID),s=1,v=1,a=q,t=d,f=24", payload: TerminalClipboard.base64([0, 0, 0])[...])

    /// Sends a PNG file's bytes unchanged (`f=100`) for the terminal to decode and keep under `id`, without
    /// showing it yet (`a=t`) and without replies (`q=2`) that would otherwise arrive as input. Long images
    /// go in chunks of 4096 base64 bytes, the most a terminal accepts in one command.
    static func transmitPNG(id: UInt32, png: [UInt8]) -> [UInt8] {
        transmit(keys: "a=t,f=100,i=\(id),q=2", payload: TerminalClipboard.base64(png))
    }

    /// Sends raw RGBA pixels (`f=32` with their size as `s=` and `v=`) to keep under `id`, for images the
    /// program decoded or drew itself; otherwise as `transmitPNG(id:png:)`.
    static func transmitRGBA(id: UInt32, pixels: PixelGrid) -> [UInt8] {
        transmit(
            keys: "a=t,f=32,s=\(pixels.width),v=\(pixels.height),i=\(id),q=2",
            payload: TerminalClipboard.base64(pixels.rgba))
    }

    /// Shows image `id` with its top-left corner at the 0-based `column` and `row`, fitted into `columns` by
    /// `rows` cells, as placement `placement` (so moving it later replaces it rather than adding a copy).
    /// `source` limits it to part of the image. The cursor stays where the placement began (`C=1`), so the
    /// text drawn after it lands where the screen expects.
    static func place(
        id: UInt32, placement: UInt32, column: Int, row: Int, columns: Int, rows: Int, source: PixelRect?
    ) -> [UInt8] {
        var keys = "a=p,i=\(id),p=\(placement)"
        if let source {
            keys += ",x=\(source.x),y=\(source.y),w=\(source.width),h=\(source.height)"
        }
        keys += ",c=\(columns),r=\(rows),C=1,q=2"
        return Array("\u{1B}[\(row + 1);\(column + 1)H".utf8) + command(keys: keys, payload: nil)
    }

    /// Removes one placement of image `id` from the screen, keeping the image's data so it can be placed
    /// again (scrolled back into view) without sending it anew.
    static func deletePlacement(id: UInt32, placement: UInt32) -> [UInt8] {
        command(keys: "a=d,d=i,i=\(id),p=\(placement),q=2", payload: nil)
    }

    /// Removes image `id` with all its placements and frees its data in the terminal, for an image that
    /// will not be shown again.
    static func deleteImage(id: UInt32) -> [UInt8] {
        command(keys: "a=d,d=I,i=\(id),q=2", payload: nil)
    }

    /// Removes every image on the screen and frees their data, so none is left behind in the terminal when
    /// the program quits or is suspended.
    static let deleteAll: [UInt8] = command(keys: "a=d,d=A,q=2", payload: nil)

    /// The most base64 bytes one command may carry; a multiple of 4, so every chunk decodes on its own.
    private static let chunkSize = 4096

    /// A transmission of `payload` (base64), split into chunks: the first carries `keys` (and `m=1` when more
    /// follow), the rest only whether more follow and the quiet flag, as the protocol requires.
    private static func transmit(keys: String, payload: [UInt8]) -> [UInt8] {
        guard payload.count > chunkSize else { return command(keys: keys, payload: payload[...]) }
        var out: [UInt8] = []
        out.reserveCapacity(payload.count + (payload.count / chunkSize + 1) * 24 + keys.utf8.count)
        var start = 0
        while start < payload.count {
            let end = min(start + chunkSize, payload.count)
            let more = end < payload.count ? "m=1" : "m=0"
            let chunkKeys = start == 0 ? keys + ",m=1" : more + ",q=2"
            out += command(keys: chunkKeys, payload: payload[start..<end])
            start = end
        }
        return out
    }

    /// One graphics command: `ESC _ G keys ; payload ESC \`, without the `;` when there is no payload.
    private static func command(keys: String, payload: ArraySlice<UInt8>?) -> [UInt8] {
        var out: [UInt8] = [0x1B, UInt8(ascii: "_"), UInt8(ascii: "G")]
        out.reserveCapacity(keys.utf8.count + (payload?.count ?? 0) + 6)
        out += keys.utf8
        if let payload {
            out.append(UInt8(ascii: ";"))
            out += payload
        }
        out += [0x1B, UInt8(ascii: "\\")]
        return out
    }
}
