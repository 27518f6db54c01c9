#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Puts the terminal back when the process dies from a signal.
///
/// Covered: SIGINT, SIGTERM and SIGHUP sent from outside (in raw mode Ctrl+C is a key press, not a
/// signal), and the crash signals a Swift runtime trap or a fault raises: SIGILL and SIGTRAP
/// (`fatalError`, failed preconditions, overflow), SIGSEGV, SIGBUS, SIGFPE and SIGABRT. Not covered:
/// SIGKILL (cannot be caught); SIGWINCH and job control (SIGTSTP, SIGCONT) with the
/// backend, which gives the terminal back and takes it again rather than ending.
///
/// The handler is async-signal-safe: it only calls `write(2)` with bytes prepared at install time,
/// `tcsetattr` with the terminal modes saved before the backend changed them, `sigaction` to put back the
/// previous disposition (the default, or the Swift runtime's backtracer), and `raise`. The signal is
/// therefore delivered again once the handler returns and the process ends the way it would have
/// (a shell sees 128 + signal number). SIGINT, SIGTERM and SIGHUP are left alone when they were
/// ignored at install time (for example under `nohup`).
public enum TerminalRestorer {
    /// What the handler writes for xterm-compatible terminals: CAN (aborts an escape sequence the
    /// signal may have interrupted halfway), attributes off, mouse reporting off, bracketed paste off,
    /// Alt's setting given back (mode 1036, saved at start), leave the alternate screen, cursor visible.
    public static let xtermResetSequence = Array(
        ("\u{18}\u{1B}[0m\u{1B}[?1000l\u{1B}[?1002l\u{1B}[?1003l\u{1B}[?1006l\u{1B}[?2004l\u{1B}[?1036r"
            + "\u{1B}[?1049l\u{1B}[?25h").utf8)

    /// Signals that end the process from outside.
    public static let terminationSignals: [Int32] = [SIGINT, SIGTERM, SIGHUP]
    /// Signals a crash raises.
    public static let crashSignals: [Int32] = [SIGILL, SIGTRAP, SIGSEGV, SIGBUS, SIGFPE, SIGABRT]

    /// Saves the terminal modes of `fd` (call it before the backend changes them) and installs the handlers.
    /// Installing again replaces the previous installation.
    @MainActor
    public static func install(resetSequence: [UInt8] = xtermResetSequence, terminalModesOf fd: Int32 = 0) {
        uninstall()
        let state = UnsafeMutablePointer<RestoreState>.allocate(capacity: 1)
        let bytes = UnsafeMutablePointer<UInt8>.allocate(capacity: max(1, resetSequence.count))
        bytes.initialize(from: resetSequence, count: resetSequence.count)
        var modes = termios()
        let hasModes = tcgetattr(fd, &modes) == 0
        state.initialize(
            to: RestoreState(
                bytes: bytes, count: resetSequence.count, fd: fd, modes: modes, hasModes: hasModes,
                previous: .allocate(capacity: Int(signalSlots)), installed: 0))
        // Publish the state before any handler can run.
        baseResetSequence = resetSequence
        restoreState = state
        for signal in terminationSignals + crashSignals {
            var previous = sigaction()
            guard sigaction(signal, nil, &previous) == 0 else { continue }
            if terminationSignals.contains(signal) && isIgnored(previous) { continue }
            var action = sigaction()
            action.__sigaction_handler.sa_handler = restoreTerminalAndReraise
            sigemptyset(&action.sa_mask)
            action.sa_flags = 0
            guard sigaction(signal, &action, nil) == 0 else { continue }
            state.pointee.previous[Int(signal)] = previous
            state.pointee.installed |= 1 << UInt64(signal)
        }
    }

    /// Writes `prefix` before the reset sequence from now on (the keyboard flags a terminal was found
    /// to support are popped while the alternate screen is still shown). The handler reads the state
    /// through one pointer, so it sees the old state or the new one whole.
    @MainActor
    public static func setResetPrefix(_ prefix: [UInt8]) {
        guard let state = restoreState else { return }
        let base = baseResetSequence
        let sequence = prefix + base
        let bytes = UnsafeMutablePointer<UInt8>.allocate(capacity: max(1, sequence.count))
        bytes.initialize(from: sequence, count: sequence.count)
        var updated = state.pointee
        updated.bytes = bytes
        updated.count = sequence.count
        let replacement = UnsafeMutablePointer<RestoreState>.allocate(capacity: 1)
        replacement.initialize(to: updated)
        restoreState = replacement
        // The old state is deliberately not freed: a handler might be reading it.
    }

    /// Puts back the dispositions that were there before `install`, if installed.
    @MainActor
    public static func uninstall() {
        guard let state = restoreState else { return }
        for signal in Int32(1)..<signalSlots where state.pointee.installed & (1 << UInt64(signal)) != 0 {
            _ = sigaction(signal, &state.pointee.previous[Int(signal)], nil)
        }
        restoreState = nil
        // The memory is deliberately not freed: a handler on another thread might still be reading it.
    }

    /// True while handlers are installed.
    @MainActor
    public static var isInstalled: Bool { restoreState != nil }

    private static func isIgnored(_ action: sigaction) -> Bool {
        let handler = unsafeBitCast(action.__sigaction_handler.sa_handler, to: Int.self)
        return handler == 1  // SIG_IGN
    }
}

/// Enough slots for every standard signal number.
private let signalSlots: Int32 = 32

/// Everything the signal handler needs, prepared at install time (plain memory, no Swift objects).
private struct RestoreState {
    var bytes: UnsafeMutablePointer<UInt8>
    var count: Int
    var fd: Int32
    var modes: termios
    var hasModes: Bool
    var previous: UnsafeMutablePointer<sigaction>
    var installed: UInt64
}

/// Read by the signal handler; written only on the main actor while installing and uninstalling.
nonisolated(unsafe) private var restoreState: UnsafeMutablePointer<RestoreState>?
/// The reset sequence given to `install`, which `setResetPrefix` writes after its prefix.
@MainActor private var baseResetSequence: [UInt8] = []

private func restoreTerminalAndReraise(_ signal: Int32) {
    if let state = restoreState {
        _ = write(1, state.pointee.bytes, state.pointee.count)
        if state.pointee.hasModes {
            _ = tcsetattr(state.pointee.fd, TCSANOW, &state.pointee.modes)
        }
        _ = sigaction(signal, &state.pointee.previous[Int(signal)], nil)
    } else {
        _ = Glibc.signal(signal, SIG_DFL)
    }
    // Blocked while this handler runs; delivered again with the previous disposition on return.
    _ = raise(signal)
}
