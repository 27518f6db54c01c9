#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Reads an image file whole, after checking its size: a file over the limit is never read, and a
/// FIFO or device is opened without blocking and refused.
enum ImageFile {
    /// The bytes of the regular file at `path`.
    static func contents(ofPath path: String) throws(ImageError) -> [UInt8] {
        let descriptor = open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC)
        guard descriptor >= 0 else { throw .unreadable(reason(errno)) }
        defer { close(descriptor) }
        var status = stat()
        guard fstat(descriptor, &status) == 0 else { throw .unreadable(reason(errno)) }
        guard status.st_mode & S_IFMT == S_IFREG else { throw .unreadable("not a regular file") }
        let size = Int64(status.st_size)
        guard size <= ImageLimits.maximumFileBytes else { throw .fileTooLarge(bytes: size) }
        var bytes = [UInt8](repeating: 0, count: Int(size))
        var filled = 0
        while filled < bytes.count {
            let count = bytes.withUnsafeMutableBytes { buffer in
                read(descriptor, buffer.baseAddress! + filled, buffer.count - filled)
            }
            if count < 0, errno == EINTR { continue }
            guard count >= 0 else { throw .unreadable(reason(errno)) }
            if count == 0 { break }  // the file shrank while read: decode what is there
            filled += count
        }
        return Array(bytes.prefix(filled))
    }

    /// The system's words for `code`.
    private static func reason(_ code: Int32) -> String {
        strerror(code).map { String(cString: $0) } ?? "error \(code)"
    }

    /// The modification time and size of the file at `path`, which say whether a cached decode
    /// is still the file's; nil when it cannot be read.
    static func version(of path: String) -> ImageFileVersion? {
        var status = stat()
        guard stat(path, &status) == 0 else { return nil }
        return ImageFileVersion(
            size: Int64(status.st_size),
            modified: Int64(status.st_mtim.tv_sec) * 1_000_000_000 + Int64(status.st_mtim.tv_nsec),
            inode: UInt64(status.st_ino))
    }
}

/// What tells one version of a file from another without reading it.
struct ImageFileVersion: Hashable, Sendable {
    let size: Int64
    let modified: Int64
    let inode: UInt64
}
