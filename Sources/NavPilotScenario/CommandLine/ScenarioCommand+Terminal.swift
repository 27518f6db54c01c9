import NavPilotTUI

extension ScenarioCommand {
    /// The real terminal for `play` and `record`, or nil after printing why there is none (for
    /// example standard input that is not a terminal).
    @MainActor
    static func openTerminal(output: (String) -> Void) -> CursesTerminal? {
        do {
            return try CursesTerminal()
        } catch {
            output("navpilot: \(error)")
            return nil
        }
    }
}
