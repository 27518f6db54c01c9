import Dispatch
import Synchronization

#if canImport(Glibc)
import Glibc
#endif

/// Watches standard input on a background thread so the main actor never blocks reading it.
///
/// Protocol: when stdin becomes readable (or hangs up), or a signal handler writes to the wake pipe
/// (`ResizeSignal` after a resize, `JobControlSignals` after SIGTSTP or SIGCONT), the
/// thread calls `wake` and then waits until the main actor has read the input (`didDrain()`), so it
/// does not report the same bytes again and again. The next `readEvents` on the main actor reads the
/// bytes (or the end of the input), the new size, or the signal. `stop()` also writes to the pipe, to
/// end the thread.
final class StdinMonitor: Sendable {
    private let wake: @Sendable () -> Void
    private let pipeRead: Int32
    /// The non-blocking write end of the wake pipe (also given to the signal handlers).
    let pipeWrite: Int32
    private let drained = DispatchSemaphore(value: 0)
    private let waitingForDrain = Atomic<Bool>(false)
    private let stopped = Atomic<Bool>(false)
    private let thread = Mutex<pthread_t?>(nil)

    /// Creates the monitor; nil when no pipe could be made.
    init?(wake: @escaping @Sendable () -> Void) {
        var fds: [Int32] = [-1, -1]
        // Non-blocking: a signal handler writing to a full pipe must not block.
        guard pipe(&fds) == 0 else { return nil }
        for fd in fds {
            _ = fcntl(fd, F_SETFL, fcntl(fd, F_GETFL) | O_NONBLOCK)
            _ = fcntl(fd, F_SETFD, FD_CLOEXEC)
        }
        pipeRead = fds[0]
        pipeWrite = fds[1]
        self.wake = wake
    }

    /// Starts the thread.
    func start() {
        let id = SystemThread.start { self.watch() }
        thread.withLock { $0 = id }
    }

    /// Called on the main actor after reading all available input: lets the thread watch again.
    func didDrain() {
        if waitingForDrain.exchange(false, ordering: .acquiringAndReleasing) { drained.signal() }
    }

    /// Ends the thread and waits for it.
    func stop() {
        guard !stopped.exchange(true, ordering: .acquiringAndReleasing) else { return }
        var byte: UInt8 = 0
        _ = write(pipeWrite, &byte, 1)
        if waitingForDrain.exchange(false, ordering: .acquiringAndReleasing) { drained.signal() }
        if let id = thread.withLock({ $0 }) { _ = pthread_join(id, nil) }
        close(pipeRead)
        close(pipeWrite)
    }

    private func watch() {
        var fds = [
            pollfd(fd: 0, events: Int16(POLLIN), revents: 0),
            pollfd(fd: pipeRead, events: Int16(POLLIN), revents: 0),
        ]
        while !stopped.load(ordering: .acquiring) {
            let result = poll(&fds, 2, -1)
            if stopped.load(ordering: .acquiring) { return }
            if result < 0 {
                guard errno == EINTR else { return }
                continue
            }
            if fds[1].revents != 0 {
                drainPipe()
                if stopped.load(ordering: .acquiring) { return }
                notifyAndWait()  // a resize or a job-control signal: let the main actor handle it
                continue
            }
            // Input, or the terminal went away (hang-up, error): either way the main actor's read
            // returns at once, and it notices the end there.
            if fds[0].revents != 0 { notifyAndWait() }
        }
    }

    private func drainPipe() {
        var buffer = [UInt8](repeating: 0, count: 64)
        while read(pipeRead, &buffer, buffer.count) > 0 {}
    }

    private func notifyAndWait() {
        waitingForDrain.store(true, ordering: .releasing)
        wake()
        drained.wait()
    }
}
