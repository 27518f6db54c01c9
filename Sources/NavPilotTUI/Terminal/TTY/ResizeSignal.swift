#if canImport(Glibc)
import Glibc
#endif

/// Chains a SIGWINCH handler in front of the one installed before (if any), so a resize wakes the
/// input monitor.
///
/// The event loop only reads when the monitor wakes it, and a signal interrupts whichever thread the
/// kernel picks. So this handler first calls the handler that was installed before, then writes one byte to the monitor's wake pipe: async-signal-safe. The next
/// `readEvents` compares the kernel's window size with the last one reported.
enum ResizeSignal {
    /// Installs the chained handler; `fd` is the non-blocking write end of the monitor's pipe.
    @MainActor
    static func install(notifying fd: Int32) {
        uninstall()
        var previous = sigaction()
        guard sigaction(SIGWINCH, nil, &previous) == 0 else { return }
        let state = UnsafeMutablePointer<ResizeState>.allocate(capacity: 1)
        state.initialize(to: ResizeState(fd: fd, previous: previous))
        resizeState = state
        var action = sigaction()
        action.__sigaction_handler.sa_handler = chainedResizeHandler
        sigemptyset(&action.sa_mask)
        action.sa_flags = SA_RESTART
        _ = sigaction(SIGWINCH, &action, nil)
    }

    /// Puts the previous handler back.
    @MainActor
    static func uninstall() {
        guard let state = resizeState else { return }
        _ = sigaction(SIGWINCH, &state.pointee.previous, nil)
        resizeState = nil
        // Not freed: a handler running on another thread might still read it.
    }
}

/// The byte the handler writes to the wake pipe.
let resizeWakeByte: UInt8 = 0x57  // "W"

private struct ResizeState {
    var fd: Int32
    var previous: sigaction
}

/// Read by the signal handler; written only on the main actor.
nonisolated(unsafe) private var resizeState: UnsafeMutablePointer<ResizeState>?

private func chainedResizeHandler(_ signal: Int32) {
    guard let state = resizeState else { return }
    let savedErrno = errno
    let previous = state.pointee.previous
    if previous.sa_flags & SA_SIGINFO != 0 {
        previous.__sigaction_handler.sa_sigaction?(signal, nil, nil)
    } else if let handler = previous.__sigaction_handler.sa_handler {
        let raw = unsafeBitCast(handler, to: Int.self)
        if raw != 0 && raw != 1 { handler(signal) }  // neither SIG_DFL nor SIG_IGN
    }
    var byte = resizeWakeByte
    _ = write(state.pointee.fd, &byte, 1)
    errno = savedErrno
}
