import NavPilot
import NavPilotTUI

/// `commands`: every command of the scenario language, from the table the parser reads
/// (`ScenarioCommands`), by family, each with how it is written and what it does; the control
/// socket's own commands are marked as such.
@MainActor
enum CommandsCommand {
    nonisolated static func usage(_ program: String) -> String { "usage: \(program) commands" }

    static func run(arguments: [String], context: CommandContext) async -> Int32 {
        let usage = usage(context.program)
        if context.printedHelp(for: arguments, usage: usage) { return ExitStatus.success }
        if let extra = arguments.first {
            return context.refuse("commands takes no arguments, found \(SafeText.quoted(extra))", usage: usage)
        }
        Console.print(listing)
        return ExitStatus.success
    }

    /// The listing: a heading a family, a line a command.
    nonisolated static var listing: String {
        CommandDeclaration.Family.allCases.map { family in
            let rows = ScenarioCommands.all.filter { $0.family == family }.map { declaration in
                let syntax = "  " + declaration.syntax
                let padded =
                    syntax.count < 34 ? syntax + String(repeating: " ", count: 34 - syntax.count) : syntax + "  "
                return padded + declaration.summary
            }
            return heading(family) + "\n" + rows.joined(separator: "\n")
        }.joined(separator: "\n\n")
    }

    nonisolated private static func heading(_ family: CommandDeclaration.Family) -> String {
        switch family {
        case .session: "The session and its window:"
        case .input: "Input:"
        case .navigation: "Navigation (a pane's pilot; routes in route notation):"
        case .expectation: "Expectations:"
        case .control: "Control (only on a control connection: send, --listen; not in a scenario file):"
        }
    }
}
