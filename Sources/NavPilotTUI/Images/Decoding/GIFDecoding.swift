import CImageCodecs
import NavPilot

/// GIF through giflib, record by record rather than `DGifSlurp`: each frame's declared size is
/// checked before its pixels are allocated, and only the first frame is read (a still preview).
enum GIFDecoding {
    static func decode(_ bytes: [UInt8]) throws(ImageError) -> (width: Int, height: Int, pixels: PixelGrid) {
        let codec = try ImageCodecs.gif.get()
        let reader = GIFReader(bytes)
        let context = Unmanaged.passRetained(reader)
        defer { context.release() }
        var error: Int32 = 0
        guard let gif = codec.open(context.toOpaque(), GIFReader.read, &error) else {
            throw .damaged(.gif, message(error))
        }
        defer { _ = codec.close(gif, &error) }
        let (screenWidth, screenHeight) = (Int(gif.pointee.SWidth), Int(gif.pointee.SHeight))
        try ImageDecoder.checkSize(width: screenWidth, height: screenHeight)
        var transparent: Int32 = -1
        while true {
            var record = UNDEFINED_RECORD_TYPE
            guard codec.recordType(gif, &record) == GIF_OK else { throw .damaged(.gif, message(gif.pointee.Error)) }
            switch record {
            case IMAGE_DESC_RECORD_TYPE:
                guard codec.imageDescription(gif) == GIF_OK else { throw .damaged(.gif, message(gif.pointee.Error)) }
                let pixels = try firstFrame(gif, codec, transparent: transparent, screen: (screenWidth, screenHeight))
                return (screenWidth, screenHeight, pixels)
            case EXTENSION_RECORD_TYPE:
                transparent = try skipExtension(gif, codec, transparent: transparent)
            case TERMINATE_RECORD_TYPE:
                throw .damaged(.gif, "it holds no image")
            default:
                throw .damaged(.gif, "an unknown record")
            }
        }
    }

    /// The frame just described, drawn on a transparent screen of the GIF's size.
    private static func firstFrame(
        _ gif: UnsafeMutablePointer<GifFileType>, _ codec: ImageCodecs.GIF, transparent: Int32,
        screen: (width: Int, height: Int)
    ) throws(ImageError) -> PixelGrid {
        let frame = gif.pointee.Image
        let (width, height) = (Int(frame.Width), Int(frame.Height))
        try ImageDecoder.checkSize(width: width, height: height)
        guard let map = frame.ColorMap ?? gif.pointee.SColorMap, let colors = map.pointee.Colors else {
            throw .damaged(.gif, "it has no colour table")
        }
        var indices = [UInt8](repeating: 0, count: width * height)
        let rows: [Int] =
            frame.Interlace
            ? [(0, 8), (4, 8), (2, 4), (1, 2)].flatMap { stride(from: $0.0, to: height, by: $0.1) }
            : Array(0..<height)
        for row in rows {
            let status = indices.withUnsafeMutableBufferPointer {
                codec.line(gif, $0.baseAddress! + row * width, Int32(width))
            }
            guard status == GIF_OK else { throw .damaged(.gif, message(gif.pointee.Error)) }
        }
        var rgba = [UInt8](repeating: 0, count: screen.width * screen.height * 4)
        let colorCount = Int(map.pointee.ColorCount)
        for y in 0..<height {
            let screenY = Int(frame.Top) + y
            guard screenY >= 0, screenY < screen.height else { continue }
            for x in 0..<width {
                let screenX = Int(frame.Left) + x
                guard screenX >= 0, screenX < screen.width else { continue }
                let index = Int(indices[y * width + x])
                guard index != Int(transparent), index < colorCount else { continue }
                let color = colors[index]
                let target = (screenY * screen.width + screenX) * 4
                (rgba[target], rgba[target + 1], rgba[target + 2], rgba[target + 3]) = (
                    color.Red, color.Green, color.Blue, 255
                )
            }
        }
        return PixelGrid(width: screen.width, height: screen.height, rgba: rgba)
    }

    /// Reads past an extension, returning the transparent colour a graphics control block names.
    private static func skipExtension(
        _ gif: UnsafeMutablePointer<GifFileType>, _ codec: ImageCodecs.GIF, transparent: Int32
    ) throws(ImageError) -> Int32 {
        var code: Int32 = 0
        var block: UnsafeMutablePointer<GifByteType>?
        guard codec.extensionBlock(gif, &code, &block) == GIF_OK else {
            throw .damaged(.gif, message(gif.pointee.Error))
        }
        var result = transparent
        if code == GRAPHICS_EXT_FUNC_CODE, let block {
            var control = GraphicsControlBlock()
            if codec.graphicsControl(Int(block[0]), block + 1, &control) == GIF_OK { result = control.TransparentColor }
        }
        while block != nil {
            guard codec.nextExtensionBlock(gif, &block) == GIF_OK else {
                throw .damaged(.gif, message(gif.pointee.Error))
            }
        }
        return result
    }

    private static func message(_ code: Int32) -> String {
        let text = (try? ImageCodecs.gif.get())?.errorString(code).map { String(cString: $0) }
        return SafeText.escaping(text ?? "error \(code)")
    }
}

/// The bytes giflib reads a GIF from, through its input callback.
private final class GIFReader {
    let bytes: [UInt8]
    var offset = 0

    init(_ bytes: [UInt8]) { self.bytes = bytes }

    /// giflib's input function: copies up to `count` bytes, returning how many (0 at the end).
    static let read: InputFunc = { gif, target, count in
        guard let gif, let target, let context = gif.pointee.UserData else { return 0 }
        let reader = Unmanaged<GIFReader>.fromOpaque(context).takeUnretainedValue()
        let taken = min(Int(count), reader.bytes.count - reader.offset)
        guard taken > 0 else { return 0 }
        reader.bytes.withUnsafeBufferPointer { source in
            target.update(from: source.baseAddress! + reader.offset, count: taken)
        }
        reader.offset += taken
        return Int32(taken)
    }
}
