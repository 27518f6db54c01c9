import NavPilot
import NavPilotTUI

/// The real terminal for `play` and `record`, or nil after saying why there is none (for example
/// standard input that is not a terminal).
@MainActor
func openTerminal() -> CursesTerminal? {
    do {
        return try CursesTerminal()
    } catch {
        Console.print(terminalProblem(error), to: .error)
        return nil
    }
}

/// What navpilot says when it has no terminal to draw on: the problem, and where the terminal
/// cannot be drawn on at all, the commands that need none.
func terminalProblem(_ error: TerminalError) -> String {
    switch error {
    case .notATerminal, .noCursorAddressing:
        """
        navpilot: \(error)
        Without a terminal, use the headless commands: `navpilot run FILE.scenario` runs scenarios \
        (see `navpilot --help`).
        """
    default:
        "navpilot: \(error)"
    }
}
