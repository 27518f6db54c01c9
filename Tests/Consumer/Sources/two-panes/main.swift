import NavPilotScenario
import NavPilotTUI
import TwoPanes

// The main thread serves the main actor (`MainThread`), as `App.main()` does.
MainThread.run {
    // `two-panes run|play|record|explore ...`: the scenario tools on this app's own session.
    if ScenarioCommand.handles(CommandLine.arguments) {
        await ScenarioCommand.main(catalog: SessionCatalog([(name: "two-panes", make: twoPaneSession)]))
    }

    // Anything else: the app itself, driven from outside when NAVPILOT_LISTEN names a socket.
    do {
        try await TerminalSession.run(twoPaneSession(), listener: try ControlServer.fromEnvironment())
        return 0
    } catch {
        print("two-panes: \(error)")
        return 1
    }
}
