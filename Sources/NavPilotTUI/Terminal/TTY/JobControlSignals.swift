import Synchronization

#if canImport(Glibc)
import Glibc
#endif

/// Catches SIGTSTP sent from outside (`kill -TSTP`) and SIGCONT, so the terminal is given back before
/// the process stops and taken again after it continues.
///
/// A signal interrupts whichever thread the kernel picks, at any moment, so the handlers do no terminal
/// work: they only record the signal and write one byte to the input monitor's wake pipe (both
/// async-signal-safe). `TerminfoTerminal.readEvents` does the rest on the main actor: after SIGTSTP it
/// suspends as Ctrl+Z does; after SIGCONT that it did not cause itself (the process was stopped by
/// SIGSTOP, which cannot be caught, and continued by a shell's `fg` or `kill -CONT`) it puts the
/// terminal back into the program's modes and repaints the whole screen, because whoever had the
/// terminal meanwhile may have changed both (a shell's `fg` leaves canonical mode and echo on).
enum JobControlSignals {
    /// Installs the handlers; SIGTSTP is left alone when it is ignored (started without job control,
    /// nothing could continue the process).
    @MainActor
    static func install() {
        uninstall()
        // Globals are initialised on first use, which is not async-signal-safe: use them here first.
        _ = stopRequested.load(ordering: .relaxed)
        _ = continued.load(ordering: .relaxed)
        _ = wakeDescriptor.load(ordering: .relaxed)
        installed = SignalDisposition.install(
            recordJobControlSignal, for: [SIGTSTP, SIGCONT], leavingIgnored: [SIGTSTP])
    }

    /// Puts the previous dispositions back.
    @MainActor
    static func uninstall() {
        wakeDescriptor.store(-1, ordering: .releasing)
        SignalDisposition.restore(installed)
        installed = []
    }

    /// Where the handlers write their wake byte (the input monitor's non-blocking pipe), or -1.
    @MainActor
    static func notify(_ fd: Int32) {
        wakeDescriptor.store(fd, ordering: .releasing)
    }

    /// Whether SIGTSTP arrived since the last call.
    static func takeStopRequest() -> Bool {
        stopRequested.exchange(false, ordering: .acquiringAndReleasing)
    }

    /// Whether SIGCONT arrived since the last call.
    static func takeContinued() -> Bool {
        continued.exchange(false, ordering: .acquiringAndReleasing)
    }

    /// Stops the process with SIGTSTP's default action, returning once a shell continues it.
    ///
    /// Sent to this thread, with the signal unblocked here and the default action in place, so the
    /// stop happens before `pthread_kill` returns. A process-directed signal would land on any thread
    /// at any time, while this code goes on.
    static func stopLikeCtrlZ() {
        var current = sigaction()
        guard sigaction(SIGTSTP, nil, &current) == 0 else { return }
        // Ignored: started without job control (nothing could resume the program), so it goes on.
        guard unsafeBitCast(current.__sigaction_handler.sa_handler, to: Int.self) != 1 else { return }
        var stopSignal = sigset_t()
        sigemptyset(&stopSignal)
        sigaddset(&stopSignal, SIGTSTP)
        var defaultAction = sigaction()
        defaultAction.__sigaction_handler.sa_handler = nil  // SIG_DFL
        sigemptyset(&defaultAction.sa_mask)
        var previous = sigaction()
        var savedMask = sigset_t()
        sigaction(SIGTSTP, &defaultAction, &previous)
        pthread_sigmask(SIG_UNBLOCK, &stopSignal, &savedMask)
        pthread_kill(pthread_self(), SIGTSTP)
        pthread_sigmask(SIG_SETMASK, &savedMask, nil)
        sigaction(SIGTSTP, &previous, nil)
    }

    /// The handlers replaced by `install()`, with what was there before.
    @MainActor private static var installed: [(signal: Int32, previous: sigaction)] = []
}

/// The byte the handler writes to the wake pipe.
let jobControlWakeByte: UInt8 = 0x4A  // "J"

// Lock-free atomics: safe to use from a signal handler.
private let stopRequested = Atomic<Bool>(false)
private let continued = Atomic<Bool>(false)
private let wakeDescriptor = Atomic<Int32>(-1)

private func recordJobControlSignal(_ signal: Int32) {
    if signal == SIGTSTP {
        stopRequested.store(true, ordering: .releasing)
    } else {
        continued.store(true, ordering: .releasing)
    }
    SignalDisposition.wake(wakeDescriptor.load(ordering: .acquiring), with: jobControlWakeByte)
}
