import NavPilot
import NavPilotExamples
import NavPilotScenario
import NavPilotTUI

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// navpilot's command line: the standard options of every app (`AppCommandLine`), the scenario
/// subcommands on the examples, and the options that choose the examples.
@MainActor
enum Command {
    /// The version `--version` prints.
    static let versionNumber = "0.1.0"

    /// What navpilot takes beside the standard options.
    static let commandLine = AppCommandLine(
        program: "navpilot",
        summary:
            "the NavigationPilot examples in the terminal; without options, the split-screen example (feed | chat).",
        options: [
            AppOption(
                "--example", value: "NAME|N",
                help: """
                    one example (navpilot --list shows them); --example files [PATH] browses PATH (default: \
                    $NAVPILOT_FILES_ROOT, else the current folder)
                    """),
            AppOption(
                "--panes", value: "A,B,...",
                help: """
                    several examples side by side; a pane an example calls 'main' is named after the \
                    example (push-pop, parameters)
                    """),
            AppOption("--list", help: "list the examples, each with a one-line summary"),
        ],
        positional: "[PATH]", version: versionNumber,
        environment: [
            AppEnvironmentVariable(
                "NAVPILOT_FILES_ROOT",
                help: "the folder the file browser shows when none is given (else the current one)"),
            AppEnvironmentVariable(
                "NAVPILOT_PLANT_TRAP",
                help: "any value: adds the session 'planted-trap', with a bug for explore to find"),
        ])

    /// The examples are navpilot's sessions for the scenario subcommands.
    static var catalog: SessionCatalog {
        var catalog = SessionCatalog(Examples.catalogue.map { ($0.name, $0.make) })
        if ProcessInfo.processInfo.environment["NAVPILOT_PLANT_TRAP"] != nil {
            catalog.add(PlantedTrap.sessionName, make: PlantedTrap.session)
        }
        return catalog
    }

    /// The session the command line asks for; nil after `--list` printed the examples.
    static func session(for arguments: AppArguments) throws -> Session? {
        if arguments.has("--list") {
            Console.print(Examples.listing)
            return nil
        }
        // `--example files PATH`: the folder the file browser opens; one, and only after --example.
        var words = arguments.positional[...]
        let folder = arguments["--example"] == nil ? nil : words.popFirst()
        if let stray = words.first { throw ArgumentError.unexpectedArgument(stray) }
        let panes = try arguments["--panes"].map(paneList)
        return try Examples.launch(example: arguments["--example"], panes: panes, folder: folder).session
    }

    /// The examples of `--panes a,b,c`, spaces ignored. An empty value is an empty list (the launcher
    /// explains what `--panes` needs); an empty entry is refused, since `1,,2` is more likely a
    /// missing name than two names.
    static func paneList(_ value: String) throws(ArgumentError) -> [String] {
        let names = value.split(separator: ",", omittingEmptySubsequences: false).map { $0.filter { $0 != " " } }
        guard names != [""] else { return [] }
        if let empty = names.firstIndex(of: "") {
            throw .emptyEntry("--panes", position: empty + 1, list: value)
        }
        return names
    }
}
