import NavPilot
import NavPilotTUI

#if canImport(Glibc)
import Glibc
#endif

/// `play FILE [--delay MS]`: a scenario replayed in the terminal at a visible pace
/// (`ScenarioPlayer`): exit 0 when it passed, 1 when it failed, was stopped or there is no
/// terminal, 2 when the file or the command line is malformed.
@MainActor
enum PlayCommand {
    /// The usage line of `program play`.
    nonisolated static func usage(_ program: String) -> String { "usage: \(program) play FILE [--delay MS]" }

    /// What `program play --help` prints: the usage line, then what the delay is and the keys
    /// that act during the replay, which nothing else on the command line tells.
    nonisolated static func help(_ program: String) -> String {
        """
        \(usage(program))
        Replays FILE in the terminal, waiting MS milliseconds (default 500) before each step.
        Keys while it plays: space pauses and resumes; . runs one step and stays paused; + and -
        halve and double the delay (0 ms to 10 s); q or Ctrl+C stops the replay (exit 1).
        """
    }

    static func run(arguments: [String], context: CommandContext) async -> Int32 {
        let catalog = context.catalog
        if context.printedHelp(for: arguments, usage: help(context.program)) { return ExitStatus.success }
        let path: String
        let delay: Duration
        switch parse(arguments) {
        case .success(let parsed): (path, delay) = parsed
        case .failure(let problem): return context.refuse(problem.message, usage: usage(context.program))
        }
        let scenario: Scenario
        do {
            scenario = try Scenario.load(path: path, catalog: catalog)
        } catch {
            Console.print(error.description, to: .error)
            return ExitStatus.usage
        }
        guard let terminal = openTerminal(program: context.program) else { return ExitStatus.failure }
        // The player waits for keys and would wait forever once the terminal is gone (its window
        // closed with SIGHUP ignored): end as a stopped replay does, with nothing printed, since
        // there is no terminal left to read it.
        terminal.whenInputCloses = { [unowned terminal] in
            terminal.restore()
            exit(ExitStatus.failure)
        }
        let player = ScenarioPlayer(
            terminal: terminal, delay: delay, showsTransitions: !TerminalSession.environmentReducesMotion)
        let result = await ScenarioRunner.run(scenario, catalog: catalog, presenter: player, confinesReads: true)
        await player.finish(result)
        terminal.restore()
        ScenarioReport.lines(for: result).forEach { Console.print($0) }
        return result.passed ? ExitStatus.success : ExitStatus.failure
    }

    static func parse(_ arguments: [String]) -> Result<(String, Duration), UsageProblem> {
        do {
            let parsed = try FileArguments(arguments, subcommand: "play", options: ["--delay"])
            guard let text = parsed.values["--delay"] else { return .success((parsed.file, .milliseconds(500))) }
            guard let milliseconds = Int(text), (0...3_600_000).contains(milliseconds) else {
                return .failure(
                    .init(
                        message:
                            "--delay takes milliseconds from 0 to 3600000 (an hour), found \(SafeText.quoted(text))"))
            }
            return .success((parsed.file, .milliseconds(milliseconds)))
        } catch {
            return .failure(error)
        }
    }
}
