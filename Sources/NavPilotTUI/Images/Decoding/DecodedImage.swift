/// An image decoded and kept small: its format and size as the file declares them, its pixels at
/// most `ImageLimits.previewSide` on the long side, and the file's own bytes when a terminal can
/// take them as they are (a PNG, for the kitty graphics protocol and for screenshots).
public struct DecodedImage: Hashable, Sendable {
    /// The file's format.
    public let format: ImageFormat
    /// The width in pixels the file declares.
    public let width: Int
    /// The height in pixels the file declares.
    public let height: Int
    /// The pixels, scaled down to `ImageLimits.previewSide` on the long side when larger.
    let pixels: PixelGrid
    /// The encoded file, kept when it is at most `keptFileBytes` (else terminals get `pixels`).
    let file: [UInt8]?

    /// Encoded files up to this size are kept to be sent as they are.
    static let keptFileBytes = 4_000_000
}

/// Decodes PNG, JPEG and GIF through the system's codecs (libpng, libjpeg-turbo, giflib), refusing
/// before allocating what a hostile file asks for.
public enum ImageDecoder {
    /// The image in `bytes`, told apart by its signature.
    public static func decode(_ bytes: [UInt8]) throws(ImageError) -> DecodedImage {
        guard let format = ImageFormat(signature: bytes) else { throw .unknownFormat }
        let full: (width: Int, height: Int, pixels: PixelGrid)
        switch format {
        case .png: full = try PNGDecoding.decode(bytes)
        case .jpeg: full = try JPEGDecoding.decode(bytes, coveringSide: ImageLimits.previewSide)
        case .gif: full = try GIFDecoding.decode(bytes)
        }
        return DecodedImage(
            format: format, width: full.width, height: full.height, pixels: preview(of: full.pixels),
            file: bytes.count <= DecodedImage.keptFileBytes ? bytes : nil)
    }

    /// The file at `path`, refused unread when larger than `ImageLimits.maximumFileBytes`.
    public static func decodeFile(atPath path: String) throws(ImageError) -> DecodedImage {
        try decode(ImageFile.contents(ofPath: path))
    }

    /// `pixels` scaled to `ImageLimits.previewSide` on its long side when larger, aspect kept.
    static func preview(of pixels: PixelGrid) -> PixelGrid {
        let side = ImageLimits.previewSide
        let long = max(pixels.width, pixels.height)
        guard long > side else { return pixels }
        let width = max(1, pixels.width * side / long)
        let height = max(1, pixels.height * side / long)
        return pixels.scaled(toWidth: width, height: height)
    }

    /// Refuses a size with no pixels or more than `ImageLimits.maximumPixels`.
    static func checkSize(width: Int, height: Int) throws(ImageError) {
        guard width > 0, height > 0,
            width.multipliedReportingOverflow(by: height).partialValue <= ImageLimits.maximumPixels,
            width <= 1 << 20, height <= 1 << 20
        else { throw .tooManyPixels(width: width, height: height) }
    }
}
