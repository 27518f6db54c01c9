import NavPilot
import NavPilotTUI

/// `watch PATH`: prints every event of the live session listening at PATH, one JSON object a line,
/// until the session ends (exit 0); exit 2 when there is no such socket, 1 when the session does not
/// answer `Watch` within a minute.
@MainActor
enum WatchCommand {
    nonisolated static func usage(_ program: String) -> String { "usage: \(program) watch PATH" }

    static func run(arguments: [String], context: CommandContext) async -> Int32 {
        if context.printedHelp(for: arguments, usage: usage(context.program)) { return ExitStatus.success }
        guard arguments.count == 1, let path = arguments.first else {
            return context.refuse("watch takes the socket's path", usage: usage(context.program))
        }
        guard let client = ControlClient.connect(to: path, context: context) else { return ExitStatus.usage }
        client.sendInBackground(["Watch"])
        // `{"reply":1,"ok":true,"watching":true}` first: from then on nothing is missed. Events may be hours
        // apart, so only this answer is waited for with a bound (a socket that accepts and then says
        // nothing is not a session).
        let limit = Duration.seconds(SendCommand.defaultTimeout)
        switch client.nextLine(within: limit) {
        case .line(let answer): Console.print(answer)
        case .ended: return ExitStatus.success
        case .timedOut:
            context.complain("the session did not answer Watch in \(limit.components.seconds) s")
            return ExitStatus.failure
        }
        while let event = client.readLine() {
            Console.print(event)
        }
        return ExitStatus.success
    }
}
