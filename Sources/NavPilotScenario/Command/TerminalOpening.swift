import NavPilot
import NavPilotTUI

/// The real terminal for `play` and `record`, or nil after saying why there is none (for example
/// standard input that is not a terminal).
@MainActor
func openTerminal(program: String) -> TerminfoTerminal? {
    do {
        return try TerminfoTerminal()
    } catch {
        Console.print(terminalProblem(error, program: program), to: .error)
        return nil
    }
}
