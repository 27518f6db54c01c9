import NavPilot
import NavPilotTUI

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// `send PATH [LINE...]`: sends scenario lines (the arguments, else standard input's lines) to the
/// live session listening at PATH (`--listen`) and prints each answer, one JSON object a line.
/// Exit 0 when every line was answered ok, 1 when one failed (an expectation, an operation the
/// session refused), 2 for a malformed line, no such socket, or a bad command line.
@MainActor
enum SendCommand {
    nonisolated static func usage(_ program: String) -> String { "usage: \(program) send PATH [LINE...]" }

    static func run(arguments: [String], context: CommandContext) async -> Int32 {
        if context.printedHelp(for: arguments, usage: usage(context.program)) { return ExitStatus.success }
        guard let path = arguments.first else {
            return context.refuse("send needs the socket's path", usage: usage(context.program))
        }
        let arguments = Array(arguments.dropFirst())
        if let index = arguments.firstIndex(where: { $0.contains(where: \.isNewline) }) {
            return context.refuse(
                "line \(index + 1) holds a line break: give each command as an argument of its own",
                usage: usage(context.program))
        }
        guard let client = ControlClient.connect(to: path, context: context) else { return ExitStatus.usage }
        // Standard input is sent line by line as it comes: `yes 'Key down' | send` runs, in bounded memory.
        let sentCount =
            arguments.isEmpty
            ? client.sendInBackground { Swift.readLine(strippingNewline: true) }
            : client.sendInBackground(arguments)
        var status = ExitStatus.success
        var answered = 0
        while let answer = client.readLine() {
            answered += 1
            Console.print(answer)
            let decoded = try? JSONDecoder().decode(Answer.self, from: Data(answer.utf8))
            if decoded?.ok != true {
                // A malformed line (it has a column) outranks a failed one.
                status = decoded?.column != nil ? ExitStatus.usage : max(status, ExitStatus.failure)
            }
        }
        guard answered >= sentCount() else {
            context.complain("the session ended before it answered every line")
            return ExitStatus.failure
        }
        return status
    }

    private struct Answer: Decodable {
        let ok: Bool?
        let column: Int?
    }
}

extension ControlClient {
    /// A client connected to `path`, or nil after saying why not (no socket, not a session).
    @MainActor
    static func connect(to path: String, context: CommandContext) -> ControlClient? {
        do {
            return try ControlClient(path: path)
        } catch {
            context.complain(error.description)
            return nil
        }
    }
}
