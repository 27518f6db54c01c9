import NavPilotTUI

/// Wraps a window manager and logs every input event it handles, so an interactive session can be
/// written out as a scenario. The event that quits the session is not logged.
@MainActor
package final class RecordingApplication: TerminalApplication {
    /// The window manager doing the work.
    package let windowManager: WindowManager
    /// The events handled so far, in order.
    package private(set) var events: [InputEvent] = []

    /// Records input to `windowManager`.
    package init(_ windowManager: WindowManager) {
        self.windowManager = windowManager
    }

    /// Draws the window manager's frame.
    package func render(into buffer: inout CellBuffer) {
        windowManager.render(into: &buffer)
    }

    // Everything else the window manager does for the event loop, passed on as is: a recorded
    // session looks and behaves as the same session run without recording (transitions, panes
    // redrawn on their own changes, spinners, `y` copying, programs run in the terminal).

    package func render(into buffer: inout CellBuffer, previous: CellBuffer?) {
        windowManager.render(into: &buffer, previous: previous)
    }

    package func prepareFrame(into buffer: inout CellBuffer, previous: CellBuffer?) {
        windowManager.prepareFrame(into: &buffer, previous: previous)
    }

    package var focusPoint: Point? { windowManager.focusPoint }

    package func connectRenderRequests(_ request: @escaping @Sendable () -> Void) {
        windowManager.connectRenderRequests(request)
    }

    package func frameDidRender() { windowManager.frameDidRender() }

    package func frameDidResolve() { windowManager.frameDidResolve() }

    package func takeClipboardText() -> String? { windowManager.takeClipboardText() }

    package func connectProgramRuns(
        _ run: @escaping @MainActor (ExternalProgram, @escaping @MainActor (ExternalProgramOutcome) -> Void) -> Void
    ) {
        windowManager.connectProgramRuns(run)
    }

    /// Passes the event on and logs it unless it quit the session.
    package func handle(_ event: InputEvent) -> EventDisposition {
        let disposition = windowManager.handle(event)
        if disposition == .continue { events.append(event) }
        return disposition
    }

    /// The window manager's cursor.
    package var cursor: Point? { windowManager.cursor }

    /// Typed characters stay one key press each, so the recording says `Type`, not `Paste`.
    package var acceptsTypedText: Bool { false }

    /// The scenario that replays what was recorded and checks where it ended.
    package func scenario(sessionName: String, size: Size) -> String {
        ScenarioWriter.scenario(
            session: sessionName, size: size, events: events, final: ScenarioWriter.FinalState(windowManager),
            comment: "recorded with navpilot record")
    }
}
