import NavPilot

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

/// Files the runner writes and reads below a folder it trusts, without following a symbolic link
/// below that folder: snapshots in `<scenario folder>/__snapshots__/<scenario>/`, casts in the
/// `--cast` folder.
///
/// The trusted base folder (one the user named, or the scenario's own folder) is followed as usual.
/// Each folder below it is opened with `O_NOFOLLOW` relative to the one before, so a symbolic link
/// planted as `__snapshots__` or as a scenario's folder is refused instead of sending the files
/// elsewhere, and the file itself must be a regular file, never a link. A write goes to a new
/// temporary file in the same folder, renamed over the old one, so a reader never sees half a file.
enum ConfinedFile {
    /// Writes `bytes` to `base/folders…/name`, creating the folders.
    ///
    /// With `replacing` false, a file already there is left alone and the write fails with
    /// `.exists` (decided atomically: the new file is linked in under its name, which fails when
    /// the name is taken). Replacing never writes through the old file: a hard link to it keeps
    /// the old contents. The new file gets the mode of the one it replaces, else 0644.
    static func write(
        _ bytes: [UInt8], base: String, folders: [String], name: String, replacing: Bool = true
    ) throws(ConfinedFileError) {
        let stream = try Stream(base: base, folders: folders, name: name)
        stream.write(bytes)
        try stream.finish(replacing: replacing)
    }

    /// A file written as it is made (a cast of a long run), so what it holds never has to be in
    /// memory at once: bytes go to a new temporary file beside it, which `finish` renames into
    /// place as `write` does; one not finished is removed.
    final class Stream {
        private let folder: (descriptor: Int32, path: String)
        private let name: String
        private let temporary: String
        private var file: Int32
        /// The first write that failed (`finish` throws it); nothing more is written after it.
        private var failure: Int32?
        /// The run's output allowance, when a write did not fit in it.
        private var overBudget: Int?

        /// Opens a new temporary file for `base/folders…/name`, creating the folders.
        init(base: String, folders: [String], name: String) throws(ConfinedFileError) {
            try createFolders(base)
            guard let folder = try openFolders(base: base, folders: folders, create: true) else {
                throw .cannotCreate(path: join(base, folders), reason: "it vanished while it was created")
            }
            let path = folder.path + "/" + name
            do {
                try requireRegularOrAbsent(name, in: folder.descriptor, path: path)
            } catch {
                close(folder.descriptor)
                throw error
            }
            let temporary = ".\(name).\(getpid()).\(UInt32.random(in: 0...UInt32.max)).tmp"
            let file = openat(
                folder.descriptor, temporary, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0o644)
            guard file >= 0 else {
                let code = errno
                close(folder.descriptor)
                throw .system("create", path: path, code: code)
            }
            (self.folder, self.name, self.temporary, self.file) = (folder, name, temporary, file)
        }

        deinit {
            if file >= 0 {
                close(file)
                unlinkat(folder.descriptor, temporary, 0)
            }
            close(folder.descriptor)
        }

        /// Appends `bytes` (after a failed write, nothing: `finish` reports it). Bytes beyond the
        /// run's output allowance (`RunBudget.outputBytes`) fail the file.
        func write(_ bytes: [UInt8]) {
            guard failure == nil, overBudget == nil, file >= 0 else { return }
            if let allowance = OutputAllowance.current, !allowance.spend(bytes.count) {
                overBudget = allowance.limit
                return
            }
            var written = 0
            while written < bytes.count {
                let count = bytes[written...].withUnsafeBytes { Glibc.write(file, $0.baseAddress, $0.count) }
                if count < 0 {
                    if errno == EINTR { continue }
                    failure = errno
                    return
                }
                written += count
            }
        }

        /// Puts the file in place: over one already there (keeping its mode) when `replacing`, else
        /// only if the name is free (`.exists` otherwise). Replacing never writes through the old
        /// file: a hard link to it keeps the old contents.
        func finish(replacing: Bool = true) throws(ConfinedFileError) {
            let path = folder.path + "/" + name
            guard file >= 0 else { throw .system("write", path: path, code: EBADF) }
            var old = stat()
            if fstatat(folder.descriptor, name, &old, AT_SYMLINK_NOFOLLOW) == 0 {
                fchmod(file, old.st_mode & 0o7777)
            }
            if close(file) != 0, failure == nil { failure = errno }
            file = -1
            defer { unlinkat(folder.descriptor, temporary, 0) }
            if let failure { throw .system("write", path: path, code: failure) }
            if let overBudget { throw .outputBudget(path: path, limit: overBudget) }
            try requireRegularOrAbsent(name, in: folder.descriptor, path: path)
            if replacing {
                guard renameat(folder.descriptor, temporary, folder.descriptor, name) == 0 else {
                    throw .system("write", path: path, code: errno)
                }
            } else if linkat(folder.descriptor, temporary, folder.descriptor, name, 0) != 0 {
                let code = errno
                if code == EEXIST { throw .exists(path: path) }
                throw .system("write", path: path, code: code)
            }
        }
    }

    /// The bytes of `base/folders…/name`, or nil when it (or one of the folders) does not exist.
    ///
    /// The folders are checked without following links, then the file is read through
    /// `RegularFile` without following a link: only a regular file of at most `maximumSize` bytes.
    static func read(
        base: String, folders: [String], name: String, maximumSize: Int
    ) throws(ConfinedFileError) -> [UInt8]? {
        guard let folder = try openFolders(base: base, folders: folders, create: false) else { return nil }
        close(folder.descriptor)
        do {
            return try RegularFile.read(
                atPath: folder.path + "/" + name, rules: .init(maximumSize: maximumSize, followsSymbolicLinks: false))
        } catch {
            throw .file(error)
        }
    }

    // MARK: Folders

    /// Opens `base`, then each of `folders` inside the one before without following links (creating
    /// them when asked). Nil when a folder is missing and `create` is false.
    fileprivate static func openFolders(
        base: String, folders: [String], create: Bool
    ) throws(ConfinedFileError) -> (descriptor: Int32, path: String)? {
        var descriptor = open(base, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        guard descriptor >= 0 else {
            let code = errno
            if code == ENOENT && !create { return nil }
            throw .system("open", path: base, code: code)
        }
        var path = base
        for folder in folders {
            path += "/" + folder
            if create, mkdirat(descriptor, folder, 0o755) != 0, errno != EEXIST {
                let code = errno
                close(descriptor)
                throw .system("create", path: path, code: code)
            }
            let next = openat(descriptor, folder, O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC)
            guard next >= 0 else {
                let code = errno
                let kind = kind(of: folder, in: descriptor)
                close(descriptor)
                if code == ENOENT && !create { return nil }
                switch kind {
                case .symbolicLink: throw .symbolicLink(path: path)
                case let kind? where kind != .directory: throw .notFolder(path: path, kind: kind)
                default: throw .system("open", path: path, code: code)
                }
            }
            close(descriptor)
            descriptor = next
        }
        return (descriptor, path)
    }

    /// Makes the folder `path` and any missing folder above it, as `mkdir -p` does (links the user
    /// named are followed); says why when it cannot, or when `path` is not a folder.
    static func createFolders(_ path: String) throws(ConfinedFileError) {
        var status = stat()
        if stat(path, &status) == 0 {
            let kind = FileKind(mode: status.st_mode)
            guard kind == .directory else { throw .notFolder(path: path, kind: kind) }
            return
        }
        if let slash = path.lastIndex(of: "/"), slash != path.startIndex {
            try createFolders(String(path[..<slash]))
        }
        if mkdir(path, 0o755) != 0 && errno != EEXIST {
            throw .system("create", path: path, code: errno)
        }
    }

    /// Refuses an existing `name` that is a symbolic link or not a regular file: it is never
    /// replaced, so a planted link or FIFO is reported instead of silently overwritten.
    fileprivate static func requireRegularOrAbsent(
        _ name: String, in folder: Int32, path: String
    ) throws(ConfinedFileError) {
        switch kind(of: name, in: folder) {
        case nil, .regular?: return
        case .symbolicLink?: throw .symbolicLink(path: path)
        case let kind?: throw .notRegular(path: path, kind: kind)
        }
    }

    /// What `name` in `folder` is, without following a link; nil when it does not exist.
    private static func kind(of name: String, in folder: Int32) -> FileKind? {
        var status = stat()
        guard fstatat(folder, name, &status, AT_SYMLINK_NOFOLLOW) == 0 else { return nil }
        return FileKind(mode: status.st_mode)
    }

    private static func join(_ base: String, _ folders: [String]) -> String {
        ([base] + folders).joined(separator: "/")
    }
}

/// Why `ConfinedFile` refused or failed. Descriptions quote the path terminal-safe.
enum ConfinedFileError: Error, CustomStringConvertible {
    /// A folder below the base, or the file, is a symbolic link.
    case symbolicLink(path: String)
    /// A folder below the base is something else.
    case notFolder(path: String, kind: FileKind)
    /// The file is not a regular file.
    case notRegular(path: String, kind: FileKind)
    /// A folder could not be created.
    case cannotCreate(path: String, reason: String)
    /// A system call failed (`code` is the errno).
    case system(String, path: String, code: Int32)
    /// Reading the file was refused.
    case file(RegularFileError)
    /// The file exists and was not to be replaced.
    case exists(path: String)
    /// Writing the file would take the run past its output budget (`limit` bytes).
    case outputBudget(path: String, limit: Int)

    var description: String {
        switch self {
        case .symbolicLink(let path):
            return "\(SafeText.quoted(path)) is a symbolic link; it is not followed"
        case .notFolder(let path, let kind):
            return "\(SafeText.quoted(path)) is a \(kind.rawValue), not a folder"
        case .notRegular(let path, let kind):
            return "\(SafeText.quoted(path)) is a \(kind.rawValue), not a regular file"
        case .cannotCreate(let path, let reason):
            return "cannot create \(SafeText.quoted(path)): \(SafeText.escaping(reason))"
        case .system(let operation, let path, let code):
            return "cannot \(operation) \(SafeText.quoted(path)): \(String(cString: strerror(code)))"
        case .file(let error):
            return error.description
        case .outputBudget(let path, let limit):
            let size = limit % (1 << 20) == 0 ? "\(limit >> 20) MiB" : "\(limit) bytes"
            return "not writing \(SafeText.quoted(path)): the run has written its \(size) of files "
                + "(run --max-output MIB changes the budget)"
        case .exists(let path):
            return "\(SafeText.quoted(path)) exists; --force replaces it"
        }
    }
}
