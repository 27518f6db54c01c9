import NavPilotTUI

/// Wraps a window manager and logs every input event it handles, so an interactive session can be
/// written out as a scenario. The event that quits the session is not logged.
@MainActor
public final class RecordingApplication: TerminalApplication {
    /// The window manager doing the work.
    public let windowManager: WindowManager
    /// The events handled so far, in order.
    public private(set) var events: [InputEvent] = []

    /// Records input to `windowManager`.
    public init(_ windowManager: WindowManager) {
        self.windowManager = windowManager
    }

    /// Draws the window manager's frame.
    public func render(into buffer: inout CellBuffer) {
        windowManager.render(into: &buffer)
    }

    /// Passes the event on and logs it unless it quit the session.
    public func handle(_ event: InputEvent) -> EventDisposition {
        let disposition = windowManager.handle(event)
        if disposition == .continue { events.append(event) }
        return disposition
    }

    /// The window manager's cursor.
    public var cursor: Point? { windowManager.cursor }

    /// Typed characters stay one key press each, so the recording says `Type`, not `Paste`.
    public var acceptsTypedText: Bool { false }

    /// The scenario that replays what was recorded and checks where it ended.
    public func scenario(sessionName: String, size: Size) -> String {
        ScenarioWriter.scenario(
            session: sessionName, size: size, events: events, final: ScenarioWriter.FinalState(windowManager),
            comment: "recorded with navpilot record")
    }
}
