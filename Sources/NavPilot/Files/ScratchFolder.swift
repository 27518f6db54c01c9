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

/// New private folders and files in the temporary folder (`$TMPDIR`, else `/tmp`), for work that
/// must never land in the user's own files: a scenario's saved state, child runs' output, a
/// recording that could not be written where it was asked for.
public enum ScratchFolder {
    /// The temporary folder: `$TMPDIR` when set and not empty, else `/tmp`.
    public static var base: String {
        ProcessInfo.processInfo.environment["TMPDIR"].flatMap { $0.isEmpty ? nil : $0 } ?? "/tmp"
    }

    /// Makes a new folder `<base>/<prefix>.XXXXXX` only the user can enter (`mkdtemp`); its path, or
    /// nil when none can be made.
    ///
    /// The folder is remembered until `remove(_:)`, so `removeAll()` (what a program does when a
    /// signal ends it) leaves none behind.
    public static func make(prefix: String) -> String? {
        var template = Array((base + "/" + prefix + ".XXXXXX").utf8CString)
        // Made and remembered under the lock: `removeAll()` never misses a folder being made, and
        // once it has run, no more are made.
        return live.withLock { live -> String? in
            guard !live.closed, let made = mkdtemp(&template) else { return nil }
            let path = String(cString: made)
            live.paths.insert(path)
            return path
        }
    }

    /// Removes the folder `path` made by `make(prefix:)`, with everything in it.
    public static func remove(_ path: String) {
        try? FileManager.default.removeItem(atPath: path)
        live.withLock { _ = $0.paths.remove(path) }
    }

    /// Removes every folder `make(prefix:)` made that is still there: the last thing a program ended
    /// by a signal does (callable from any thread).
    /// No folder is made after it.
    public static func removeAll() {
        let paths = live.withLock { live in
            live.closed = true
            return live.paths
        }
        for path in paths {
            // The program may still be writing into the folder while it goes (a file created between
            // the listing and the last removal keeps it): a few more tries, a millisecond apart.
            for _ in 0..<20 where FileManager.default.fileExists(atPath: path) {
                try? FileManager.default.removeItem(atPath: path)
                if FileManager.default.fileExists(atPath: path) { usleep(1_000) }
            }
            live.withLock { _ = $0.paths.remove(path) }
        }
    }

    /// The folders made and not removed yet, and whether no more may be made.
    private static let live = Mutex<(paths: Set<String>, closed: Bool)>(([], false))

    /// Writes `bytes` to a new file `<base>/<prefix>-XXXXXX<suffix>` only the user can read
    /// (`mkstemps`); its path, or nil when it cannot be made or written whole (nothing is left then).
    public static func writeFile(prefix: String, suffix: String, _ bytes: [UInt8]) -> String? {
        var template = Array((base + "/" + prefix + "-XXXXXX" + suffix).utf8CString)
        let descriptor = mkstemps(&template, Int32(suffix.utf8.count))
        guard descriptor >= 0 else { return nil }
        let path = template.withUnsafeBufferPointer { String(cString: $0.baseAddress!) }
        var written = 0
        while written < bytes.count {
            let count = bytes[written...].withUnsafeBytes { write(descriptor, $0.baseAddress, $0.count) }
            if count < 0 && errno == EINTR { continue }
            guard count > 0 else { break }
            written += count
        }
        close(descriptor)
        guard written == bytes.count else {
            unlink(path)
            return nil
        }
        return path
    }
}
