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

/// Writes `message` to standard error and exits with `status` (2: bad usage, 1: could not run).
func fail(_ message: String, status: Int32) -> Never {
    Console.print(message, to: .error)
    exit(status)
}

let command: Command
do {
    command = try Command(arguments: Array(CommandLine.arguments.dropFirst()))
} catch {
    fail("navpilot: \(error)\n\(Command.usageHint)", status: 2)
}

// A log file that cannot be used is said once, before a UI takes the terminal.
switch command {
case .scenario, .launch:
    if let problem = NavLog.defaultSinkProblem { Console.print("navpilot: \(problem)", to: .error) }
default:
    break
}

// Every command is dispatched here.
switch command {
case .help:
    Console.print(Command.usage)
case .version:
    Console.print("navpilot \(Command.versionNumber)")
case .list:
    Console.print(Examples.listing)
case .scenario(let subcommand, let arguments):
    let catalog = SessionCatalog(Examples.all.map { ($0.name, $0.make) })
    let output: (String) -> Void = { Console.print($0) }
    let status: Int32
    switch subcommand {
    case .run:
        status = await ScenarioCommand.run(
            arguments: arguments, catalog: catalog, environment: ProcessInfo.processInfo.environment,
            ownsProcess: true, output: output)
    case .play:
        status = await ScenarioCommand.play(arguments: arguments, catalog: catalog, output: output)
    case .record:
        status = await ScenarioCommand.record(arguments: arguments, catalog: catalog, output: output)
    }
    exit(status)
case .launch(let example, let panes, let link, let reduceMotion):
    let launch: ExampleLaunch
    do {
        launch = try Examples.launch(example: example, panes: panes, link: link)
    } catch {
        fail("navpilot: \(error)", status: 2)
    }
    do {
        try await TerminalSession.run(launch.session) { windowManager in
            launch.configure(windowManager)
            if reduceMotion { windowManager.animatesTransitions = false }
        }
    } catch {
        fail("navpilot: \(error)", status: 1)
    }
}
