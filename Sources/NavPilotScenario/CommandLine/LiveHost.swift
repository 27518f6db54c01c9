import NavPilotTUI

#if canImport(Glibc)
import Glibc
#endif

/// A scenario host on a real terminal, for `navpilot play`. Input typed while a scenario plays is
/// not fed to the session (the player reads it for `q`), so the replay stays what the file says.
@MainActor
final class LiveHost: ScenarioHost {
    let terminal: CursesTerminal
    private(set) var windowManager: WindowManager
    private(set) var loop: EventLoop

    init(_ session: Session, terminal: CursesTerminal) {
        self.terminal = terminal
        // The player polls the terminal for keys and would wait for one forever once the terminal is
        // gone (its window closed with SIGHUP ignored): end as an aborted play does, status 1, with
        // nothing printed, since there is no terminal left to read it.
        terminal.whenInputCloses = { [unowned terminal] in
            terminal.restore()
            exit(ScenarioCommand.exitFailed)
        }
        windowManager = WindowManager(session: session)
        windowManager.animatesTransitions = Self.animates
        loop = EventLoop(app: windowManager, backend: terminal)
        loop.step([])
    }

    /// A replay shows navigation transitions as the live app does, unless motion is reduced.
    private static var animates: Bool {
        !TerminalSession.reducesMotion(getenv("NAVPILOT_REDUCE_MOTION").map { String(cString: $0) })
    }

    /// Draws the next frame when one is due (a transition playing), between the player's steps.
    func drawPendingFrame() {
        if loop.needsRender { loop.step([]) }
    }

    var screen: CellBuffer { loop.frame ?? CellBuffer(size: terminal.size) }
    var hasQuit: Bool { loop.hasQuit }

    func send(_ events: [InputEvent]) { loop.step(events) }

    func resize(to size: Size) -> Bool { false }

    func settle() async {
        // Like EventLoop.settle, without reading the terminal's input.
        for _ in 0..<64 {
            for _ in 0..<4 { await Task.yield() }
            guard loop.needsRender else { return }
            loop.step([])
        }
    }

    func relaunch(_ session: Session) {
        let status = windowManager.statusMessage
        windowManager = WindowManager(session: session)
        windowManager.animatesTransitions = Self.animates
        windowManager.statusMessage = status
        loop = EventLoop(app: windowManager, backend: terminal)
        loop.invalidate()
        loop.step([])
    }

    /// Shows `message` in the status line and renders it.
    func show(_ message: String?) {
        windowManager.statusMessage = message
        loop.setNeedsRender()
        loop.step([])
    }
}
