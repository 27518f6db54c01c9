import NavPilot
import NavPilotTUI

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

extension TerminalSession {
    /// Runs an app from its command line and ends the process, as NavPilotTUI's
    /// `main(_:session:)` does, with what NavPilotScenario adds: `--listen PATH` (and
    /// `NAVPILOT_LISTEN`) drive and watch the app through a control socket (`ControlServer`), and
    /// `run`, `play`, `record`, `explore`, `send` and `watch` work on the app's session
    /// (`ScenarioCommand`), named as `session()` names it.
    ///
    /// ```swift
    /// import HelloApp
    /// import NavPilotScenario
    /// import NavPilotTUI
    ///
    /// TerminalSession.main(AppCommandLine(summary: "items to open"), session: helloSession)
    /// ```
    ///
    /// Exit status: as `ScenarioCommand` for a subcommand; else 0 when the user quit, 1 when there is
    /// no terminal (it says which ways work without one), the terminal went away or the socket cannot
    /// be listened at, 2 for a command line that is not understood.
    public static func main(
        _ commandLine: AppCommandLine = AppCommandLine(), session: @escaping @MainActor () -> Session
    ) -> Never {
        MainThread.run {
            // Only a subcommand needs the session's name, and only then is a session made for it.
            await runStandard(commandLine, catalog: { SessionCatalog([(name: session().name, make: session)]) }) { _ in
                session()
            }
        }
    }

    /// Runs an app whose own options (`AppCommandLine.options`) decide the session, with the
    /// scenario subcommands on `catalog`'s sessions: `launch` gets what the command line gave and
    /// returns the session to run, nil when it did what was asked itself, or throws an error that
    /// says what is wrong with the options (printed after the app's name, exit status 2). Otherwise
    /// as `main(_:session:)`.
    public static func main(
        _ commandLine: AppCommandLine, catalog: SessionCatalog,
        launch: @escaping @MainActor (AppArguments) throws -> Session?
    ) -> Never {
        MainThread.run { await runStandard(commandLine, catalog: { catalog }, launch: launch) }
    }

    /// The standard command line with the control socket and the scenario subcommands.
    private static func runStandard(
        _ commandLine: AppCommandLine, catalog: @MainActor () -> SessionCatalog,
        launch: @MainActor (AppArguments) throws -> Session?
    ) async -> Int32 {
        var commandLine = commandLine
        commandLine.listens = true
        commandLine.subcommands = ScenarioCommand.subcommands
        commandLine.subcommandUsage = ScenarioCommand.usage(program: commandLine.program)
        commandLine.environment += [
            AppEnvironmentVariable(
                "SNAPSHOT_UPDATE", help: "1: run writes the snapshots and screenshots that differ instead of failing"),
            AppEnvironmentVariable(
                "CI", help: "set (as CI services do, CI=true): run never writes snapshots (SNAPSHOT_UPDATE is refused)"),
        ]
        let environment = ProcessInfo.processInfo.environment
        return await runCommandLine(
            commandLine, arguments: FileName.commandLineArguments,
            listener: { options throws(TerminalError) in
                if let path = options.listen { return try ControlServer(path: path) }
                return try ControlServer.fromEnvironment()
            },
            subcommand: { name, arguments in
                await ScenarioCommand.run(
                    [name] + arguments, catalog: catalog(), program: commandLine.program, environment: environment)
            },
            launch: launch)
    }
}

extension App {
    /// Runs the app in the terminal until the user quits, as NavPilotTUI's `App.main()` does, with
    /// `--listen` and the scenario subcommands on the app's session (`TerminalSession.main(_:session:)`
    /// of NavPilotScenario): an `@main` app gets them by importing NavPilotScenario.
    public static func main() {
        TerminalSession.main { Self().makeSession() }
    }
}
