import CMainQueue

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

/// The entry point of a terminal program: the main thread serves the main actor.
///
/// Top-level `await` in `main.swift`, or an `async` `main()`, hands the main thread to
/// `dispatch_main`, which ends it with `pthread_exit` and serves the main actor from another thread.
/// That forced unwind reads the executable's unwind tables and loads the unwinder, and the other
/// thread gets a malloc arena of its own: about 1 MB of a 10 MB split screen (BENCHMARKS.md, "Peak
/// memory"). `run(_:)` instead keeps the main thread and makes it wait for main-actor work, so the
/// main actor runs on the main thread for the whole session, as C libraries with a thread of their own
/// expect. Signals are taken as under `dispatch_main`: by one thread that does nothing
/// else, so a handler runs at once even while the main actor is busy:
///
/// ```swift
/// // main.swift, with no top-level `await`:
/// MainThread.run {
///     do {
///         try await TerminalSession.run(session)
///         return 0
///     } catch {
///         Console.print("myapp: \(error)", to: .error)
///         return 1
///     }
/// }
/// ```
///
/// `App.main()` runs the app this way.
public enum MainThread {
    /// Runs `body` on the main actor, with the main thread waiting for and running main-actor work,
    /// and ends the process with the status `body` returns. Never returns; `exit` from inside
    /// `body` ends the process as usual.
    ///
    /// Call it once, from the main thread: top-level code in `main.swift`, or a synchronous
    /// `static func main()`. Called from any other thread, it stops the program with a message that
    /// says so (the main thread is the only one that can serve the main queue).
    public static func run(_ body: @escaping @MainActor () async -> Int32) -> Never {
        guard main_queue_is_main_thread() != 0 else {
            Console.print("MainThread.run(_:) must be called from the main thread", to: .error)
            abort()
        }
        Task { @MainActor in exit(await body()) }
        main_queue_serve_forever()
    }
}
