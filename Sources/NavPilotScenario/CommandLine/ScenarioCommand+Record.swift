import NavPilotTUI
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

extension ScenarioCommand {
    /// The session `navpilot record` records when none is named.
    public static let defaultRecordedSession = "split-screen"

    /// `navpilot record FILE [--session NAME]`: runs a session interactively in the real terminal
    /// and, when it quits (`q`, Ctrl+C), writes the input as a scenario to FILE, ending with the
    /// final focus and stacks as expectations, so replaying it checks that it ends the same way.
    ///
    /// - Parameter arguments: the arguments after `record`.
    /// - Returns: 0 when the file was written, 2 for a bad command line, an unknown session, no
    ///   terminal, or a file that cannot be written.
    public static func record(arguments: [String], catalog: SessionCatalog, output: (String) -> Void) async -> Int32 {
        guard let (path, sessionName) = recordArguments(arguments, catalog: catalog) else {
            output("usage: navpilot record FILE [--session NAME]")
            return exitMalformed
        }
        guard let session = catalog.makeSession(named: sessionName) else {
            output("error: unknown session '\(sessionName)'; sessions are \(catalog.names.joined(separator: ", "))")
            return exitMalformed
        }
        guard let terminal = openTerminal(output: output) else { return exitMalformed }
        let size = terminal.size
        let recorder = RecordingApplication(WindowManager(session: session))
        recorder.windowManager.statusMessage = "recording to \(path) · q quits and saves"
        let loop = EventLoop(app: recorder, backend: terminal)
        await loop.run()
        terminal.restore()
        let text = recorder.scenario(sessionName: sessionName, size: size)
        do {
            try Data(text.utf8).write(to: URL(fileURLWithPath: path), options: .atomic)
        } catch {
            output("error: cannot write \(path): \(error)")
            return exitMalformed
        }
        output("recorded \(recorder.events.count) events to \(path)")
        return exitPassed
    }

    private static func recordArguments(_ arguments: [String], catalog: SessionCatalog) -> (String, String)? {
        var path: String?
        var session = catalog.contains(defaultRecordedSession) ? defaultRecordedSession : catalog.names.first
        var remaining = arguments[...]
        while let argument = remaining.popFirst() {
            if argument == "--session" {
                guard let name = remaining.popFirst() else { return nil }
                session = name
            } else if path == nil, !argument.hasPrefix("--") {
                path = argument
            } else {
                return nil
            }
        }
        guard let path, let session else { return nil }
        return (path, session)
    }
}
