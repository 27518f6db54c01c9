// The navpilot command line: reads the arguments and hands over to the libraries. No UI logic here.
import NavPilot
import NavPilotExamples
import NavPilotScenario
import NavPilotTUI

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
#if canImport(Glibc)
import Glibc
#endif

/// Writes `message` to standard error and exits with `status` (see `ExitStatus`).
func fail(_ message: String, status: Int32) -> Never {
    Console.print(message, to: .error)
    exit(status)
}

let command: Command
do {
    command = try Command(arguments: FileName.commandLineArguments)
} catch {
    fail("navpilot: \(error)\n\(Command.usageHint)", status: ExitStatus.usage)
}

// A log file that cannot be used is said once, before a UI takes the terminal.
switch command {
case .scenario, .launch:
    if let problem = NavLog.defaultSinkProblem { Console.print("navpilot: \(problem)", to: .error) }
default:
    break
}

// The main thread serves the main actor from here on (`MainThread`: no `dispatch_main`, whose
// forced unwind of the main thread would cost the split screen 1 MB).
MainThread.run { await perform(command) }

/// Does what `command` asks for and gives the exit status; every command is dispatched here.
@MainActor
func perform(_ command: Command) async -> Int32 {
    switch command {
    case .help:
        // The keys in force: the user's keymap file's, its problems told on standard error.
        let (keymap, problems) = Keymap.loadUserKeymap()
        for problem in problems { Console.print("navpilot: keymap: \(problem)", to: .error) }
        Console.print(Command.usage(keymap: keymap))
    case .version:
        Console.print("navpilot \(Command.versionNumber)")
    case .list:
        Console.print(Examples.listing)
    case .scenario(let arguments):
        // The examples are navpilot's sessions; everything else is the library's command line.
        var catalog = SessionCatalog(Examples.catalogue.map { ($0.name, $0.make) })
        if ProcessInfo.processInfo.environment["NAVPILOT_PLANT_TRAP"] != nil {
            catalog.add(PlantedTrap.sessionName, make: PlantedTrap.session)
        }
        return await ScenarioCommand.run(
            arguments, catalog: catalog, program: "navpilot", environment: ProcessInfo.processInfo.environment)
    case .launch(
        let example, let panes, let link, let reduceMotion, let narrate, let folder, let listen, let noClipboard,
        let remember, let themeName):
        // A theme named on the command line wins over NAVPILOT_THEME, `auto` too.
        let theme: Theme?
        do {
            theme = try themeName.flatMap { name throws(ThemeNameError) in try ThemeSelection.theme(named: name) }
        } catch {
            fail("navpilot: --theme: \(error)\n\(Command.usageHint)", status: ExitStatus.usage)
        }
        if themeName != nil, theme == nil { setenv("NAVPILOT_THEME", ThemeSelection.automatic, 1) }
        let launch: ExampleLaunch
        do {
            launch = try Examples.launch(example: example, panes: panes, link: link, folder: folder)
        } catch {
            fail("navpilot: \(error)", status: ExitStatus.usage)
        }
        // The socket first: a path that cannot be listened at is said before the terminal is taken.
        let listener: ControlServer?
        do {
            listener =
                try listen.map { path throws(TerminalError) in try ControlServer(path: path) }
                ?? ControlServer.fromEnvironment()
        } catch {
            fail("navpilot: \(error)", status: ExitStatus.failure)
        }
        do {
            try await TerminalSession.run(
                launch.session, narrate: narrate ? true : nil, listener: listener, remembersLayout: remember,
                theme: theme
            ) {
                windowManager in
                launch.configure(windowManager)
                if reduceMotion { windowManager.animatesTransitions = false }
                if noClipboard { windowManager.allowsClipboard = false }
            }
        } catch {
            listener?.stop()
            fail(terminalProblem(error, program: "navpilot"), status: ExitStatus.failure)
        }
    }
    return ExitStatus.success
}
