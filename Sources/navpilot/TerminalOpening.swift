import NavPilot
import NavPilotTUI

/// The real terminal for `play` and `record`, or nil after saying why there is none (for example
/// standard input that is not a terminal).
@MainActor
func openTerminal() -> CursesTerminal? {
    do {
        return try CursesTerminal()
    } catch {
        Console.print("navpilot: \(error)", to: .error)
        return nil
    }
}
