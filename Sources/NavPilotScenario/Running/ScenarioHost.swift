import NavPilotTUI

/// Where a scenario's steps act: a window manager on a terminal. Every runner (`navpilot run`,
/// `play`, `explore`, `ScenarioPilot`) uses the headless one, `HeadlessHost`; `play` mirrors it.
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
    /// Resizes the terminal and renders.
    func resize(to size: Size)
    /// Lets pending main-actor work run and renders.
    func settle() async
    /// Replaces the running session by `session`, as quitting and launching again would.
    func relaunch(_ session: Session)
    /// Renders the same state once more, every pane anew (none shown again from its last frame),
    /// and returns the frame, without showing it anywhere.
    func renderAgain() -> CellBuffer
    /// Whether navigation transitions play frame by frame and their frames are kept in
    /// `keptTransitionFrames` (for `Screenshot NAME frame N`); turning it on forgets the frames kept.
    var keepsTransitionFrames: Bool { get set }
    /// The frames of the transitions played while `keepsTransitionFrames` was last on, but the final
    /// one (which the screen shows).
    var keptTransitionFrames: [CellBuffer] { get }
    /// What the last step that changed something narrated (the session start counts); nil when the
    /// session is not narrated.
    var lastNarration: [String]? { get }
    /// Ends a step that changed something: what was narrated since the last one becomes
    /// `lastNarration`.
    func finishNarratedStep()
    /// Whether the screen's last row is read as text too: a client's own note is there.
    var readsLastRow: Bool { get }
}

extension ScenarioHost {
    /// The last row is the session's status line, which `navpilot play` writes its progress over.
    var readsLastRow: Bool { false }
}

/// The in-memory host: a `HeadlessSession`.
@MainActor
final class HeadlessHost: ScenarioHost {
    private(set) var session: HeadlessSession
    /// Sees every frame of a navigation transition when set (`--cast`); transitions then play, each
    /// to its end before the step's expectations run, so results are the same as without.
    private let transitionFrame: (@MainActor (CellBuffer) -> Void)?

    /// The session told in words after every frame, when the host narrates.
    private let narration: Narration?
    private(set) var lastNarration: [String]?

    init(
        _ session: Session, size: Size, transitionFrame: (@MainActor (CellBuffer) -> Void)? = nil,
        narrates: Bool = false
    ) {
        narration = narrates ? Narration { _ in } : nil
        self.session = HeadlessSession(session, size: size, narration: narration)
        self.transitionFrame = transitionFrame
        Self.script(self.session)
        updateAnimation()
    }

    func finishNarratedStep() {
        lastNarration = narration?.takeSaid()
    }

    var keepsTransitionFrames = false {
        didSet {
            guard keepsTransitionFrames != oldValue else { return }
            if keepsTransitionFrames { keptTransitionFrames = [] }
            updateAnimation()
        }
    }

    /// Transitions play while someone looks at their frames (a presenter, or a screenshot of one).
    private func updateAnimation() {
        let animates = keepsTransitionFrames || transitionFrame != nil
        guard session.windowManager.animatesTransitions != animates else { return }
        session.windowManager.animatesTransitions = animates
        if animates {
            // One frame of the same state, so the window manager knows what each pane shows now
            // and the next push or pop starts a transition from it (also the first one of a session).
            session.loop.setNeedsRender()
            session.render()
        }
    }
    private(set) var keptTransitionFrames: [CellBuffer] = []

    var windowManager: WindowManager { session.windowManager }
    var screen: CellBuffer { session.screen }
    var hasQuit: Bool { session.hasQuit }

    func send(_ events: [InputEvent]) { session.send(events) }

    func resize(to size: Size) {
        session.resize(to: size)
    }

    func settle() async {
        await Self.settle([self])
    }

    /// Settles several hosts together: they share the main actor, so one round of yields lets the
    /// tasks of every one of them run (an explorer's session and its twin settle for one's price).
    static func settle(_ hosts: [HeadlessHost]) async {
        await EventLoop.settle(hosts.map(\.session.loop))
        for host in hosts { host.playTransition() }
    }

    /// Plays every frame of a transition that is playing, when frames are seen (`--cast`, `play`)
    /// or kept (`Screenshot NAME frame N`).
    private func playTransition() {
        guard transitionFrame != nil || keepsTransitionFrames else { return }
        while session.windowManager.isPlayingTransition {
            transitionFrame?(session.screen)
            if keepsTransitionFrames { keptTransitionFrames.append(session.screen) }
            session.loop.setNeedsRender()
            session.render()
        }
    }

    func renderAgain() -> CellBuffer {
        var buffer = CellBuffer(size: session.terminal.size)
        session.windowManager.renderAnew(into: &buffer)
        return buffer
    }

    func relaunch(_ newSession: Session) {
        // The new session is a new start: narration says it whole again.
        narration?.forgetSession()
        session = HeadlessSession(newSession, size: session.terminal.size, narration: narration)
        Self.script(session)
        updateAnimation()
    }

    /// Makes `session` run as the script says, whatever the machine's speed: transitions play frame
    /// by frame in `playTransition`, never by the window's timer, and a pending Ctrl+W waits for
    /// the script's next key however long that takes (a busy machine that took 1.5 s between two
    /// lines must not turn `ctrl+w` `l` into a plain `l`: the same seed explores the same run).
    private static func script(_ session: HeadlessSession) {
        session.windowManager.playsTransitionsByTimer = false
        session.windowManager.prefixTimeout = .seconds(86_400 * 365)
    }
}

/// Reading text from a screen, as expectations and pointer targets do: inside a pane's border, or
/// the whole screen but its last row, the status line (`navpilot play` shows its own progress
/// there, and what a scenario checks must not depend on who runs it).
@MainActor
enum ScreenText {
    /// The area of the pane named `name` inside its border; nil when the pane is not shown (zoomed
    /// away or too small).
    static func paneArea(_ name: String, of host: any ScenarioHost) -> Rect? {
        guard let frame = host.windowManager.pane(named: name)?.frame, frame.width > 2, frame.height > 2 else {
            return nil
        }
        return frame.inset(by: 1)
    }

    /// Every row of the screen but the status line (a client's screen: every row, its note too).
    static func screenArea(of host: any ScenarioHost) -> Rect {
        let size = host.screen.size
        return Rect(x: 0, y: 0, width: size.width, height: max(0, size.height - (host.readsLastRow ? 0 : 1)))
    }

    /// The text inside the border of the pane named `name`, one line per row, trailing spaces
    /// trimmed; nil when the pane is not shown.
    static func pane(_ name: String, of host: any ScenarioHost) -> String? {
        paneArea(name, of: host).map { text(in: $0, of: host.screen) }
    }

    /// The screen's text without the status line.
    static func screen(of host: any ScenarioHost) -> String {
        text(in: screenArea(of: host), of: host.screen)
    }

    /// The text of `area`, one line per row, trailing spaces trimmed.
    static func text(in area: Rect, of screen: CellBuffer) -> String {
        (area.y..<area.maxY).map { y in
            var line = String(row(y, in: area, of: screen).map(\.character))
            while line.last == " " { line.removeLast() }
            return line
        }.joined(separator: "\n")
    }

    /// `text` (rows joined by line feeds) without the empty rows at its end.
    static func withoutTrailingEmptyRows(_ text: String) -> String {
        var trimmed = Substring(text)
        while trimmed.last == "\n" { trimmed.removeLast() }
        return String(trimmed)
    }

    /// The cell where `text` starts, at its first place in `area`, rows top to bottom.
    static func firstPlace(of text: String, in area: Rect, of screen: CellBuffer) -> Point? {
        let wanted = Array(text)
        guard !wanted.isEmpty else { return nil }
        for y in area.y..<area.maxY {
            let cells = row(y, in: area, of: screen)
            guard cells.count >= wanted.count else { continue }
            for start in 0...(cells.count - wanted.count)
            where (0..<wanted.count).allSatisfy({ cells[start + $0].character == wanted[$0] }) {
                return Point(x: cells[start].x, y: y)
            }
        }
        return nil
    }

    /// The characters of row `y` within `area` with the column each starts at (the second half of
    /// a wide character is not a character of its own).
    private static func row(_ y: Int, in area: Rect, of screen: CellBuffer) -> [(character: Character, x: Int)] {
        var cells: [(character: Character, x: Int)] = []
        for x in area.x..<area.maxX {
            let cell = screen[x: x, y: y]
            if cell.width > 0 { cells.append((cell.character, x)) }
        }
        return cells
    }
}
