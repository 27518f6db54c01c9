import NavPilot
import NavPilotTUI
import Synchronization

#if canImport(Glibc)
import Glibc
#endif

/// What a headless subcommand does when SIGINT, SIGTERM or SIGHUP ends it: its child processes
/// are ended (each tears down after itself the same way), its scratch folders removed, then it ends
/// as the signal says (a shell sees 128 + the signal's number). Without this, `run -j` left its
/// children running, re-parented to init, and every subcommand its folders in `$TMPDIR`.
///
/// A signal handler may do almost nothing safely, so the handler only writes the signal's number to
/// a pipe; a thread waiting on the pipe does the work with ordinary code, then puts the default
/// action back and raises the signal again. Signals ignored at install time (under `nohup`) stay
/// ignored; a handler installed later on top (a terminal's restorer) calls this one after its own.
enum SignalTeardown {
    static let signals: [Int32] = [SIGINT, SIGTERM, SIGHUP]

    /// Installs the handlers and starts the thread, once.
    @MainActor
    static func install() {
        guard pipeWrite < 0 else { return }
        // A process may start with these blocked (a parent's thread that blocks signals, as a thread
        // pool does, hands its mask on to what it spawns): a blocked signal would never reach the
        // handler and the process would never end. The teardown thread inherits this mask.
        var termination = sigset_t()
        sigemptyset(&termination)
        for signal in signals { sigaddset(&termination, signal) }
        pthread_sigmask(SIG_UNBLOCK, &termination, nil)
        var fds: [Int32] = [-1, -1]
        guard pipe(&fds) == 0 else { return }
        for fd in fds { _ = fcntl(fd, F_SETFD, FD_CLOEXEC) }
        _ = fcntl(fds[1], F_SETFL, fcntl(fds[1], F_GETFL) | O_NONBLOCK)
        pipeWrite = fds[1]
        let readEnd = fds[0]
        var thread = pthread_t()
        let context = UnsafeMutablePointer<Int32>.allocate(capacity: 1)
        context.initialize(to: readEnd)
        guard pthread_create(&thread, nil, teardownThread, context) == 0 else {
            context.deallocate()
            return
        }
        pthread_detach(thread)
        _ = SignalDisposition.install(noteTerminationSignal, for: signals, leavingIgnored: Set(signals))
    }

    /// The thread's work: waits for a signal's number, then tears down and ends the process.
    nonisolated fileprivate static func waitAndTearDown(readingFrom readEnd: Int32) {
        var signal: UInt8 = 0
        while read(readEnd, &signal, 1) != 1 {
            guard errno == EINTR else { return }
        }
        tearingDown.store(true, ordering: .releasing)
        ChildProcess.endAll()
        ScratchFolder.removeAll()
        Glibc.signal(Int32(signal), SIG_DFL)
        var unblocked = sigset_t()
        sigemptyset(&unblocked)
        sigaddset(&unblocked, Int32(signal))
        pthread_sigmask(SIG_UNBLOCK, &unblocked, nil)
        raise(Int32(signal))
        // Raised on this thread with the default action: the process has ended before this line.
        _exit(128 + Int32(signal))
    }
}

extension SignalTeardown {
    /// Called before the subcommand returns its exit status: while a signal's teardown runs, the
    /// process waits for it to end the process as the signal says, instead of exiting with a status
    /// of its own (its children ended under it, the work it was doing failed).
    static func waitIfTearingDown() {
        guard tearingDown.load(ordering: .acquiring) else { return }
        while true { pause() }
    }
}

/// Set by the teardown thread when a signal came.
private let tearingDown = Atomic<Bool>(false)

/// The write end of the pipe the handler writes to (-1 until installed). Written once, before any
/// handler is installed.
nonisolated(unsafe) private var pipeWrite: Int32 = -1

/// The teardown thread (not on the main actor: it runs while the main thread is busy, or blocked).
private func teardownThread(_ context: UnsafeMutableRawPointer?) -> UnsafeMutableRawPointer? {
    let pointer = context!.assumingMemoryBound(to: Int32.self)
    let readEnd = pointer.pointee
    pointer.deallocate()
    SignalTeardown.waitAndTearDown(readingFrom: readEnd)
    return nil
}

private func noteTerminationSignal(_ signal: Int32) {
    SignalDisposition.wake(pipeWrite, with: UInt8(truncatingIfNeeded: signal))
}
