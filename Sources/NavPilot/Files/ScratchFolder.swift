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
        guard let made = mkdtemp(&template) else { return nil }
        let path = String(cString: made)
        live.withLock { _ = $0.insert(path) }
        return path
    }

    /// Removes the folder `path` made by `make(prefix:)`, with everything in it.
    public static func remove(_ path: String) {
        try? FileManager.default.removeItem(atPath: path)
        live.withLock { _ = $0.remove(path) }
    }

    /// Removes every folder `make(prefix:)` made that is still there: the last thing a program ended
    /// by a signal does (callable from any thread).
    public static func removeAll() {
        for path in live.withLock({ $0 }) { remove(path) }
    }

    /// The folders made and not removed yet.
    private static let live = Mutex<Set<String>>([])

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
