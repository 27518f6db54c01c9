import NavPilotTUI

#if canImport(Glibc)
import Glibc
#endif

/// Replays a scenario on a real terminal at a pace a person can follow (`navpilot play`).
///
/// The scenario runs exactly as `navpilot run` runs it, on a headless screen of the size the file
/// sets (`Set Size`, `Resize`), with the same expectations and snapshots; the player only mirrors
/// that screen onto the terminal, waits `delay` before each step, and shows its progress on a line
/// of its own: the row under the session's screen when the terminal has room, else the terminal's
/// last row (over the session's status line, which expectations never read). A terminal smaller
/// than the scenario's screen shows its top-left part and says so. `q` or Ctrl+C stops the replay.
@MainActor
final class ScenarioPlayer: ScenarioPresenter {
    /// Whether navigation transitions are shown frame by frame (off when motion is reduced).
    let showsTransitions: Bool
    private let terminal: any TerminalBackend
    private let delay: Duration
    /// The session's screen as the headless run last drew it.
    private var session = CellBuffer(size: .zero)
    /// The player's own line.
    private var progress = ""
    /// What the terminal shows now.
    private var shown = CellBuffer(size: .zero)
    private var pendingTransition: [CellBuffer] = []

    /// A player drawing on `terminal`, waiting `delay` before each step.
    init(terminal: any TerminalBackend, delay: Duration, showsTransitions: Bool) {
        self.terminal = terminal
        self.delay = delay
        self.showsTransitions = showsTransitions
    }

    /// Shows the session's first screen.
    func started(_ scenario: Scenario, screen: CellBuffer) async {
        session = screen
        progress = "▶ \(scenario.name)   (q quits)"
        draw()
    }

    /// Shows the step about to run, then waits the player's delay; false when the user stopped.
    func willRun(_ step: ScenarioStep, index: Int, of total: Int) async -> Bool {
        progress = "▶ \(index + 1)/\(total)  line \(step.line): \(step.source)   (q quits)"
        draw()
        return await pause(for: delay)
    }

    /// Keeps a transition's frame to show after the step, at the live app's pace.
    func transitionFrame(_ screen: CellBuffer) {
        pendingTransition.append(screen)
    }

    /// Shows the step's transition frames, then its final screen.
    func didRun(_ step: ScenarioStep, index: Int, screen: CellBuffer, failure: ScenarioFailure?) async {
        // A transition is shown at the pace the live app plays it, 40 ms a frame.
        for frame in pendingTransition {
            session = frame
            draw()
            guard await pause(for: .milliseconds(40)) else { break }
        }
        pendingTransition = []
        session = screen
        draw()
    }

    /// Shows how the replay ended and waits for a key (or the end of the terminal's input).
    func finish(_ result: ScenarioResult) async {
        if let failure = result.failure {
            progress = "✘ line \(failure.line): \(failure.message)   (any key quits)"
        } else if let line = result.abortedAtLine {
            progress = "stopped before line \(line)   (any key quits)"
            draw()
            return
        } else {
            progress = "✔ \(result.name): \(result.stepCount) steps passed   (any key quits)"
        }
        draw()
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

    /// Waits `duration`, watching the terminal: false when the user asked to stop (`q`, Ctrl+C) or
    /// the terminal went away. Sleeping here is pacing for a person watching, not synchronisation:
    /// each step has settled before the player waits.
    private func pause(for duration: Duration) async -> Bool {
        let clock = ContinuousClock()
        let end = clock.now + duration
        repeat {
            for event in terminal.readEvents(timeout: .zero) {
                switch event {
                case .key(let press)
                where press == KeyPress(.character("q")) || press == KeyPress(.character("c"), .control):
                    return false
                case .resize:
                    redrawAll()
                case .key, .mouse, .paste:
                    break
                }
            }
            if terminal.isInputClosed { return false }
            try? await Task.sleep(for: min(.milliseconds(20), end - clock.now))
        } while clock.now < end
        return true
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
            let note =
                clipped
                ? "  [the terminal is smaller than the scenario's \(session.size.width)x\(session.size.height)]"
                : ""
            let line = progress + note
            let padding = String(repeating: " ", count: max(0, size.width - displayWidth(of: line)))
            _ = frame.write(line + padding, at: Point(x: 0, y: row), style: Style(reverse: true))
        }
        terminal.draw(diff(from: shown, to: frame))
        terminal.setCursor(nil)
        terminal.flush()
        shown = frame
    }
}
