#if canImport(Glibc)
import Glibc
#endif

/// The terminal's line settings: the shell's, as they were when the program took the terminal, and
/// the program's, made from them.
///
/// The program's are raw, as curses' `raw`, `noecho` and `nonl` make them: every byte arrives as
/// typed (no line editing, no Ctrl+C or Ctrl+Z turned into signals, no flow control, Return as CR),
/// nothing echoed, and LF written as LF (a frame moves down a row with CR LF).
struct TerminalModes {
    private let fd: Int32
    private var shell: termios
    private let program: termios

    /// The modes of the terminal on `fd`; nil when it is not a terminal.
    init?(fd: Int32) {
        var modes = termios()
        guard tcgetattr(fd, &modes) == 0 else { return nil }
        self.fd = fd
        shell = modes
        program = Self.raw(modes)
    }

    /// `modes` made raw.
    static func raw(_ modes: termios) -> termios {
        var raw = modes
        raw.c_iflag &= ~tcflag_t(IXON | BRKINT | PARMRK | ICRNL)
        raw.c_oflag &= ~tcflag_t(ONLCR)
        raw.c_lflag &= ~tcflag_t(ICANON | ISIG | IEXTEN | ECHO | ECHONL)
        withUnsafeMutableBytes(of: &raw.c_cc) { characters in
            characters[Int(VMIN)] = 1
            characters[Int(VTIME)] = 0
        }
        return raw
    }

    /// Puts the program's modes in force, once what was written before has gone out.
    func enterProgramMode() {
        var modes = program
        _ = tcsetattr(fd, TCSADRAIN, &modes)
    }

    /// Puts the shell's modes back.
    func enterShellMode() {
        var modes = shell
        _ = tcsetattr(fd, TCSADRAIN, &modes)
    }
}
