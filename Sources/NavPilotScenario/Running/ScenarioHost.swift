import NavPilotTUI

/// Where a scenario's steps act: a window manager on some terminal. The headless runner, the
/// Swift API and the live player each provide one.
@MainActor
protocol ScenarioHost: AnyObject {
    /// The window manager of the running session.
    var windowManager: WindowManager { get }
    /// What the screen shows now.
    var screen: CellBuffer { get }
    /// Whether the session has quit.
    var hasQuit: Bool { get }
    /// Handles the events and renders.
    func send(_ events: [InputEvent])
    /// Resizes the terminal; false when it cannot be resized (a real terminal).
    func resize(to size: Size) -> Bool
    /// Lets pending main-actor work run and renders.
    func settle() async
    /// Replaces the running session by `session`, as quitting and launching again would.
    func relaunch(_ session: Session)
}

/// The in-memory host: a `HeadlessSession`.
@MainActor
final class HeadlessHost: ScenarioHost {
    private(set) var session: HeadlessSession
    /// Sees every frame of a navigation transition when set (`--cast`); transitions then play, each
    /// to its end before the step's expectations run, so results are the same as without.
    private let transitionFrame: (@MainActor (CellBuffer) -> Void)?

    init(_ session: Session, size: Size, transitionFrame: (@MainActor (CellBuffer) -> Void)? = nil) {
        self.session = HeadlessSession(session, size: size)
        self.transitionFrame = transitionFrame
        self.session.windowManager.animatesTransitions = transitionFrame != nil
    }

    var windowManager: WindowManager { session.windowManager }
    var screen: CellBuffer { session.screen }
    var hasQuit: Bool { session.hasQuit }

    func send(_ events: [InputEvent]) { session.send(events) }

    func resize(to size: Size) -> Bool {
        session.resize(to: size)
        return true
    }

    func settle() async {
        await session.settle()
        guard let transitionFrame else { return }
        while session.windowManager.isPlayingTransition {
            transitionFrame(session.screen)
            session.loop.setNeedsRender()
            session.render()
        }
    }

    func relaunch(_ newSession: Session) {
        session = HeadlessSession(newSession, size: session.terminal.size)
        session.windowManager.animatesTransitions = transitionFrame != nil
    }
}

/// Reading text from a screen.
enum ScreenText {
    /// The text inside the border of the pane named `name`, one line per row, trailing spaces
    /// trimmed; nil when the pane is not shown (zoomed away or too small).
    @MainActor
    static func pane(_ name: String, of host: any ScenarioHost) -> String? {
        guard let frame = host.windowManager.pane(named: name)?.frame, frame.width > 2, frame.height > 2 else {
            return nil
        }
        let inner = frame.inset(by: 1)
        let screen = host.screen
        return (inner.y..<inner.maxY).map { y in
            var line = ""
            for x in inner.x..<inner.maxX {
                let cell = screen[x: x, y: y]
                if cell.width > 0 { line.append(cell.character) }
            }
            while line.last == " " { line.removeLast() }
            return line
        }.joined(separator: "\n")
    }
}
