import Synchronization

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

/// The default `StateStore`: one file per key in a private directory.
///
/// - Directory: `$NAVPILOT_STATE_DIR`, else `$XDG_STATE_HOME/navpilot`, else
///   `~/.local/state/navpilot`; created on demand with mode 0700.
/// - File: the key made safe by `StateFileName` (`NavPilot.FeedRoute.json`), mode 0600.
/// - Writes are atomic and durable: a temporary file in the same directory is written, flushed
///   with `fsync`, renamed over the old file, and the directory is flushed, so a crash or a
///   concurrent writer in another process never leaves a torn file.
/// - Only the user's own regular file of at most 1 MiB is read (`load` says why it refuses one).
/// - A file that cannot be decoded is moved aside as `<name>.corrupt-<UTC timestamp>` (with `-2`,
///   `-3`, … if that exists), never overwritten and never deleted.
public struct FileStateStore: StateStore {
    /// The directory the files live in.
    public let directory: String

    /// A store in `directory` (tests and programs that choose their own place).
    public init(directory: String) {
        self.directory = directory
    }

    /// A store in the directory the environment names (see the type's documentation), or in
    /// `scopedDirectory` when one is set for the current task.
    public init(environment: [String: String] = ProcessInfo.processInfo.environment) {
        self.init(directory: Self.scopedDirectory ?? Self.defaultDirectory(environment: environment))
    }

    /// A directory that replaces the default one for every store made with `init(environment:)`
    /// (and so every `persistState: true` pilot) inside `$scopedDirectory.withValue(_:operation:)`.
    ///
    /// Scenario runs set it, so a session they build never reads or writes the user's saved stacks:
    ///
    /// ```swift
    /// let session = FileStateStore.$scopedDirectory.withValue(scratchFolder) { makeSession() }
    /// ```
    @TaskLocal public static var scopedDirectory: String?

    /// `$NAVPILOT_STATE_DIR`, else `$XDG_STATE_HOME/navpilot`, else `$HOME/.local/state/navpilot`
    /// (the home directory from the password database when `HOME` is unset). Empty values are ignored.
    public static func defaultDirectory(environment: [String: String]) -> String {
        if let explicit = environment["NAVPILOT_STATE_DIR"], !explicit.isEmpty {
            return explicit
        }
        if let state = environment["XDG_STATE_HOME"], state.hasPrefix("/") {
            return state + "/navpilot"
        }
        var home = environment["HOME"] ?? ""
        if home.isEmpty, let entry = getpwuid(getuid()), let directory = entry.pointee.pw_dir {
            home = String(cString: directory)
        }
        return (home.isEmpty ? "." : home) + "/.local/state/navpilot"
    }

    /// The file that holds `key`.
    public func path(forKey key: String) -> String {
        directory + "/" + StateFileName.forKey(key)
    }

    // MARK: StateStore

    /// The bytes of the key's file, or nil when there is no file.
    ///
    /// The file is read only when it is the user's own regular file of at most `SavedStack`'s limit
    /// (1 MiB): a symbolic link is not followed, a FIFO or device is refused without blocking, and a
    /// larger file is refused before a byte is read (see `RegularFile`).
    ///
    /// - Throws: `RegularFileError` naming what is there instead.
    public func load(key: String) throws -> Data? {
        let rules = RegularFile.Rules(
            maximumSize: SavedStack.maximumSize, followsSymbolicLinks: false, requiresOwnership: true)
        return try RegularFile.read(atPath: path(forKey: key), rules: rules).map { Data($0) }
    }

    /// Why the directory is unsafe for saved state, or nil: one that belongs to another user, or that
    /// its group or others can write, lets them replace or remove the saved stack. A missing directory
    /// is fine (it is created with mode 0700).
    public func locationWarning() -> String? {
        var status = stat()
        guard stat(directory, &status) == 0 else { return nil }
        let folder = SafeText.quoted(directory)
        if status.st_uid != geteuid() {
            return "the state folder \(folder) belongs to another user (uid \(status.st_uid)), "
                + "who can replace or remove the saved stack"
        }
        if status.st_mode & (S_IWGRP | S_IWOTH) != 0 {
            let mode = String(status.st_mode & 0o7777, radix: 8)
            return "the state folder \(folder) can be written by other users (mode \(mode)), "
                + "who can replace or remove the saved stack; chmod 700 it"
        }
        return nil
    }

    /// Locks the state folder (`flock` on the folder itself, held until the process ends, so no file
    /// is added to it); when another running program holds the lock, returns a warning: both save
    /// stacks there, and for a stack both save, the last one to save wins.
    public func claim(key: String) -> String? {
        if FileStateStore.claimedFolders.withLock({ $0.contains(directory) }) { return nil }
        guard (try? createDirectory()) != nil else { return nil }
        let descriptor = open(directory, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        guard descriptor >= 0 else { return nil }
        guard flock(descriptor, LOCK_EX | LOCK_NB) == 0 else {
            close(descriptor)
            return "another program saves its stacks to \(SafeText.quoted(directory)) too (two instances?); "
                + "for a stack both save, the last one to save wins"
        }
        // The descriptor stays open (and the lock held) for as long as the process runs.
        FileStateStore.claimedFolders.withLock { _ = $0.insert(directory) }
        return nil
    }

    /// The state folders this process holds the lock of.
    private static let claimedFolders = Mutex<Set<String>>([])

    /// Replaces the key's file atomically and durably (temporary file, fsync, rename, directory fsync).
    /// A blob larger than the limit `load` reads is refused (`EFBIG`) and the old file kept: it could
    /// not be read back.
    public func save(_ data: Data, key: String) throws {
        let target = path(forKey: key)
        guard data.count <= SavedStack.maximumSize else {
            throw StateStoreError(operation: "save", path: target, code: EFBIG)
        }
        try createDirectory()
        removeStaleTemporaries(forKey: key)
        let temporary =
            directory + "/." + StateFileName.forKey(key) + ".tmp-\(getpid())-\(UInt32.random(in: 0...UInt32.max))"
        let descriptor = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o600)
        guard descriptor >= 0 else {
            throw StateStoreError(operation: "create", path: temporary, code: errno)
        }
        var closed = false
        do {
            // The umask can only narrow the mode; fchmod makes it exactly 0600 whatever it is.
            try check(fchmod(descriptor, 0o600), "chmod", temporary)
            try writeAll(data, to: descriptor, path: temporary)
            try check(fsync(descriptor), "fsync", temporary)
            closed = true  // the descriptor is released even when close reports an error
            try check(close(descriptor), "close", temporary)
        } catch {
            if !closed { close(descriptor) }
            unlink(temporary)
            throw error
        }
        do {
            try check(rename(temporary, target), "rename", target)
        } catch {
            unlink(temporary)
            throw error
        }
        syncDirectory()
    }

    /// Removes the key's temporary files that a process which no longer runs left (killed with
    /// SIGKILL, or the machine lost power, while it saved): `.<file>.tmp-<pid>-<random>`. A temporary
    /// file of a process still running (this one, or another instance saving now) is left alone.
    private func removeStaleTemporaries(forKey key: String) {
        let prefix = "." + StateFileName.forKey(key) + ".tmp-"
        guard let folder = opendir(directory) else { return }
        defer { closedir(folder) }
        while let record = readdir(folder) {
            let name = withUnsafeBytes(of: record.pointee.d_name) { bytes in
                String(decoding: bytes.prefix { $0 != 0 }, as: UTF8.self)
            }
            guard name.hasPrefix(prefix), let pid = pid_t(name.dropFirst(prefix.count).prefix { $0 != "-" }) else {
                continue
            }
            if pid > 0, kill(pid, 0) != 0, errno == ESRCH {
                unlink(directory + "/" + name)
            }
        }
    }

    /// Deletes the key's file; a missing file is not an error.
    public func remove(key: String) throws {
        let path = path(forKey: key)
        if unlink(path) != 0, errno != ENOENT {
            throw StateStoreError(operation: "remove", path: path, code: errno)
        }
        syncDirectory()
    }

    /// Moves the key's file to `<name>.corrupt-<UTC timestamp>[-n]` and returns that path.
    public func quarantine(key: String) throws -> String {
        let path = path(forKey: key)
        let base = path + ".corrupt-" + Self.timestamp()
        var attempt = 1
        while true {
            let destination = attempt == 1 ? base : "\(base)-\(attempt)"
            // link() fails when the destination exists, so an earlier quarantined file is never
            // replaced (rename would silently overwrite it).
            if link(path, destination) == 0 {
                unlink(path)
                syncDirectory()
                return destination
            }
            let failure = errno
            if failure == EEXIST {
                attempt += 1
                continue
            }
            // Filesystems without hard links: check, then rename (a narrow race is acceptable there).
            if failure == EPERM || failure == ENOTSUP || failure == EOPNOTSUPP, access(destination, F_OK) != 0 {
                try check(rename(path, destination), "rename", destination)
                syncDirectory()
                return destination
            }
            throw StateStoreError(operation: "quarantine", path: path, code: failure)
        }
    }

    // MARK: Helpers

    /// Creates the directory and any missing parents, each with mode 0700.
    private func createDirectory() throws {
        var current = directory.hasPrefix("/") ? "" : "."
        for component in directory.split(separator: "/") {
            current += "/" + component
            if mkdir(current, 0o700) != 0, errno != EEXIST {
                throw StateStoreError(operation: "create directory", path: current, code: errno)
            }
        }
    }

    private func writeAll(_ data: Data, to descriptor: Int32, path: String) throws {
        try data.withUnsafeBytes { (bytes: UnsafeRawBufferPointer) in
            var offset = 0
            while offset < bytes.count {
                let written = write(descriptor, bytes.baseAddress! + offset, bytes.count - offset)
                if written < 0 {
                    if errno == EINTR { continue }
                    throw StateStoreError(operation: "write", path: path, code: errno)
                }
                offset += written
            }
        }
    }

    /// Makes a rename or unlink durable. Best effort: some filesystems refuse fsync on directories.
    private func syncDirectory() {
        let descriptor = open(directory, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        guard descriptor >= 0 else { return }
        fsync(descriptor)
        close(descriptor)
    }

    private func check(_ result: Int32, _ operation: String, _ path: String) throws {
        if result != 0 {
            throw StateStoreError(operation: operation, path: path, code: errno)
        }
    }

    /// `20261130T201500Z`: UTC, sortable, no characters that need quoting in a shell.
    static func timestamp(_ date: Date = Date()) -> String {
        var seconds = time_t(date.timeIntervalSince1970.rounded(.down))
        var parts = tm()
        gmtime_r(&seconds, &parts)
        func two(_ value: Int32) -> String { value < 10 ? "0\(value)" : "\(value)" }
        return "\(parts.tm_year + 1900)\(two(parts.tm_mon + 1))\(two(parts.tm_mday))T"
            + "\(two(parts.tm_hour))\(two(parts.tm_min))\(two(parts.tm_sec))Z"
    }
}
