import CImageCodecs
import NavPilot

/// PNG through libpng's simplified API, which reports failures in the image structure (no setjmp)
/// and reads the header first, so the size is checked before the pixels are allocated.
enum PNGDecoding {
    static func decode(_ bytes: [UInt8]) throws(ImageError) -> (width: Int, height: Int, pixels: PixelGrid) {
        let png = try ImageCodecs.png.get()
        var image = png_image()
        image.version = navpilot_png_image_version()
        let began = bytes.withUnsafeBytes { png.beginRead(&image, $0.baseAddress, $0.count) }
        defer { png.free(&image) }
        guard began != 0 else { throw .damaged(.png, message(of: &image)) }
        let (width, height) = (Int(image.width), Int(image.height))
        try ImageDecoder.checkSize(width: width, height: height)
        image.format = navpilot_png_format_rgba()
        var rgba = [UInt8](repeating: 0, count: width * height * 4)
        let finished = rgba.withUnsafeMutableBytes { buffer in
            png.finishRead(&image, nil, buffer.baseAddress, Int32(width * 4), nil)
        }
        guard finished != 0, navpilot_png_image_failed(&image) == 0 else { throw .damaged(.png, message(of: &image)) }
        return (width, height, PixelGrid(width: width, height: height, rgba: rgba))
    }

    /// libpng's message (a fixed 64-byte field), made safe to show.
    private static func message(of image: inout png_image) -> String {
        let text = withUnsafeBytes(of: &image.message) { raw in
            String(decoding: raw.prefix { $0 != 0 }, as: UTF8.self)
        }
        return SafeText.escaping(text)
    }
}
