import NavPilotTUI

/// Replays a scenario on a real terminal at a pace a person can follow (`navpilot play`).
///
/// The scenario runs exactly as `navpilot run` runs it, on a headless screen of the size the file
/// sets (`Set Size`, `Resize`), with the same expectations and snapshots; the player only mirrors
/// that screen onto the terminal, waits its delay before each step, and shows its progress on a line
/// of its own: the row under the session's screen when the terminal has room, else the terminal's
/// last row (over the session's status line, which expectations never read). A terminal smaller
/// than the scenario's screen shows its top-left part and says so.
///
/// Keys (`PlaybackCommand`): Space pauses and resumes, `.` runs one step and pauses, `+` and `-`
/// halve and double the delay, `q` or Ctrl+C stops the replay.
@MainActor
final class ScenarioPlayer: ScenarioPresenter {
    /// How often the player looks at the keyboard while it waits or is paused.
    static let keyboardInterval = Duration.milliseconds(20)
    /// The pace of a transition's frames: the live app's, 40 ms a frame.
    static let framePace = Duration.milliseconds(40)

    /// Whether navigation transitions are shown frame by frame (off when motion is reduced).
    let showsTransitions: Bool
    private let terminal: any TerminalBackend
    private let pacing: PlayerPacing
    /// Paused or not, and the delay, as the keys left them.
    private(set) var controls: PlaybackControls
    /// Where the replay is, for the progress line.
    private var phase = PlayerPhase.starting(scenario: "")
    /// `q` came while a transition played: the next step does not run.
    private var stopAsked = false
    /// The session's screen as the headless run last drew it.
    private var session = CellBuffer(size: .zero)
    /// What the terminal shows now.
    private var shown = CellBuffer(size: .zero)
    private var pendingTransition: [CellBuffer] = []

    /// A player drawing on `terminal`, waiting `delay` before each step; `pacing` lets time pass
    /// (real sleeps unless a test passes its own).
    init(
        terminal: any TerminalBackend, delay: Duration, showsTransitions: Bool,
        pacing: @escaping PlayerPacing = sleepingPacing
    ) {
        self.terminal = terminal
        self.controls = PlaybackControls(delay: delay)
        self.showsTransitions = showsTransitions
        self.pacing = pacing
    }

    /// Shows the session's first screen.
    func started(_ scenario: Scenario, screen: CellBuffer) async {
        session = screen
        phase = .starting(scenario: scenario.name)
        draw()
    }

    /// Shows the step about to run, then waits the delay (and any pause); false when the user stopped.
    func willRun(_ step: ScenarioStep, index: Int, of total: Int) async -> Bool {
        phase = .step(step, index: index, total: total)
        controls.reachStep()
        draw()
        return await wait { $0.delay }
    }

    /// Keeps a transition's frame to show after the step, at the live app's pace.
    func transitionFrame(_ screen: CellBuffer) {
        pendingTransition.append(screen)
    }

    /// Shows the step's transition frames (a pause holds them too), then its final screen.
    func didRun(_ step: ScenarioStep, index: Int, screen: CellBuffer, failure: ScenarioFailure?) async {
        for frame in pendingTransition where !stopAsked {
            session = frame
            draw()
            stopAsked = await !wait { _ in Self.framePace }
        }
        pendingTransition = []
        session = screen
        draw()
    }

    /// Shows how the replay ended and waits for a key (or the end of the terminal's input).
    func finish(_ result: ScenarioResult) async {
        phase = .finished(result)
        draw()
        if result.failure == nil, result.abortedAtLine != nil { return }
        while !terminal.isInputClosed {
            for event in terminal.readEvents(timeout: .milliseconds(100)) {
                switch event {
                case .key: return
                case .resize: redrawAll()
                case .mouse, .paste: break
                }
            }
        }
    }

    // MARK: Pacing

    /// Waits until `length` (read again after every key: `+` shortens the wait under way) has passed
    /// while playing, doing what the keys ask meanwhile; paused time does not count. True to go on
    /// (at once after `.`), false when the user stopped or the terminal went away.
    private func wait(_ length: (PlaybackControls) -> Duration) async -> Bool {
        if stopAsked { return false }
        var waited = Duration.zero
        while true {
            for event in terminal.readEvents(timeout: .zero) {
                switch event {
                case .key(let press):
                    guard let command = PlaybackCommand(press) else { continue }
                    if command == .stop { return false }
                    let goesOn = controls.apply(command)
                    draw()
                    if goesOn { return true }
                case .resize:
                    redrawAll()
                case .mouse, .paste:
                    break
                }
            }
            if terminal.isInputClosed { return false }
            if controls.isPaused {
                _ = await pacing(Self.keyboardInterval)
            } else if waited < length(controls) {
                waited += await pacing(min(Self.keyboardInterval, length(controls) - waited))
            } else {
                return true
            }
        }
    }

    // MARK: Drawing

    private func redrawAll() {
        terminal.clear()
        shown = CellBuffer(size: .zero)
        draw()
    }

    /// Puts the session's screen and the progress line on the terminal, writing only what changed.
    private func draw() {
        let size = terminal.size
        var frame = CellBuffer(size: size)
        let visible = Rect(
            x: 0, y: 0, width: min(size.width, session.size.width), height: min(size.height, session.size.height))
        var cells: [CellChange] = []
        for y in 0..<visible.height {
            for x in 0..<visible.width where session[x: x, y: y].width != 0 {
                // A wide character cut by the terminal's right edge would not fit.
                guard x + Int(session[x: x, y: y].width) <= visible.width else { continue }
                cells.append(CellChange(position: Point(x: x, y: y), cell: session[x: x, y: y]))
            }
        }
        apply(cells, to: &frame)
        let row = min(session.size.height, size.height - 1)
        if row >= 0 {
            let clipped = visible.width < session.size.width || visible.height < session.size.height
            let note = clipped ? "[terminal smaller than \(session.size.width)x\(session.size.height)]" : nil
            let line = phase.line(controls, note: note).fitted(toWidth: size.width)
            _ = frame.write(line, at: Point(x: 0, y: row), style: Style(reverse: true))
        }
        terminal.draw(diff(from: shown, to: frame))
        terminal.setCursor(nil)
        terminal.flush()
        shown = frame
    }
}
