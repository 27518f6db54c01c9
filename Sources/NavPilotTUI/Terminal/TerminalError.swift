import NavPilot

/// Why a terminal backend could not start, or stopped.
public enum TerminalError: Error, CustomStringConvertible, Equatable, Sendable {
    /// Standard input or output is not a terminal (a pipe, a file, a CI job).
    case notATerminal
    /// The terminfo database does not know the terminal type in `TERM` (nil when `TERM` is not set).
    case unknownTerminal(String?)
    /// The terminal type in `TERM` cannot move the cursor to any place on the screen (its terminfo
    /// entry has no cursor addressing, as `TERM=dumb`), so a full-screen program cannot draw on it.
    case noCursorAddressing(String)
    /// The terminal is smaller than the program needs.
    case tooSmall(Size, minimum: Size)
    /// The terminal's input ended or failed (the terminal window was closed, the connection dropped)
    /// while the program was running; the program stopped.
    case inputClosed
    /// The session's listener (`SessionListener`, a control socket) could not start: why, naming
    /// what was asked for. Nothing was drawn.
    case cannotListen(String)

    /// A message for the user that says what to do, naming no program: a program prints it after its
    /// own name (`myapp: an interactive terminal is needed: …`) and may add how to work without one.
    /// The terminal type is quoted with `SafeText.quoted(_:)`: `TERM` comes from outside and could
    /// hold escape sequences.
    public var description: String {
        switch self {
        case .notATerminal:
            return "an interactive terminal is needed: standard input and output must be a TTY."
        case .unknownTerminal(let term?):
            return
                "The terminal type TERM=\(SafeText.quoted(term)) is unknown to the terminfo database. Try TERM=xterm-256color."
        case .unknownTerminal(nil):
            return "TERM is not set, so the terminal's sequences are unknown. Try TERM=xterm-256color."
        case .noCursorAddressing(let term):
            return """
                The terminal type TERM=\(SafeText.quoted(term)) cannot move the cursor, so a full-screen \
                program cannot draw there. Use a full-screen terminal, for example TERM=xterm-256color.
                """
        case .tooSmall(let size, let minimum):
            return """
                The terminal is \(size.width)x\(size.height); at least \(minimum.width)x\(minimum.height) \
                is needed.
                """
        case .inputClosed:
            return "stopped: the terminal's input ended (the terminal was closed)."
        case .cannotListen(let reason):
            return "cannot listen: \(reason)"
        }
    }
}
