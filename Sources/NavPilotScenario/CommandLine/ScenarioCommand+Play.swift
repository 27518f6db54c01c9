import NavPilot
import NavPilotTUI

#if canImport(Glibc)
import Glibc
#endif

extension ScenarioCommand {
    /// `navpilot play FILE [--delay MS]`: replays a scenario in the real terminal at a visible pace
    /// (default 500 ms per step), with the step being run on the player's own line (see
    /// `ScenarioPlayer`). `q` aborts.
    ///
    /// The scenario runs as `navpilot run` runs it: at the size the file sets, `Resize` and
    /// `Snapshot` included, so it passes or fails the same way; the terminal mirrors its screen.
    ///
    /// - Parameter arguments: the arguments after `play`.
    /// - Returns: 0 when the scenario passed, 1 when it failed or was aborted or the terminal
    ///   cannot be used, 2 when the file or the command line is malformed.
    public static func play(arguments: [String], catalog: SessionCatalog, output: (String) -> Void) async -> Int32 {
        let path: String
        let delay: Duration
        switch playArguments(arguments) {
        case .success(let parsed): (path, delay) = parsed
        case .failure(let problem):
            output("navpilot: \(problem.message)")
            output(playUsage)
            return exitMalformed
        }
        let scenario: Scenario
        do {
            scenario = try Scenario.load(path: path, catalog: catalog)
        } catch {
            output(error.description)
            return exitMalformed
        }
        guard let terminal = openTerminal(output: output) else { return exitFailed }
        // The player waits for keys and would wait forever once the terminal is gone (its window
        // closed with SIGHUP ignored): end as an aborted play does, with nothing printed, since
        // there is no terminal left to read it.
        terminal.whenInputCloses = { [unowned terminal] in
            terminal.restore()
            exit(exitFailed)
        }
        let motion = getenv("NAVPILOT_REDUCE_MOTION").map { String(cString: $0) }
        let player = ScenarioPlayer(
            terminal: terminal, delay: delay, showsTransitions: !TerminalSession.reducesMotion(motion))
        let result = await ScenarioRunner.run(scenario, catalog: catalog, presenter: player)
        await player.finish(result)
        terminal.restore()
        ScenarioReport.lines(for: result).forEach(output)
        return result.passed ? exitPassed : exitFailed
    }

    static let playUsage = "usage: navpilot play FILE [--delay MS]"

    private static func playArguments(_ arguments: [String]) -> Result<(String, Duration), RunOptions.Problem> {
        var path: String?
        var delay = Duration.milliseconds(500)
        var remaining = arguments[...]
        while let argument = remaining.popFirst() {
            if argument == "--delay" {
                guard let text = remaining.popFirst() else {
                    return .failure(.init(message: "--delay needs a number of milliseconds"))
                }
                guard let milliseconds = Int(text), (0...3_600_000).contains(milliseconds) else {
                    return .failure(
                        .init(
                            message:
                                "--delay takes milliseconds from 0 to 3600000 (an hour), found \(SafeText.quoted(text))"
                        ))
                }
                delay = .milliseconds(milliseconds)
            } else if argument.hasPrefix("--") {
                return .failure(.init(message: "unknown option \(SafeText.quoted(argument))"))
            } else if path == nil {
                path = argument
            } else {
                return .failure(
                    .init(message: "play takes one scenario file, found a second: \(SafeText.quoted(argument))"))
            }
        }
        guard let path else { return .failure(.init(message: "no scenario file given")) }
        return .success((path, delay))
    }
}
