import NavPilot

extension TerminalSession {
    /// Runs an app from its command line and ends the process: the entry point of an app's
    /// `main.swift`. `--help` names the app and lists its options, the standard ones and every key;
    /// `--version` prints `commandLine.version`; anything else runs `session()` in the terminal with
    /// the standard options (`run(_:options:listener:configure:)`).
    ///
    /// ```swift
    /// import NavPilotTUI
    ///
    /// TerminalSession.main(AppCommandLine(summary: "items to open"), session: helloSession)
    /// ```
    ///
    /// With NavPilotScenario imported, the same call resolves to its entry, which also takes
    /// `--listen PATH` and the scenario subcommands on the app's session.
    ///
    /// Exit status: 0 when the user quit; 1 when there is no terminal (it says which ways work without
    /// one) or the terminal went away; 2 for a command line that is not understood.
    @_disfavoredOverload
    public static func main(
        _ commandLine: AppCommandLine = AppCommandLine(), session: @escaping @MainActor () -> Session
    ) -> Never {
        main(commandLine) { _ in session() }
    }

    /// Runs an app whose own options (`AppCommandLine.options`) decide the session: `launch` gets
    /// what the command line gave and returns the session to run, nil when it did what was asked
    /// itself (printed a list), or throws an error that says what is wrong with the options (printed
    /// after the app's name, exit status 2). Otherwise as `main(_:session:)`.
    public static func main(
        _ commandLine: AppCommandLine, launch: @escaping @MainActor (AppArguments) throws -> Session?
    ) -> Never {
        MainThread.run {
            await runCommandLine(
                commandLine, arguments: FileName.commandLineArguments, listener: { _ in nil },
                subcommand: { _, _ in ExitStatus.usage }, launch: launch)
        }
    }

    /// Does what `arguments` ask of the app `commandLine` describes and gives the exit status:
    /// the entry behind every `main` (NavPilotScenario's gives the listener and the subcommands).
    package static func runCommandLine(
        _ commandLine: AppCommandLine, arguments: [String],
        listener makeListener: @MainActor (LaunchOptions) throws(TerminalError) -> (any SessionListener)?,
        subcommand: @MainActor (String, [String]) async -> Int32,
        launch: @MainActor (AppArguments) throws -> Session?
    ) async -> Int32 {
        let program = commandLine.program
        let hint = "Run '\(program) --help' for usage."
        let request: AppCommandLine.Request
        do {
            request = try commandLine.parse(arguments)
        } catch {
            Console.print("\(program): \(error)\n\(hint)", to: .error)
            return ExitStatus.usage
        }
        switch request {
        case .help:
            // The keys in force: the user's keymap file's, its problems told on standard error.
            let (keymap, problems) = Keymap.loadUserKeymap()
            for problem in problems { Console.print("\(program): keymap: \(problem)", to: .error) }
            Console.print(commandLine.help(keymap: keymap))
            return ExitStatus.success
        case .version:
            Console.print("\(program) \(commandLine.version ?? "")")
            return ExitStatus.success
        case .subcommand(let name, let rest):
            if let problem = NavLog.defaultSinkProblem { Console.print("\(program): \(problem)", to: .error) }
            if let serving = ServingCommand(rawValue: name) {
                return await serving.run(rest, commandLine: commandLine, listener: makeListener, launch: launch)
            }
            return await subcommand(name, rest)
        case .launch(let given):
            // A log file that cannot be used is said once, before the terminal is taken.
            if let problem = NavLog.defaultSinkProblem { Console.print("\(program): \(problem)", to: .error) }
            return await Self.launch(given, of: commandLine, listener: makeListener, session: launch)
        }
    }

    /// Runs the session `makeSession` gives for `given`, with the listener `makeListener` makes;
    /// the exit status.
    private static func launch(
        _ given: AppArguments, of commandLine: AppCommandLine,
        listener makeListener: @MainActor (LaunchOptions) throws(TerminalError) -> (any SessionListener)?,
        session makeSession: @MainActor (AppArguments) throws -> Session?
    ) async -> Int32 {
        let program = commandLine.program
        let hint = "Run '\(program) --help' for usage."
        let session: Session
        do {
            guard let made = try makeSession(given) else { return ExitStatus.success }
            session = made
        } catch {
            // An option the app could not read gets the hint; an app's own error says enough.
            Console.print("\(program): \(error)" + (error is ArgumentError ? "\n\(hint)" : ""), to: .error)
            return ExitStatus.usage
        }
        // The socket before the terminal: a path that cannot be listened at is said first.
        let listener: (any SessionListener)?
        do {
            listener = try makeListener(given.options)
        } catch {
            Console.print("\(program): \(error)", to: .error)
            return ExitStatus.failure
        }
        do {
            try await run(session, options: given.options, listener: listener)
        } catch {
            listener?.stop()
            guard case .terminal(let problem) = error else {
                Console.print("\(program): \(error)\n\(hint)", to: .error)
                return ExitStatus.usage
            }
            Console.print(
                terminalProblem(problem, program: program, scenarioCommands: !commandLine.subcommands.isEmpty),
                to: .error)
            return ExitStatus.failure
        }
        return ExitStatus.success
    }
}

/// What `program` says when it has no terminal to draw on: the problem, and where the terminal cannot
/// be drawn on at all, the ways that need none (`--narrate`; with `scenarioCommands`, `run`, `send`
/// and `watch` too).
package func terminalProblem(_ error: TerminalError, program: String, scenarioCommands: Bool = true) -> String {
    switch error {
    case .notATerminal, .noCursorAddressing:
        let narrate = "`\(program) --narrate` tells the session in lines (keys from a file or pipe, one name a line)"
        guard scenarioCommands else { return "\(program): \(error)\nWithout a terminal: \(narrate)." }
        return """
            \(program): \(error)
            Without a terminal: \(narrate), `\(program) run FILE.scenario` runs scenarios (see `\(program) run \
            --help`), and `\(program) send` and `watch` drive a session listening elsewhere.
            """
    default:
        return "\(program): \(error)"
    }
}
