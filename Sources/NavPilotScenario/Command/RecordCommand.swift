import NavPilot
import NavPilotTUI

#if canImport(Glibc)
import Glibc
#endif

/// `record FILE [--session NAME] [--force]`: an interactive session recorded as a scenario
/// (`ScenarioRecorder`), written to FILE when the session quits: mouse clicks and the wheel as
/// `Click` and `Wheel`, the final focus and stacks as expectations, so replaying it checks that it
/// ends the same way.
///
/// FILE is checked before the session starts: an existing file is refused unless `--force` is given
/// (then it is replaced with the recording, keeping its mode; a link is never followed, nor a hard
/// link written through). A recording that still cannot be written there (a file appeared there
/// while the session ran, without `--force`) is
/// saved in the temporary folder instead (its path is printed), so a session is never lost. Exit 0
/// when FILE was written, 1 when there is no terminal or the recording went elsewhere, 2 for a bad
/// command line, an unknown session or a FILE that cannot be written.
@MainActor
enum RecordCommand {
    /// The session recorded when none is named.
    static let defaultSession = "split-screen"
    /// The usage line of `program record`.
    nonisolated static func usage(_ program: String) -> String {
        "usage: \(program) record FILE [--session NAME] [--force]"
    }

    static func run(arguments: [String], context: CommandContext) async -> Int32 {
        let catalog = context.catalog
        if context.printedHelp(for: arguments, usage: usage(context.program)) { return ExitStatus.success }
        let path: String
        let sessionName: String
        let force: Bool
        switch parse(arguments, catalog: catalog) {
        case .success(let parsed): (path, sessionName, force) = parsed
        case .failure(let problem): return context.refuse(problem.message, usage: usage(context.program))
        }
        guard catalog.contains(sessionName) else {
            context.complain(context.unknownSession(sessionName))
            return ExitStatus.usage
        }
        let file = RecordingFile(path: path, replacing: force)
        if let problem = file.problem() {
            context.complain("cannot record to \(SafeText.quoted(path)): \(problem)")
            return ExitStatus.usage
        }
        guard let terminal = openTerminal(program: context.program) else { return ExitStatus.failure }
        // SIGINT, SIGTERM and SIGHUP (the window closed) end the session as `q` does, so what was
        // recorded is saved; the exit status then says which signal came, as a shell expects.
        terminal.endsInputOnTerminationSignals = true
        let recording = await ScenarioRecorder.record(
            sessionNamed: sessionName, catalog: catalog, terminal: terminal,
            status: "● recording to \(path), saved on quit")
        terminal.restore()
        guard let recording else { return ExitStatus.usage }
        let signal = terminal.terminationSignal
        let signalNote = signal.map { "\(signalName($0)) came: " } ?? ""
        do {
            try file.write(recording.text)
        } catch {
            context.complain("cannot write \(SafeText.quoted(path)): \(error)")
            if let saved = RecordingFile.saveInTemporaryFolder(recording.text) {
                context.complain("\(signalNote)the recording is saved in \(SafeText.quoted(saved)) instead")
            } else {
                Console.print("\(context.program): no file could hold the recording; here it is:\n\(recording.text)")
            }
            return signal.map { 128 + $0 } ?? ExitStatus.failure
        }
        if let signal {
            context.complain(
                "\(signalNote)saved the \(recording.eventCount) events recorded so far to \(SafeText.quoted(path))")
            return 128 + signal
        }
        Console.print("recorded \(recording.eventCount) events to \(SafeText.quoted(path))")
        return ExitStatus.success
    }

    /// `SIGTERM` for 15.
    private static func signalName(_ signal: Int32) -> String {
        switch signal {
        case SIGINT: "SIGINT"
        case SIGTERM: "SIGTERM"
        case SIGHUP: "SIGHUP"
        default: "signal \(signal)"
        }
    }

    static func parse(
        _ arguments: [String], catalog: SessionCatalog
    ) -> Result<(String, String, force: Bool), UsageProblem> {
        do {
            let parsed = try FileArguments(arguments, subcommand: "record", options: ["--session"], flags: ["--force"])
            let fallback = catalog.contains(defaultSession) ? defaultSession : catalog.names.first
            guard let session = parsed.values["--session"] ?? fallback else {
                return .failure(.init(message: "there are no sessions to record"))
            }
            return .success((parsed.file, session, parsed.flagsGiven.contains("--force")))
        } catch {
            return .failure(error)
        }
    }
}
