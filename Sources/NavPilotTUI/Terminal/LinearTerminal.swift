#if canImport(Glibc)
import Glibc
#endif

/// The terminal of the linear (narrated) mode: keys are read as the terminal backend reads them, in
/// raw mode, but nothing is ever drawn. No alternate screen, no cursor addressing, no colours: the
/// session is told in lines appended to standard output (`Narration`), which a screen reader reads
/// as they come and which scroll back like a shell's. Frames are made (keys need their bindings and
/// hit regions) and thrown away.
@MainActor
final class LinearTerminal: TerminalBackend {
    let size: Size
    private var input = TerminalInput()
    private var monitor: StdinMonitor?
    private var shellModes: termios?

    /// Puts standard input, a terminal, into raw mode (keys arrive one by one, unechoed, Ctrl+C as a
    /// key); output keeps its line handling, so a line ends where it should.
    init(size: Size) {
        self.size = size
        TerminalRestorer.install(resetSequence: [])
        takeKeys()
    }

    isolated deinit {
        restore()
    }

    func draw(_ changes: [CellChange]) {}
    func setCursor(_ point: Point?) {}
    func clear() {}

    func flush() {
        input.frameFlushed()
    }

    func readEvents(timeout: Duration?) -> [InputEvent] {
        defer { monitor?.didDrain() }
        return input.read(waiting: TerminalInput.milliseconds(timeout))
    }

    var isInputClosed: Bool { input.isClosed }

    func startInputMonitor(_ wake: @escaping @Sendable () -> Void) {
        stopInputMonitor()
        monitor = StdinMonitor(wake: wake)
        monitor?.start()
        wake()
    }

    func stopInputMonitor() {
        monitor?.stop()
        monitor = nil
    }

    /// Ctrl+Z: the shell's modes back, the process stopped until `fg`, raw mode again.
    func suspend() {
        giveKeysBack()
        JobControlSignals.stopLikeCtrlZ()
        takeKeys()
    }

    /// The shell's modes back; safe to call more than once.
    func restore() {
        stopInputMonitor()
        giveKeysBack()
        TerminalRestorer.uninstall()
    }

    private func takeKeys() {
        var modes = termios()
        guard tcgetattr(0, &modes) == 0 else { return }
        shellModes = modes
        modes.c_lflag &= ~tcflag_t(ICANON | ECHO | ISIG | IEXTEN)
        modes.c_iflag &= ~tcflag_t(IXON | ICRNL | BRKINT | INPCK | ISTRIP)
        modes.c_cc.6 = 1  // VMIN
        modes.c_cc.5 = 0  // VTIME
        _ = tcsetattr(0, TCSANOW, &modes)
    }

    private func giveKeysBack() {
        guard var modes = shellModes else { return }
        _ = tcsetattr(0, TCSANOW, &modes)
        shellModes = nil
    }
}
