import NavPilot
import NavPilotTUI

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// `send [--timeout SECONDS] PATH [LINE...]`: sends scenario lines (the arguments, else standard
/// input's lines) to the live session listening at PATH (`--listen`; a served session's name) and prints each answer, one
/// JSON object a line. Exit 0 when every line was answered ok, 1 when one failed (an expectation,
/// an operation the session refused) or a line sent waited longer than the timeout for its answer,
/// 2 for a malformed line, no such socket, or a bad command line.
@MainActor
enum SendCommand {
    nonisolated static func usage(_ program: String) -> String {
        "usage: \(program) send [--timeout SECONDS] PATH [LINE...]"
    }

    /// How long a line sent may wait for its answer unless `--timeout` says otherwise.
    static let defaultTimeout = 60

    static func run(arguments: [String], context: CommandContext) async -> Int32 {
        if context.printedHelp(for: arguments, usage: usage(context.program)) { return ExitStatus.success }
        let path: String
        let lines: [String]
        let limit: Duration?
        switch parse(arguments) {
        case .success(let parsed): (path, lines, limit) = parsed
        case .failure(let problem): return context.refuse(problem.message, usage: usage(context.program))
        }
        let arguments = lines
        guard let client = ControlClient.connect(to: path, context: context) else { return ExitStatus.usage }
        // Standard input is sent line by line as it comes: `yes 'Key down' | send` runs, in bounded memory.
        let sentCount =
            arguments.isEmpty
            ? client.sendInBackground { Swift.readLine(strippingNewline: true) }
            : client.sendInBackground(arguments)
        var status = ExitStatus.success
        var answered = 0
        var waiting = AnswerWait(limit: limit)
        reading: while true {
            // Lines typed slowly on standard input are not late: the clock runs only while a line
            // sent waits for its answer.
            switch client.nextLine(within: waiting.nextLook(outstanding: sentCount() > answered)) {
            case .line(let answer):
                answered += 1
                waiting.answered()
                Console.print(answer)
                let decoded = try? JSONDecoder().decode(Answer.self, from: Data(answer.utf8))
                if decoded?.ok != true {
                    // A malformed line (it has a column) outranks a failed one.
                    status = decoded?.column != nil ? ExitStatus.usage : max(status, ExitStatus.failure)
                }
            case .ended:
                break reading
            case .timedOut:
                guard waiting.isOver else { continue }
                context.complain(
                    "line \(answered + 1) sent had no answer in \(limit?.components.seconds ?? 0) s "
                        + "(--timeout SECONDS sets the wait, 0 waits for ever)")
                return ExitStatus.failure
            }
        }
        guard answered >= sentCount() else {
            context.complain("the session ended before it answered every line")
            return ExitStatus.failure
        }
        return status
    }

    /// The socket's path, the lines to send (none: standard input's) and the wait for an answer.
    private static func parse(_ arguments: [String]) -> Result<(String, [String], Duration?), UsageProblem> {
        var remaining = arguments[...]
        var limit: Duration? = .seconds(defaultTimeout)
        if remaining.first == "--timeout" {
            let option = remaining.removeFirst()
            switch RunOptions.number(after: option, in: &remaining, upTo: 86_400, unit: "seconds (a day)") {
            case .success(let seconds): limit = seconds == 0 ? nil : .seconds(seconds)
            case .failure(let problem): return .failure(problem)
            }
        }
        guard let path = remaining.popFirst() else {
            return .failure(UsageProblem(message: "send needs the socket's path"))
        }
        let lines = Array(remaining)
        // After the path every argument is a line to send: an option there would be sent as one.
        if lines.contains("--timeout") {
            return .failure(UsageProblem(message: "--timeout goes before the socket's path"))
        }
        if let index = lines.firstIndex(where: { $0.contains(where: \.isNewline) }) {
            return .failure(
                UsageProblem(
                    message: "line \(index + 1) holds a line break: give each command as an argument of its own"))
        }
        return .success((path, lines, limit))
    }

    /// The clock of the oldest line sent and not answered: it starts when a line is outstanding,
    /// restarts at each answer, and is stopped while nothing is outstanding.
    private struct AnswerWait {
        let limit: Duration?
        private let clock = ContinuousClock()
        private var since: ContinuousClock.Instant?

        init(limit: Duration?) { self.limit = limit }

        /// How long the next read may wait: the time left while a line waits for its answer, a
        /// short look (lines may be sent meanwhile) while none does, no bound without a limit.
        mutating func nextLook(outstanding: Bool) -> Duration? {
            guard let limit else { return nil }
            guard outstanding else {
                since = nil
                return .milliseconds(100)
            }
            let start = since ?? clock.now
            since = start
            return max(.zero, limit - (clock.now - start))
        }

        mutating func answered() { since = nil }

        /// Whether the line waiting for its answer has waited the whole limit.
        var isOver: Bool {
            guard let limit, let since else { return false }
            return clock.now - since >= limit
        }
    }

    private struct Answer: Decodable {
        let ok: Bool?
        let column: Int?
    }
}

extension ControlClient {
    /// A client connected to `path`, or nil after saying why not (no socket, not a session). A word
    /// without a `/` that is no file here names a served session (`serve NAME`): its control socket.
    @MainActor
    static func connect(to path: String, context: CommandContext) -> ControlClient? {
        var path = path
        if !path.contains("/"), !FileManager.default.fileExists(atPath: path), (try? ServedSessions.check(path)) != nil
        {
            do {
                path = try ServedSessions.controlPath(of: path)
            } catch {
                context.complain(error.description)
                return nil
            }
        }
        do {
            return try ControlClient(path: path)
        } catch {
            context.complain(error.description)
            return nil
        }
    }
}
