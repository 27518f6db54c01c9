/// Why an image is not shown, in words a user reads in place of it.
///
/// Every refusal comes before the memory it would cost is taken: a file's size is checked before it
/// is read, and the pixels an image declares before they are decoded (a 100000 by 100000 PNG is a few
/// hundred bytes that would take 40 GB).
public enum ImageError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The file could not be read; the reason is the system's (`No such file or directory`).
    case unreadable(String)
    /// The file is larger than `ImageLimits.maximumFileBytes`.
    case fileTooLarge(bytes: Int64)
    /// The bytes are not PNG, JPEG or GIF.
    case unknownFormat
    /// The image declares more pixels than `ImageLimits.maximumPixels` (or a side of 0).
    case tooManyPixels(width: Int, height: Int)
    /// The codec gave up on the bytes (truncated, corrupt); its message says where.
    case damaged(ImageFormat, String)
    /// The system library that decodes the format (`libpng16.so.16`) could not be loaded.
    case codecUnavailable(ImageFormat, String)
    /// The program is a static executable that does not link the format's codec (`libturbojpeg.so.0`)
    /// in: a static executable that opened the shared library would get a second C library, which
    /// crashes it. Its executable target depends on the `NavPilotStaticImageCodecs` product to link
    /// them in.
    case codecNotLinked(ImageFormat, String)

    /// One line for the screen: `declares 100000 by 100000 pixels; at most 12,000,000 are shown`.
    public var description: String {
        switch self {
        case .unreadable(let reason):
            return "cannot be read: \(reason)"
        case .fileTooLarge(let bytes):
            return
                "is \(Self.megabytes(bytes)); images over \(Self.megabytes(Int64(ImageLimits.maximumFileBytes))) are not shown"
        case .unknownFormat:
            return "is not a PNG, JPEG or GIF image"
        case .tooManyPixels(let width, let height):
            if width <= 0 || height <= 0 { return "declares \(width) by \(height) pixels: there is nothing to show" }
            return
                "declares \(width) by \(height) pixels; images over \(Self.grouped(ImageLimits.maximumPixels)) pixels are not shown"
        case .damaged(let format, let message):
            return "is a damaged \(format.rawValue) file: \(message)"
        case .codecUnavailable(let format, let library):
            return "is a \(format.rawValue) image, and \(library), which decodes it, is not installed"
        case .codecNotLinked(let format, let library):
            return "is a \(format.rawValue) image, and this program was built without \(library), which decodes it"
        }
    }

    /// `1.0 GB`, `64 MB`: sizes in decimal units, as the file browser shows them.
    static func megabytes(_ bytes: Int64) -> String {
        if bytes >= 1_000_000_000 { return "\(Double(bytes / 100_000_000) / 10) GB" }
        return "\(bytes / 1_000_000) MB"
    }

    /// `12,000,000`.
    static func grouped(_ value: Int) -> String {
        var digits = Array(String(value))
        var index = digits.count - 3
        while index > 0 {
            digits.insert(",", at: index)
            index -= 3
        }
        return String(digits)
    }
}

/// What an image may cost before it is refused (see `ImageError`).
public enum ImageLimits {
    /// Files larger than this are not read: 64 MB.
    public static let maximumFileBytes = 64_000_000
    /// Images declaring more pixels than this are not decoded (12 million: a 4000 by 3000 photo; 48
    /// MB as RGBA). A JPEG is decoded at the smallest scale its codec offers that still covers
    /// `previewSide`, so larger photos show too.
    public static let maximumPixels = 12_000_000
    /// The long side, in pixels, an image is kept at once decoded: enough for half blocks in any
    /// pane and for a terminal to scale a picture from, 1 MB of RGBA at most per image.
    public static let previewSide = 512
}
