import NavPilot

/// Why `TerminalSession.run(_:options:listener:configure:)` could not run a session with its options.
public enum SessionLaunchError: Error, Equatable, CustomStringConvertible {
    /// `--open`'s session link does not fit the session (a pane or route it names is not there, a
    /// guard refused it, its layout does not fit): nothing changed, nothing was drawn.
    case open(SessionOpenError)
    /// `--theme` names no theme.
    case theme(ThemeNameError)
    /// The terminal could not be used, or went away (`TerminalError`).
    case terminal(TerminalError)

    /// One line for the user, naming no program (a program prints it after its own name).
    public var description: String {
        switch self {
        case .open(let error): "cannot open the link: \(error)"
        case .theme(let error): "--theme: \(error)"
        case .terminal(let error): error.description
        }
    }

    /// Whether the options asked for something that cannot be (exit status 2), not a terminal that
    /// failed (status 1).
    public var isUsage: Bool {
        if case .terminal = self { return false }
        return true
    }
}
