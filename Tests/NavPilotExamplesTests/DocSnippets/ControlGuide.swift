import NavPilotScenario
import NavPilotTUI

// The code docs/control.md shows; see RouterGuide.swift for the `docs:` regions. Compiled only: it
// takes over the terminal.

@MainActor
func controlTour(session: Session) async throws {
    // The spacing is docs/control.md's:
    // swift-format-ignore
    // docs: begin control
    let listener = try ControlServer.fromEnvironment()   // NAVPILOT_LISTEN=PATH, or nil
    try await TerminalSession.run(session, listener: listener)
    // docs: end control
}
