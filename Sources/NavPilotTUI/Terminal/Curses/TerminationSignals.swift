import Synchronization

#if canImport(Glibc)
import Glibc
#endif

/// SIGINT, SIGTERM and SIGHUP as the end of the input instead of the end of the process, for a
/// program that must save what it holds before it goes (`navpilot record` saves its recording):
/// see `CursesTerminal.endsInputOnTerminationSignals`.
///
/// The handler only records the signal and writes one byte to the input monitor's wake pipe (both
/// async-signal-safe); `CursesTerminal.readEvents` then reports the input closed, `EventLoop.run()`
/// returns, and the program saves and exits as it would when its terminal went away. Once the
/// signal is taken the handlers before these are back (`TerminalRestorer`'s): a second signal while
/// the program saves ends it as the signal would have, the terminal restored first. Signals ignored
/// when this is installed (under `nohup`) stay ignored.
enum TerminationSignals {
    static let signals: [Int32] = [SIGINT, SIGTERM, SIGHUP]

    /// Installs the handlers, replacing `TerminalRestorer`'s for these signals until `uninstall()`.
    @MainActor
    static func install() {
        uninstall()
        // Globals are initialised on first use, which is not async-signal-safe: use them here first.
        _ = pending.load(ordering: .relaxed)
        _ = wakeDescriptor.load(ordering: .relaxed)
        for signal in signals {
            var previous = sigaction()
            guard sigaction(signal, nil, &previous) == 0 else { continue }
            guard unsafeBitCast(previous.__sigaction_handler.sa_handler, to: Int.self) != 1 else { continue }
            var action = sigaction()
            action.__sigaction_handler.sa_handler = recordTerminationSignal
            sigemptyset(&action.sa_mask)
            action.sa_flags = SA_RESTART
            guard sigaction(signal, &action, nil) == 0 else { continue }
            installed.append((signal, previous))
        }
    }

    /// Puts the previous handlers back.
    @MainActor
    static func uninstall() {
        for (signal, var previous) in installed { _ = sigaction(signal, &previous, nil) }
        installed = []
    }

    /// Where the handler writes its wake byte (the input monitor's non-blocking pipe), or -1.
    @MainActor
    static func notify(_ fd: Int32) {
        wakeDescriptor.store(fd, ordering: .releasing)
    }

    /// The signal that arrived, if one did (it stays until taken).
    static func takePending() -> Int32? {
        let signal = pending.exchange(0, ordering: .acquiringAndReleasing)
        return signal == 0 ? nil : signal
    }

    @MainActor private static var installed: [(Int32, sigaction)] = []
}

/// The byte the handler writes to the wake pipe.
let terminationWakeByte: UInt8 = 0x54  // "T"

// Lock-free atomics: safe to use from a signal handler.
private let pending = Atomic<Int32>(0)
private let wakeDescriptor = Atomic<Int32>(-1)

private func recordTerminationSignal(_ signal: Int32) {
    let savedErrno = errno
    pending.store(signal, ordering: .releasing)
    let fd = wakeDescriptor.load(ordering: .acquiring)
    if fd >= 0 {
        var byte = terminationWakeByte
        _ = write(fd, &byte, 1)
    }
    errno = savedErrno
}
