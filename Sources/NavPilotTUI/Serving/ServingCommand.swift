import NavPilot

#if canImport(Glibc)
import Glibc
#endif

/// The subcommands every app takes for sessions that outlive their terminal: `serve`, `attach`,
/// `ls` and `kill` (`AppCommandLine` sends them here).
@MainActor
package enum ServingCommand: String, CaseIterable, Sendable {
    case serve, attach, ls, kill

    /// Their part of `--help`; `{program}` is the app's name.
    nonisolated static let usage = """
          {program} serve NAME [OPTIONS]  run the session in the background as NAME, with the options
                                          above (--foreground: in this process, for a service manager)
          {program} attach NAME [--read-only]
                                          show NAME in this terminal; Ctrl+W d detaches, it goes on
          {program} ls                    the served sessions and their clients
          {program} kill NAME             end the session NAME (its clients are told)
        """

    /// Does what `arguments` (those after the subcommand's name) ask; the exit status.
    @MainActor
    func run(
        _ arguments: [String], commandLine: AppCommandLine,
        listener makeListener: @MainActor (LaunchOptions) throws(TerminalError) -> (any SessionListener)?,
        launch: @MainActor (AppArguments) throws -> Session?
    ) async -> Int32 {
        let program = commandLine.program
        let hint = "Run '\(program) --help' for usage."
        do {
            switch self {
            case .serve:
                return try await Self.serve(arguments, commandLine: commandLine, listener: makeListener, launch: launch)
            case .attach:
                var words = arguments
                let readOnly = words.contains("--read-only")
                words.removeAll { $0 == "--read-only" }
                return try await Self.attach(
                    try Self.name(in: words, of: "attach"), readOnly: readOnly, program: program)
            case .ls:
                guard arguments.isEmpty else { throw ArgumentError.unexpectedArgument(arguments[0]) }
                return try Self.list(program: program)
            case .kill:
                return try Self.end(try Self.name(in: arguments, of: "kill"), program: program)
            }
        } catch let error as ArgumentError {
            Console.print("\(program) \(rawValue): \(error)\n\(hint)", to: .error)
            return ExitStatus.usage
        } catch let error as ServeError {
            Console.print("\(program) \(rawValue): \(error)", to: .error)
            if case .badName = error { return ExitStatus.usage }
            return ExitStatus.failure
        } catch {
            Console.print("\(program) \(rawValue): \(error)", to: .error)
            return ExitStatus.usage
        }
    }

    /// The one word `arguments` must be: a session's name.
    private static func name(in arguments: [String], of command: String) throws -> String {
        guard let name = arguments.first else { throw ArgumentError.missingValue("\(command) NAME") }
        if arguments.count > 1 { throw ArgumentError.unexpectedArgument(arguments[1]) }
        if name.hasPrefix("-") { throw ArgumentError.unknownOption(name) }
        try ServedSessions.check(name)
        return name
    }

    // MARK: serve

    private static func serve(
        _ arguments: [String], commandLine: AppCommandLine,
        listener makeListener: @MainActor (LaunchOptions) throws(TerminalError) -> (any SessionListener)?,
        launch: @MainActor (AppArguments) throws -> Session?
    ) async throws -> Int32 {
        var words = arguments
        let foreground = words.contains("--foreground")
        words.removeAll { $0 == "--foreground" }
        guard let index = words.firstIndex(where: { !$0.hasPrefix("-") }) else {
            throw ArgumentError.missingValue("serve NAME")
        }
        let name = words.remove(at: index)
        try ServedSessions.check(name)
        guard case .launch(var given) = try commandLine.parse(words) else {
            throw ArgumentError.refused("serve", reason: "--help and --version are not served; run them alone")
        }
        if given.options.narrate {
            throw ArgumentError.refused(
                "--narrate", reason: "a served session is drawn for its clients; narrate it with a session of its own")
        }
        guard let session = try launch(given) else { return ExitStatus.success }
        guard foreground else {
            let path = try ServedSessions.socketPath(of: name)
            if let live = try? UnixSocket.connect(to: path) {
                close(live)
                throw ServeError.alreadyServed(name)
            }
            let pid = try ServerProcess.start(
                arguments: ["serve", "--foreground", name] + words, log: ServedSessions.logPath(of: name))
            Console.print("serving \(name) (pid \(pid)): \(commandLine.program) attach \(name)")
            return ExitStatus.success
        }
        // The control socket beside it, unless --listen put it elsewhere (an app with one).
        if commandLine.listens, given.options.listen == nil {
            given.options.listen = try ServedSessions.controlPath(of: name)
        }
        let listener: (any SessionListener)?
        do {
            listener = try makeListener(given.options)
        } catch {
            ServerProcess.tellReady(error.description)
            throw ServeError.other(error.description)
        }
        let signal: Int32?
        do {
            signal = try await TerminalSession.serve(
                session, name: name, options: given.options, listener: listener, ready: ServerProcess.tellReady)
        } catch {
            listener?.stop()
            ServerProcess.tellReady(error.description)
            throw error
        }
        if let signal { SignalDisposition.endProcess(by: signal) }
        return ExitStatus.success
    }

    // MARK: attach

    @MainActor
    private static func attach(_ name: String, readOnly: Bool, program: String) async throws -> Int32 {
        let connection = try connect(to: name)
        let terminal: TerminfoTerminal
        do {
            terminal = try TerminfoTerminal()
        } catch {
            connection.close()
            Console.print(terminalProblem(error, program: program, scenarioCommands: false), to: .error)
            return ExitStatus.failure
        }
        // The theme this terminal's background asks for (NAVPILOT_THEME's when it names one): as a
        // session's, at once where this terminal was heard from before (`FollowedBackground`), and
        // told again to the session when the answer comes and says otherwise.
        let named = TerminalSession.environment("NAVPILOT_THEME").flatMap {
            (try? ThemeSelection.theme(named: $0)) ?? nil
        }
        let background =
            named == nil ? FollowedBackground(store: FileStateStore(), environment: TerminalSession.environment) : nil
        background?.awaitAnswer(of: terminal)
        let theme = named ?? background?.theme(background: terminal.backgroundColor)
        let client = AttachClient(connection: connection, terminal: terminal, readOnly: readOnly)
        if let background {
            terminal.whenBackgroundIsKnown = { [weak client] color in
                background.terminalSaid(color)
                client?.tellTheme(background.theme(background: color).name)
            }
            terminal.whenQuestionsAreAnswered = { [weak client, weak terminal] in
                guard let terminal, terminal.backgroundColor == nil else { return }
                background.terminalSaidNothing()
                client?.tellTheme(background.theme(background: nil).name)
            }
        }
        let outcome = await client.run(theme: theme?.name ?? "")
        terminal.restore()
        connection.close()
        // What went wrong with the memory of this terminal's background, once the terminal is the
        // shell's again (the session's own status line is the server's).
        if let problem = background?.takeProblem() { Console.print(problem, to: .error) }
        let shown = SafeText.quoted(name)
        switch outcome {
        case .goodbye(.detached):
            Console.print("detached from \(shown); '\(program) attach \(name)' shows it again")
        case .goodbye(.ended):
            Console.print("the session \(shown) ended")
        case .goodbye(.killed):
            Console.print("the session \(shown) was ended by '\(program) kill'")
        case .goodbye(.refused(let reason)):
            Console.print("\(program) attach: \(shown): \(SafeText.escaping(reason))", to: .error)
            return ExitStatus.failure
        case .lost(let problem):
            let why =
                problem.map { SafeText.escaping($0) } ?? "its server went away without a word (killed, or it crashed)"
            Console.print("\(program) attach: the session \(shown) is lost: \(why)", to: .error)
            return ExitStatus.failure
        case .terminalClosed:
            return ExitStatus.failure
        }
        return ExitStatus.success
    }

    /// A connection to the served session `name`.
    private static func connect(to name: String) throws -> AttachConnection {
        let path = try ServedSessions.socketPath(of: name)
        do {
            return try AttachConnection(path: path)
        } catch .noSuchSocket {
            throw ServeError.noSuchSession(name)
        } catch .nobodyListens {
            throw ServeError.stale(name)
        } catch {
            throw ServeError.other(error.description)
        }
    }

    // MARK: ls and kill

    private static func list(program: String) throws -> Int32 {
        let names = try ServedSessions.names()
        guard !names.isEmpty else {
            Console.print("no session is served (\(program) serve NAME serves one)")
            return ExitStatus.success
        }
        for name in names {
            do {
                let connection = try connect(to: name)
                defer { connection.close() }
                connection.send(.hello(ClientHello(purpose: .info)))
                for case .info(let lines) in connection.readToEnd() {
                    Console.print(lines.joined(separator: "\n"))
                }
            } catch ServeError.stale {
                Console.print("\(name)  stale: its server is gone (serve or kill \(name) removes it)")
            }
        }
        return ExitStatus.success
    }

    private static func end(_ name: String, program: String) throws -> Int32 {
        let connection: AttachConnection
        do {
            connection = try connect(to: name)
        } catch ServeError.stale {
            // Nobody serves it: only the socket is left, and it is this user's (the folder is).
            let path = try ServedSessions.socketPath(of: name)
            _ = FileName.withCPath(path) { unlink($0) }
            Console.print("removed the stale socket of \(name): its server was already gone")
            return ExitStatus.success
        }
        defer { connection.close() }
        connection.send(.hello(ClientHello(purpose: .kill)))
        // The server closes the connection once it has ended the session and removed its socket.
        _ = connection.readToEnd()
        Console.print("ended \(name)")
        return ExitStatus.success
    }
}
