import NavPilot

#if canImport(Glibc)
import Glibc
#endif

/// One entry of a folder as the file browser lists it.
public struct FolderEntry: Hashable, Sendable {
    /// What an entry is (a symbolic link says what it points at, or that it points nowhere).
    public enum Kind: Hashable, Sendable {
        /// A folder.
        case folder
        /// A regular file.
        case file
        /// A symbolic link to a folder.
        case linkToFolder
        /// A symbolic link to anything that is not a folder.
        case linkToFile
        /// A symbolic link that leads nowhere.
        case brokenLink
        /// A device, a FIFO, a socket.
        case other
    }

    /// The entry's name in its folder.
    public let name: String
    /// What it is.
    public let kind: Kind
    /// The size in bytes (of the target, for a link to a file).
    public let size: Int64

    /// Whether opening it lists a folder.
    public var opensAsFolder: Bool { kind == .folder || kind == .linkToFolder }
}

/// Why a folder or a file could not be read, in words for an alert.
public struct ReadProblem: Error, Hashable, Sendable {
    /// The path that could not be read.
    public let path: String
    /// Why, in the system's words (`Permission denied`) or ours (`not a regular file`).
    public let reason: String

    /// The path and the reason (`/srv/x: Permission denied`), for where the path is not already shown.
    public var message: String { "\(SafeText.escaping(path)): \(reason)" }
}

/// Reads folders and files for the browser, never writing anything.
public enum FolderReader {
    /// The entries of the folder at `path`: folders first, then by name.
    ///
    /// Read on the main actor in batches of `batch` entries with a yield between two batches: the
    /// app keeps answering keys and drawing while a folder of 100,000 entries loads (`progress` gets
    /// the number read so far after each batch), and a small folder is read before a headless
    /// session settles, so scenarios see it at once. Stops early when the task is cancelled.
    @MainActor
    public static func entries(
        of path: String, batch: Int = 2_000, progress: (Int) -> Void = { _ in }
    ) async throws(ReadProblem) -> [FolderEntry] {
        if let refusal = ReadConfinement.check(path) { throw ReadProblem(path: path, reason: refusal) }
        guard let folder = FileName.withCPath(path, { opendir($0) }) else {
            throw ReadProblem(path: path, reason: systemError())
        }
        defer { closedir(folder) }
        var entries: [FolderEntry] = []
        while let record = readdir(folder) {
            // As bytes: a name that is not UTF-8 keeps every byte (see `FileName`).
            let name = withUnsafeBytes(of: record.pointee.d_name) { bytes in
                FileName.string(fromBytes: bytes.prefix { $0 != 0 })
            }
            if name == "." || name == ".." { continue }
            entries.append(entry(named: name, in: path))
            if entries.count % batch == 0 {
                progress(entries.count)
                await Task.yield()
                if Task.isCancelled { return entries }
            }
        }
        entries.sort { lhs, rhs in
            lhs.opensAsFolder != rhs.opensAsFolder ? lhs.opensAsFolder : NaturalOrder.precedes(lhs.name, rhs.name)
        }
        return entries
    }

    /// What the entry `name` of `folder` is, following a symbolic link one step to say what it
    /// points at.
    static func entry(named name: String, in folder: String) -> FolderEntry {
        let path = join(folder, name)
        var status = stat()
        guard FileName.withCPath(path, { lstat($0, &status) }) == 0 else {
            return FolderEntry(name: name, kind: .other, size: 0)
        }
        switch status.st_mode & S_IFMT {
        case S_IFDIR: return FolderEntry(name: name, kind: .folder, size: 0)
        case S_IFREG: return FolderEntry(name: name, kind: .file, size: Int64(status.st_size))
        case S_IFLNK:
            var target = stat()
            guard FileName.withCPath(path, { stat($0, &target) }) == 0 else {
                return FolderEntry(name: name, kind: .brokenLink, size: 0)
            }
            return (target.st_mode & S_IFMT) == S_IFDIR
                ? FolderEntry(name: name, kind: .linkToFolder, size: 0)
                : FolderEntry(name: name, kind: .linkToFile, size: Int64(target.st_size))
        default: return FolderEntry(name: name, kind: .other, size: Int64(status.st_size))
        }
    }

    /// The canonical path of `path` (links resolved), or nil when it does not resolve.
    public static func realPath(_ path: String) -> String? {
        guard let resolved = FileName.withCPath(path, { realpath($0, nil) }) else { return nil }
        defer { free(resolved) }
        return FileName.string(
            fromBytes: UnsafeBufferPointer(start: resolved, count: strlen(resolved)).map {
                UInt8(bitPattern: $0)
            })
    }

    /// Whether `path` is a folder (following links).
    public static func isFolder(_ path: String) -> Bool {
        var status = stat()
        return FileName.withCPath(path, { stat($0, &status) }) == 0 && (status.st_mode & S_IFMT) == S_IFDIR
    }

    /// `path` made absolute against the working folder (unchanged when it already is, or when the
    /// working folder cannot be read): what a program the browser runs is handed, so no path can
    /// reach it as an option (`-x`) or a command (`+cmd`).
    public static func absolutePath(_ path: String) -> String {
        guard !path.hasPrefix("/"), let folder = getcwd(nil, 0) else { return path }
        defer { free(folder) }
        let bytes = UnsafeBufferPointer(start: folder, count: strlen(folder)).map { UInt8(bitPattern: $0) }
        return join(FileName.string(fromBytes: bytes), path)
    }

    /// `folder` and `name` joined by one slash.
    public static func join(_ folder: String, _ name: String) -> String {
        folder.hasSuffix("/") ? folder + name : folder + "/" + name
    }

    /// The first `limit` bytes of the file at `path` and the file's size.
    public static func head(of path: String, limit: Int = 64 << 10) throws(ReadProblem) -> (bytes: [UInt8], size: Int64)
    {
        if let refusal = ReadConfinement.check(path) { throw ReadProblem(path: path, reason: refusal) }
        // O_NONBLOCK: a FIFO with no writer must not hang the browser.
        let descriptor = FileName.withCPath(path) { open($0, O_RDONLY | O_NONBLOCK | O_CLOEXEC) }
        guard descriptor >= 0 else { throw ReadProblem(path: path, reason: systemError()) }
        defer { close(descriptor) }
        var status = stat()
        guard fstat(descriptor, &status) == 0 else { throw ReadProblem(path: path, reason: systemError()) }
        guard (status.st_mode & S_IFMT) == S_IFREG else {
            throw ReadProblem(path: path, reason: "not a regular file")
        }
        // A kernel file reports no size and makes its contents as it is read; reading some takes
        // them away from everyone else (`/proc/kmsg`, read by root through a link to it).
        if status.st_size == 0, let real = realPath(path), real.hasPrefix("/proc/") || real.hasPrefix("/sys/") {
            throw ReadProblem(path: path, reason: "not read: a /proc or /sys file made as it is read")
        }
        var bytes = [UInt8](repeating: 0, count: limit)
        var total = 0
        while total < limit {
            let count = bytes.withUnsafeMutableBytes { buffer in
                read(descriptor, buffer.baseAddress! + total, limit - total)
            }
            if count < 0, errno == EINTR { continue }
            guard count > 0 else { break }
            total += count
        }
        return (Array(bytes.prefix(total)), Int64(status.st_size))
    }

    private static func systemError() -> String {
        String(cString: strerror(errno))
    }
}
