// docs/command-line.md, "Every app's options": an app whose own option decides the session.
import NavPilot
import NavPilotScenario
import NavPilotTUI

/// The guide's app: one pane, its text the account's.
@MainActor
func inboxSession(account: String, narrated: Bool) -> Session {
    let pilot = NavPilot(initial: InboxRoute.inbox)
    return Session("inbox") {
        Pane("main", pilot: pilot) { _ in Text(narrated ? "Inbox of \(account), told" : "Inbox of \(account)") }
    }
}

@MainActor
func inboxMain(catalog: SessionCatalog) -> Never {
    // docs: begin app-options
    let commandLine = AppCommandLine(
        summary: "the team's inbox",
        options: [AppOption("--account", value: "NAME", help: "open the account NAME")],
        version: "1.2.0",
        environment: [AppEnvironmentVariable("INBOX_SERVER", help: "the server to fetch mail from")])
    TerminalSession.main(commandLine, catalog: catalog) { arguments in
        inboxSession(account: arguments["--account"] ?? "me", narrated: arguments.options.narrate)
    }
    // docs: end app-options
}

/// The guide's one screen.
enum InboxRoute: Hashable, Codable {
    case inbox
}
