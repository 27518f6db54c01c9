#if canImport(Glibc)
import Glibc
#endif

/// A thread of the system's own, for work that blocks (a `poll` on standard input, a socket's
/// connections) and so must stay off Swift concurrency's few shared threads.
package enum SystemThread {
    /// Starts a thread running `body`; its id (to join it), or nil when none could be made.
    package static func start(_ body: @escaping @Sendable () -> Void) -> pthread_t? {
        final class Work: Sendable {
            let body: @Sendable () -> Void
            init(_ body: @escaping @Sendable () -> Void) { self.body = body }
        }
        let context = Unmanaged.passRetained(Work(body)).toOpaque()
        var id = pthread_t()
        let created = pthread_create(
            &id, nil,
            { context in
                Unmanaged<Work>.fromOpaque(context!).takeRetainedValue().body()
                return nil
            }, context)
        guard created == 0 else {
            Unmanaged<Work>.fromOpaque(context).release()
            return nil
        }
        return id
    }
}
