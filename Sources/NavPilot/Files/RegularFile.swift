#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

/// Reads files that may be hostile: a FIFO that never ends, a symbolic link to `/dev/zero`, a
/// device, a file of gigabytes, a file someone else put in place.
///
/// Only a regular file is read. The path is opened non-blocking (opening a FIFO cannot hang), its kind
/// and size are checked on the open descriptor before a byte is read, and reading stops one byte
/// past the limit, so a file that grows while it is read is refused too. Nothing is created, moved or
/// changed.
public enum RegularFile {
    /// What a read may accept beyond a plain regular file.
    public struct Rules: Sendable, Equatable {
        /// The most bytes accepted; a larger file is refused without being read.
        public var maximumSize: Int
        /// Whether the last path component may be a symbolic link. Files the user names on the command
        /// line may be links; files the program finds by itself (saved state) may not, so a link
        /// planted in their place is refused.
        public var followsSymbolicLinks: Bool
        /// Whether the file must belong to the user running the program.
        public var requiresOwnership: Bool

        /// Rules for a file of at most `maximumSize` bytes.
        public init(maximumSize: Int, followsSymbolicLinks: Bool = true, requiresOwnership: Bool = false) {
            self.maximumSize = maximumSize
            self.followsSymbolicLinks = followsSymbolicLinks
            self.requiresOwnership = requiresOwnership
        }
    }

    /// The file's bytes, or nil when nothing is at `path` (or a component of it is not a folder).
    ///
    /// - Throws: `RegularFileError` for anything that is not a regular file within the rules, and
    ///   for read errors.
    ///   Under a `ReadConfinement` (a scenario run), a path outside its folders is refused as
    ///   `.cannotOpen` with `EACCES`.
    public static func read(atPath path: String, rules: Rules) throws(RegularFileError) -> [UInt8]? {
        if ReadConfinement.check(path) != nil { throw .cannotOpen(path: path, code: EACCES) }
        let flags = O_RDONLY | O_CLOEXEC | O_NONBLOCK | O_NOCTTY | (rules.followsSymbolicLinks ? 0 : O_NOFOLLOW)
        let descriptor = FileName.withCPath(path) { open($0, flags) }
        guard descriptor >= 0 else {
            let code = errno
            if code == ENOENT || code == ENOTDIR { return nil }
            throw refusal(opening: path, code: code, followsSymbolicLinks: rules.followsSymbolicLinks)
        }
        defer { close(descriptor) }
        let status = try checkedStatus(of: descriptor, path: path, requiresOwnership: rules.requiresOwnership)
        guard Int(status.st_size) <= rules.maximumSize else {
            throw .tooLarge(path: path, size: Int(status.st_size), limit: rules.maximumSize)
        }
        // Regular files never block; clear O_NONBLOCK anyway so a read cannot fail with EAGAIN.
        _ = fcntl(descriptor, F_SETFL, fcntl(descriptor, F_GETFL) & ~O_NONBLOCK)
        var bytes: [UInt8] = []
        bytes.reserveCapacity(Int(status.st_size))
        var chunk = [UInt8](repeating: 0, count: 64 * 1024)
        while true {
            let count = chunk.withUnsafeMutableBytes { Glibc.read(descriptor, $0.baseAddress, $0.count) }
            if count < 0 {
                if errno == EINTR { continue }
                throw .cannotRead(path: path, code: errno)
            }
            if count == 0 { return bytes }
            bytes += chunk[0..<count]
            // The file grew past the limit after fstat: refuse it rather than read on.
            if bytes.count > rules.maximumSize {
                throw .tooLarge(path: path, size: bytes.count, limit: rules.maximumSize)
            }
        }
    }

    /// A descriptor that appends to the regular file at `path`, created with mode 0600 when nothing is
    /// there: for a log file named by the environment. The caller closes it.
    ///
    /// The last component is never followed (a symbolic link, even a dangling one, is refused, so no
    /// target is appended to or created), the open cannot block (a FIFO without a reader is refused at
    /// once, one with a reader after `fstat`), and the file must belong to the user running the program.
    ///
    /// - Throws: `RegularFileError` for anything else than the user's own regular file, and when the
    ///   file cannot be opened or created.
    public static func openForAppending(atPath path: String) throws(RegularFileError) -> Int32 {
        let flags = O_WRONLY | O_APPEND | O_CREAT | O_CLOEXEC | O_NOFOLLOW | O_NONBLOCK | O_NOCTTY
        let descriptor = FileName.withCPath(path) { open($0, flags, 0o600) }
        guard descriptor >= 0 else { throw refusal(opening: path, code: errno) }
        do {
            _ = try checkedStatus(of: descriptor, path: path, requiresOwnership: true)
        } catch {
            close(descriptor)
            throw error
        }
        // Appends to a regular file never block; clear O_NONBLOCK anyway so a write cannot fail with EAGAIN.
        _ = fcntl(descriptor, F_SETFL, fcntl(descriptor, F_GETFL) & ~O_NONBLOCK)
        return descriptor
    }

    /// The status of an open descriptor that must be a regular file (owned by the user when required).
    private static func checkedStatus(
        of descriptor: Int32, path: String, requiresOwnership: Bool
    ) throws(RegularFileError) -> stat {
        var status = stat()
        guard fstat(descriptor, &status) == 0 else { throw .cannotRead(path: path, code: errno) }
        guard status.st_mode & S_IFMT == S_IFREG else {
            throw .notRegular(path: path, kind: FileKind(mode: status.st_mode))
        }
        if requiresOwnership, status.st_uid != geteuid() {
            throw .notOwned(path: path, owner: status.st_uid)
        }
        return status
    }

    /// Why `open` failed, named by what is at `path` when that explains it better than `errno`: with
    /// `O_NOFOLLOW` a symbolic link fails with `ELOOP`, a FIFO without a reader opened non-blocking for
    /// writing fails with `ENXIO`, a folder opened for writing with `EISDIR`.
    private static func refusal(
        opening path: String, code: Int32, followsSymbolicLinks: Bool = false
    ) -> RegularFileError {
        var status = stat()
        if (followsSymbolicLinks ? stat(path, &status) : lstat(path, &status)) == 0 {
            switch FileKind(mode: status.st_mode) {
            case .regular: break
            case .symbolicLink: return .symbolicLink(path: path)
            case let kind: return .notRegular(path: path, kind: kind)
            }
        }
        return .cannotOpen(path: path, code: code)
    }
}

/// What kind of file a path turned out to be, for messages.
public enum FileKind: String, Sendable, Equatable {
    case regular = "regular file"
    case directory = "folder"
    case fifo = "FIFO"
    case socket = "socket"
    case characterDevice = "character device"
    case blockDevice = "block device"
    case symbolicLink = "symbolic link"
    case unknown = "special file"

    /// The kind a `st_mode` names.
    public init(mode: mode_t) {
        switch mode & S_IFMT {
        case S_IFREG: self = .regular
        case S_IFDIR: self = .directory
        case S_IFIFO: self = .fifo
        case S_IFSOCK: self = .socket
        case S_IFCHR: self = .characterDevice
        case S_IFBLK: self = .blockDevice
        case S_IFLNK: self = .symbolicLink
        default: self = .unknown
        }
    }
}

/// Why `RegularFile` refused a file. Descriptions quote the path terminal-safe.
public enum RegularFileError: Error, Equatable, CustomStringConvertible {
    /// The path is a FIFO, a device, a folder, a socket…
    case notRegular(path: String, kind: FileKind)
    /// The last component is a symbolic link and the rules do not follow links.
    case symbolicLink(path: String)
    /// The file belongs to another user.
    case notOwned(path: String, owner: uid_t)
    /// The file is larger than the rules allow.
    case tooLarge(path: String, size: Int, limit: Int)
    /// `open` failed (`code` is the errno).
    case cannotOpen(path: String, code: Int32)
    /// `fstat` or `read` failed (`code` is the errno).
    case cannotRead(path: String, code: Int32)

    /// The path the error is about.
    public var path: String {
        switch self {
        case .notRegular(let path, _), .symbolicLink(let path), .notOwned(let path, _),
            .tooLarge(let path, _, _), .cannotOpen(let path, _), .cannotRead(let path, _):
            path
        }
    }

    /// What went wrong, in a sentence that names the file.
    public var description: String {
        let file = SafeText.quoted(path)
        switch self {
        case .notRegular(_, let kind): return "\(file) is a \(kind.rawValue), not a regular file"
        case .symbolicLink: return "\(file) is a symbolic link; it is not followed"
        case .notOwned(_, let owner): return "\(file) belongs to another user (uid \(owner))"
        case .tooLarge(_, let size, let limit):
            return "\(file) is too large (\(size) bytes; the limit is \(limit))"
        case .cannotOpen(_, let code): return "cannot open \(file): \(String(cString: strerror(code)))"
        case .cannotRead(_, let code): return "cannot read \(file): \(String(cString: strerror(code)))"
        }
    }
}
