/// Why a terminal backend could not start.
public enum TerminalError: Error, CustomStringConvertible, Equatable, Sendable {
    /// Standard input or output is not a terminal (a pipe, a file, a CI job).
    case notATerminal
    /// curses does not know the terminal type in `TERM` (nil when `TERM` is not set).
    case unknownTerminal(String?)
    /// The terminal is smaller than the program needs.
    case tooSmall(Size, minimum: Size)

    /// A message for the user that says what to do.
    public var description: String {
        switch self {
        case .notATerminal:
            return """
                navpilot needs an interactive terminal: standard input and output must be a TTY.
                Without a terminal, use the headless commands: `navpilot run FILE.scenario` runs scenarios \
                without a terminal (see `navpilot --help`).
                """
        case .unknownTerminal(let term?):
            return "The terminal type TERM=\(term) is unknown to curses. Try TERM=xterm-256color."
        case .unknownTerminal(nil):
            return "TERM is not set, so curses cannot drive this terminal. Try TERM=xterm-256color."
        case .tooSmall(let size, let minimum):
            return """
                The terminal is \(size.width)x\(size.height); at least \(minimum.width)x\(minimum.height) \
                is needed.
                """
        }
    }
}
