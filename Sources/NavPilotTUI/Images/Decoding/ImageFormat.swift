/// The image file formats the toolkit shows, told apart by their first bytes, never by a file's name.
public enum ImageFormat: String, Hashable, Sendable, CaseIterable {
    /// Portable Network Graphics.
    case png = "PNG"
    /// JPEG (JFIF or Exif).
    case jpeg = "JPEG"
    /// GIF (87a or 89a); the first frame is shown.
    case gif = "GIF"

    /// The format whose signature `bytes` start with, or nil.
    public init?(signature bytes: some Collection<UInt8>) {
        if bytes.starts(with: [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]) {
            self = .png
        } else if bytes.starts(with: [0xFF, 0xD8, 0xFF]) {
            self = .jpeg
        } else if bytes.starts(with: Array("GIF87a".utf8)) || bytes.starts(with: Array("GIF89a".utf8)) {
            self = .gif
        } else {
            return nil
        }
    }

    /// The media type, as a `data:` URL names it.
    public var mediaType: String {
        switch self {
        case .png: "image/png"
        case .jpeg: "image/jpeg"
        case .gif: "image/gif"
        }
    }
}
