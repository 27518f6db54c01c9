// The navpilot command line: the examples as an app on the standard entry, which reads the arguments
// and hands over to the libraries. No UI logic here.
import NavPilotScenario
import NavPilotTUI

TerminalSession.main(Command.commandLine, catalog: Command.catalog, launch: Command.session(for:))
