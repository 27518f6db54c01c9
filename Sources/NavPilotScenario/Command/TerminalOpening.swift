import NavPilot
import NavPilotTUI

/// The real terminal for `play` and `record`, or nil after saying why there is none (for example
/// standard input that is not a terminal).
@MainActor
func openTerminal(program: String) -> CursesTerminal? {
    do {
        return try CursesTerminal()
    } catch {
        Console.print(terminalProblem(error, program: program), to: .error)
        return nil
    }
}

/// What `program` says when it has no terminal to draw on: the problem, and where the terminal
/// cannot be drawn on at all, the commands that need none.
package func terminalProblem(_ error: TerminalError, program: String) -> String {
    switch error {
    case .notATerminal, .noCursorAddressing:
        """
        \(program): \(error)
        Without a terminal: `\(program) --narrate` tells the session in lines (keys from a file or \
        pipe, one name a line), `\(program) run FILE.scenario` runs scenarios (see `\(program) run \
        --help`), and `\(program) send` and `watch` drive a session listening elsewhere.
        """
    default:
        "\(program): \(error)"
    }
}
