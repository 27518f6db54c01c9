import NavPilot
import NavPilotTUI

/// Records an interactive session as a scenario (`navpilot record`).
///
/// The session starts from nothing saved, as a scenario run starts it, so the recording replays
/// the same way; it never reads or writes the user's saved stacks.
@MainActor
enum ScenarioRecorder {
    /// What a recording produced.
    struct Recording: Sendable {
        /// The scenario text: `Session`, `Set Size`, the input, the final focus and stacks.
        var text: String
        /// How many input events it holds.
        var eventCount: Int
    }

    /// Runs the session `name` of `catalog` on `terminal` until the user quits (`q`, Ctrl+C, or the
    /// terminal going away), showing `status` in the status line before the key hints (which stay,
    /// so they keep saying what a key does where the focus is); nil when there is no such session.
    static func record(
        sessionNamed name: String, catalog: SessionCatalog, terminal: any TerminalBackend, status: String
    ) async -> Recording? {
        let sandbox = ScenarioSandbox()
        guard let session = sandbox.makeSession(named: name, from: catalog) else { return nil }
        let size = terminal.size
        let recorder = RecordingApplication(WindowManager(session: session))
        recorder.windowManager.statusPrefix = status
        await EventLoop(app: recorder, backend: terminal).run()
        return Recording(text: recorder.scenario(sessionName: name, size: size), eventCount: recorder.events.count)
    }
}
