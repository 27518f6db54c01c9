import NavPilot

#if canImport(Glibc)
import Glibc
#endif

/// Paths removed when SIGINT, SIGTERM or SIGHUP ends the process: what a program leaves in the file
/// system while it runs and must not leave behind (a control socket). Each is removed only while it
/// is still the file the program made (the same device and inode): what another program put at the
/// path since (another session's socket, a user's file) is left alone. The handler only calls
/// `lstat` and `unlink` (async-signal-safe), puts back the handler that was there before (the
/// terminal's restorer, or the default action) and raises the signal again, so the process ends as
/// it would have.
package enum RemovedOnSignal {
    /// The most paths kept at once.
    static let capacity = 8

    /// Removes `path` too if a termination signal ends the process while it is still `file`; false
    /// when `capacity` paths are kept already. The handlers are installed with the first path.
    @MainActor
    package static func add(_ path: String, file: FileIdentity) -> Bool {
        guard let slot = (0..<capacity).first(where: { paths[$0] == nil }) else { return false }
        identities[slot] = file
        paths[slot] = strdup(path)
        if replaced.isEmpty {
            replaced = SignalDisposition.install(
                removeAndReraise, for: [SIGINT, SIGTERM, SIGHUP], leavingIgnored: [SIGINT, SIGTERM, SIGHUP])
            for (signal, previous) in replaced { previousActions[Int(signal)] = previous }
        }
        return true
    }

    /// Stops removing `path` on a signal (it was removed, or handed on).
    @MainActor
    package static func forget(_ path: String) {
        for slot in 0..<capacity {
            guard let kept = paths[slot], String(cString: kept) == path else { continue }
            paths[slot] = nil
            // Not freed: a handler on another thread might be reading it.
        }
    }

    @MainActor private static var replaced: [(signal: Int32, previous: sigaction)] = []
}

/// The paths, as C strings the handler can pass to `unlink` (nil slots are free).
nonisolated(unsafe) private var paths = [UnsafeMutablePointer<CChar>?](repeating: nil, count: 8)
/// The file each path must still be for the handler to remove it.
nonisolated(unsafe) private var identities = [FileIdentity](
    repeating: FileIdentity(device: 0, inode: 0), count: 8)
/// The dispositions the handler replaced, by signal number.
nonisolated(unsafe) private var previousActions: [sigaction] = Array(repeating: sigaction(), count: 32)

private func removeAndReraise(_ signal: Int32) {
    for slot in 0..<RemovedOnSignal.capacity {
        guard let path = paths[slot] else { continue }
        var status = stat()
        if lstat(path, &status) == 0, FileIdentity(status) == identities[slot] { _ = unlink(path) }
    }
    _ = sigaction(signal, &previousActions[Int(signal)], nil)
    _ = raise(signal)
}

/// Which file a path names (its device and inode): what tells the file a program made from one put
/// at the same path since.
package struct FileIdentity: Equatable, Sendable {
    let device: UInt64
    let inode: UInt64

    init(device: UInt64, inode: UInt64) {
        (self.device, self.inode) = (device, inode)
    }

    init(_ status: stat) {
        (device, inode) = (UInt64(status.st_dev), UInt64(status.st_ino))
    }

    /// The file at `path` now (the link itself, not where it points), or nil when there is none.
    package static func of(_ path: String) -> FileIdentity? {
        var status = stat()
        guard FileName.withCPath(path, { lstat($0, &status) }) == 0 else { return nil }
        return FileIdentity(status)
    }

    /// Removes `path` if it is still this file; true when it was removed.
    @discardableResult
    package func remove(at path: String) -> Bool {
        guard Self.of(path) == self else { return false }
        return FileName.withCPath(path) { unlink($0) } == 0
    }
}
