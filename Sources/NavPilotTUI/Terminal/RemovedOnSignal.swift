#if canImport(Glibc)
import Glibc
#endif

/// Paths removed when SIGINT, SIGTERM or SIGHUP ends the process: what a program leaves in the file
/// system while it runs and must not leave behind (a control socket). The handler only unlinks
/// (async-signal-safe), puts back the handler that was there before (the terminal's restorer, or the
/// default action) and raises the signal again, so the process ends as it would have.
package enum RemovedOnSignal {
    /// The most paths kept at once.
    static let capacity = 8

    /// Removes `path` too if a termination signal ends the process; false when `capacity` paths are
    /// kept already. The handlers are installed with the first path.
    @MainActor
    package static func add(_ path: String) -> Bool {
        guard let slot = (0..<capacity).first(where: { paths[$0] == nil }) else { return false }
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
/// The dispositions the handler replaced, by signal number.
nonisolated(unsafe) private var previousActions: [sigaction] = Array(repeating: sigaction(), count: 32)

private func removeAndReraise(_ signal: Int32) {
    for slot in 0..<RemovedOnSignal.capacity {
        if let path = paths[slot] { _ = unlink(path) }
    }
    _ = sigaction(signal, &previousActions[Int(signal)], nil)
    _ = raise(signal)
}
