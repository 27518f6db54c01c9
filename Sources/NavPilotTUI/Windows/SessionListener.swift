/// Something that drives and watches a live session from outside while it runs: NavPilotScenario's
/// `ControlServer` (`navpilot --listen PATH`) takes scenario lines on a Unix socket and sends events.
///
/// `TerminalSession.run(_:narrate:listener:remembersLayout:keymap:theme:configure:)` starts it once the window manager and the
/// event loop exist, before the first frame, and stops it when the session ends. It acts on the
/// session only on the main actor, through the loop (`EventLoop.step(_:)`, `settle()`) and the window
/// manager, between the loop's own frames; `EventLoop.frameObserver` tells it of every frame.
@MainActor
public protocol SessionListener: AnyObject {
    /// Starts listening on `loop` running `window`.
    /// - Throws: `TerminalError.cannotListen` saying why (the session does not start then).
    func start(loop: EventLoop, window: WindowManager) throws(TerminalError)

    /// Stops listening and removes what it made (a socket); the session has ended.
    func stop()
}
