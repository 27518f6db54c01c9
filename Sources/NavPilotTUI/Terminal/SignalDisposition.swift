#if canImport(Glibc)
import Glibc
#endif

/// Installs and puts back signal handlers, for the handlers that only note a signal and wake a
/// thread (job control, termination as the end of input, a command's teardown).
package enum SignalDisposition {
    /// Installs `handler` for each of `signals` (restarting interrupted system calls), except those
    /// of `leavingIgnored` that are ignored now (under `nohup`, or without job control). Returns what
    /// it replaced, for `restore(_:)`.
    package static func install(
        _ handler: @convention(c) (Int32) -> Void, for signals: [Int32], leavingIgnored: Set<Int32>
    ) -> [(signal: Int32, previous: sigaction)] {
        var replaced: [(signal: Int32, previous: sigaction)] = []
        for signal in signals {
            var previous = sigaction()
            guard sigaction(signal, nil, &previous) == 0 else { continue }
            if leavingIgnored.contains(signal), isIgnored(previous) { continue }
            var action = sigaction()
            action.__sigaction_handler.sa_handler = handler
            sigemptyset(&action.sa_mask)
            action.sa_flags = SA_RESTART
            guard sigaction(signal, &action, nil) == 0 else { continue }
            replaced.append((signal, previous))
        }
        return replaced
    }

    /// Puts back what `install` replaced.
    package static func restore(_ replaced: [(signal: Int32, previous: sigaction)]) {
        for (signal, var previous) in replaced { _ = sigaction(signal, &previous, nil) }
    }

    /// Writes `byte` to the non-blocking pipe `descriptor` (nothing when it is -1), leaving `errno`
    /// as it was: what a handler does to wake the thread that handles the signal. Async-signal-safe.
    package static func wake(_ descriptor: Int32, with byte: UInt8) {
        guard descriptor >= 0 else { return }
        let savedErrno = errno
        var byte = byte
        _ = write(descriptor, &byte, 1)
        errno = savedErrno
    }

    /// Ends the process by `signal` with its default action, as it would have ended had nothing
    /// caught it (the exit status a shell and a parent see): for a program that caught a
    /// termination signal to save first. Exits with 128 plus its number if the signal does not end it.
    package static func endProcess(by signal: Int32) -> Never {
        _ = Glibc.signal(signal, SIG_DFL)
        var set = sigset_t()
        sigemptyset(&set)
        sigaddset(&set, signal)
        _ = sigprocmask(SIG_UNBLOCK, &set, nil)
        _ = raise(signal)
        _exit(128 + signal)
    }

    /// Whether `action` ignores its signal (`SIG_IGN`).
    package static func isIgnored(_ action: sigaction) -> Bool {
        unsafeBitCast(action.__sigaction_handler.sa_handler, to: Int.self) == 1
    }
}
