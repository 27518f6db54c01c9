import Synchronization

#if canImport(Glibc)
import Glibc
#endif

/// SIGINT, SIGTERM and SIGHUP as the end of the input instead of the end of the process, for a
/// program that must save what it holds before it goes (`navpilot record` saves its recording):
/// see `TerminfoTerminal.endsInputOnTerminationSignals`.
///
/// The handler only records the signal and writes one byte to the input monitor's wake pipe (both
/// async-signal-safe); `TerminfoTerminal.readEvents` then reports the input closed, `EventLoop.run()`
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
        installed = SignalDisposition.install(recordTerminationSignal, for: signals, leavingIgnored: Set(signals))
    }

    /// Puts the previous handlers back.
    @MainActor
    static func uninstall() {
        SignalDisposition.restore(installed)
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

    @MainActor private static var installed: [(signal: Int32, previous: sigaction)] = []
}

/// The byte the handler writes to the wake pipe.
let terminationWakeByte: UInt8 = 0x54  // "T"

// Lock-free atomics: safe to use from a signal handler.
private let pending = Atomic<Int32>(0)
private let wakeDescriptor = Atomic<Int32>(-1)

private func recordTerminationSignal(_ signal: Int32) {
    pending.store(signal, ordering: .releasing)
    SignalDisposition.wake(wakeDescriptor.load(ordering: .acquiring), with: terminationWakeByte)
}
