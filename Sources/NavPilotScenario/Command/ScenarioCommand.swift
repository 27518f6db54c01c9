import NavPilot
import NavPilotTUI

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

/// The scenario tools as a command line for any app built on NavPilotTUI: `run`, `play`, `record`
/// and `explore` on the app's own sessions, `send` and `watch` to a live one listening on a socket
/// (`ControlServer`), `fmt` for scenario files and `commands` for the language, with the flags,
/// output, diagnostics and exit codes of `navpilot`'s.
///
/// An app gets them with the options every app takes from `TerminalSession.main(_:session:)`, which
/// hands a subcommand to this type:
///
/// ```swift
/// import NavPilotScenario
/// import NavPilotTUI
///
/// TerminalSession.main(session: twoPaneSession)
/// ```
///
/// An app that reads its command line itself calls `handles(_:)` and `main(catalog:)` first:
///
/// ```swift
/// if ScenarioCommand.handles(CommandLine.arguments) {
///     await ScenarioCommand.main(catalog: SessionCatalog([(name: "two-panes", make: twoPaneSession)]))
/// }
/// // ... start the app as usual
/// ```
///
/// Then `myapp run Scenarios` runs the app's scenario files headlessly, `myapp explore two-panes`
/// explores it with every invariant checked, `myapp record new.scenario` records a session and
/// `myapp play new.scenario` replays it. Each subcommand takes `--help`; messages and usage lines
/// name the app's executable.
///
/// Exit status, whatever the subcommand: 0 when everything asked for was done (every scenario
/// passed, exploring found nothing); 1 when it could not be done (a scenario failed, exploring found
/// a problem, there is no terminal to play in); 2 when it was asked for wrongly (a bad command line,
/// a malformed scenario file, an unknown session).
///
/// `run -j N` and `explore` start this same executable again as child processes (through
/// `/proc/self/exe`, with a subcommand as the first argument), so `main.swift` must reach
/// `TerminalSession.main` or `ScenarioCommand.main(catalog:)` before anything that needs a terminal.
@MainActor
public enum ScenarioCommand {
    /// The subcommands, as the first argument after the program's name names them.
    nonisolated public static let subcommands = [
        "run", "play", "record", "explore", "send", "watch", "fmt", "commands",
    ]

    /// Whether `arguments` (as `CommandLine.arguments`: the program first) ask for a scenario
    /// subcommand.
    nonisolated public static func handles(_ arguments: [String]) -> Bool {
        arguments.dropFirst().first.map(subcommands.contains) ?? false
    }

    /// Runs the subcommand `CommandLine.arguments` names on `catalog`'s sessions and exits with its
    /// status; never returns. Messages and usage lines name the executable as it was started
    /// (the last component of `CommandLine.arguments[0]`).
    public static func main(catalog: SessionCatalog) async -> Never {
        // The arguments as bytes kept: a scenario file whose name is not UTF-8 can be opened.
        let status = await run(
            FileName.commandLineArguments, catalog: catalog, program: programName(CommandLine.arguments.first ?? ""),
            environment: ProcessInfo.processInfo.environment)
        exit(status)
    }

    /// Runs `arguments` (the subcommand first, then its arguments) on `catalog`'s sessions and
    /// returns the exit status; `program` is the name messages and usage lines show, `environment`
    /// what `CI`, `SNAPSHOT_UPDATE` and the commands' own variables are read from.
    ///
    /// Output goes to standard output and standard error, as `main(catalog:)` writes it.
    public static func run(
        _ arguments: [String], catalog: SessionCatalog, program: String, environment: [String: String]
    ) async -> Int32 {
        let context = CommandContext(program: program, catalog: catalog, environment: environment)
        guard let name = arguments.first, subcommands.contains(name) else {
            if let first = arguments.first, ["--help", "-h"].contains(first) {
                Console.print(usage(program: program))
                return ExitStatus.success
            }
            let found = arguments.first.map { "unknown command \(SafeText.quoted($0))" } ?? "no command given"
            return context.refuse(found, usage: usage(program: program))
        }
        let rest = Array(arguments.dropFirst())
        // SIGINT, SIGTERM and SIGHUP end children and remove scratch folders before the process ends.
        SignalTeardown.install()
        let status: Int32
        switch name {
        case "run": status = await RunCommand.run(arguments: rest, context: context)
        case "play": status = await PlayCommand.run(arguments: rest, context: context)
        case "record": status = await RecordCommand.run(arguments: rest, context: context)
        case "send": status = await SendCommand.run(arguments: rest, context: context)
        case "watch": status = await WatchCommand.run(arguments: rest, context: context)
        case "fmt": status = await FmtCommand.run(arguments: rest, context: context)
        case "commands": status = await CommandsCommand.run(arguments: rest, context: context)
        default: status = await ExploreCommand.run(arguments: rest, context: context)
        }
        SignalTeardown.waitIfTearingDown()
        return status
    }

    /// The usage of the subcommands as `program`'s `--help` shows them, each with a short
    /// description.
    nonisolated public static func usage(program: String) -> String {
        let rows: [(String, String)] = [
            (
                RunOptions.usage(program),
                """
                run scenario files (or folders of them) headlessly, on one CPU core unless --all-cores,
                N files at once with -j; --shard K/N runs the K-th of N slices of the files (for CI
                matrices); --svg writes each final screen and Screenshot as SVG; exit 0 all passed,
                1 a failure, 2 a malformed file
                """
            ),
            (
                PlayCommand.usage(program),
                "replay a scenario in the terminal at a visible pace; space pauses, . runs one step, + and - change the pace, q stops"
            ),
            (RecordCommand.usage(program), "record an interactive session as a scenario"),
            (
                SendCommand.usage(program),
                """
                send scenario lines (the arguments, else standard input's) to a session started with
                --listen PATH, and print each answer as JSON; exit 0 all ok, 1 a failure, 2 malformed
                """
            ),
            (WatchCommand.usage(program), "print a live session's events as JSON until it ends"),
            (
                FmtCommand.usage(program),
                """
                rewrite scenario files in their canonical form (comments and blank lines kept); --check
                writes nothing and names each file that is not formatted: exit 1
                """
            ),
            (CommandsCommand.usage(program), "every command of the scenario language, from the table the parser reads"),
            (
                ExploreCommand.usage(program),
                """
                random sessions with every invariant checked after every step; a failure, a crash
                too, is shrunk to a scenario file; exit 1. --seeds A..B explores each seed in turn
                """
            ),
        ]
        return rows.map { usage, description in
            let line = wrapped(String(usage.dropFirst("usage: ".count)), width: 96, indent: "        ")
            let indented = description.split(separator: "\n").map { "      " + $0 }.joined(separator: "\n")
            return "  " + line + "\n" + indented
        }.joined(separator: "\n")
    }

    /// `text` broken at spaces into lines of at most `width` characters (a longer word stays
    /// whole), each line after the first starting with `indent`, so a long usage line stays readable.
    nonisolated static func wrapped(_ text: String, width: Int, indent: String) -> String {
        var lines: [String] = []
        var line = ""
        for word in text.split(separator: " ") {
            if !line.isEmpty && line.count + 1 + word.count > width {
                lines.append(line)
                line = indent
            }
            line += (line.isEmpty || line == indent ? "" : " ") + word
        }
        lines.append(line)
        return lines.joined(separator: "\n  ")
    }

    /// The last component of the path the program was started by.
    nonisolated static func programName(_ path: String) -> String {
        let name = path.split(separator: "/").last.map(String.init) ?? ""
        return name.isEmpty ? "app" : name
    }
}
