import NavPilotTUI

/// What a key does to a replay (`navpilot play`).
enum PlaybackCommand: Equatable {
    /// Space: pause, or go on after a pause.
    case togglePause
    /// `.`: run the step shown now, then pause before the next one.
    case step
    /// `+` (or `=`, the same key unshifted): half the delay between steps.
    case faster
    /// `-`: twice the delay between steps.
    case slower
    /// `q` or Ctrl+C: stop the replay.
    case stop

    /// The command of `press`, nil for a key that does nothing during a replay. A character typed
    /// with Shift counts as itself: a terminal reporting modifiers says Shift for `+` on most layouts.
    init?(_ press: KeyPress) {
        if press == KeyPress(.character("c"), .control) {
            self = .stop
            return
        }
        guard case .character(let character) = press.key, press.modifiers.subtracting(.shift).isEmpty else {
            return nil
        }
        switch character {
        case " ": self = .togglePause
        case ".": self = .step
        case "+", "=": self = .faster
        case "-": self = .slower
        case "q": self = .stop
        default: return nil
        }
    }
}

/// The state the keys control: paused or not, and how long the player waits before each step.
struct PlaybackControls: Equatable {
    /// The longest delay `-` reaches: slower than a person needs, short enough to come back from.
    static let slowestDelay = Duration.seconds(10)
    /// The shortest delay above none: halving further gives none, so `+` reaches 0 in a few presses.
    static let quickestDelay = Duration.milliseconds(10)

    /// Whether nothing advances until Space or `.`.
    private(set) var isPaused = false
    /// Whether the player pauses when the next step is about to run (`.` asked for one step).
    private(set) var pausesAtNextStep = false
    /// How long the player waits before each step.
    private(set) var delay: Duration

    /// Controls playing, waiting `delay` before each step.
    init(delay: Duration) {
        self.delay = delay
    }

    /// Applies `command` (all but `stop`, which the player handles): true when the player should go
    /// on at once, without waiting out the rest of its current wait (`.`).
    mutating func apply(_ command: PlaybackCommand) -> Bool {
        switch command {
        case .togglePause:
            isPaused.toggle()
            // Space means play on, or stay here: either way not "one step then stop".
            pausesAtNextStep = false
        case .step:
            isPaused = false
            pausesAtNextStep = true
            return true
        case .faster:
            // Whole milliseconds, so the line never shows 62ms for 62.5.
            let half = Duration.milliseconds(milliseconds / 2)
            delay = half < Self.quickestDelay ? .zero : half
        case .slower:
            // A longer `--delay` than the slowest is kept, not shortened by the key meant to slow down.
            delay = delay == .zero ? Self.quickestDelay : max(delay, min(delay * 2, Self.slowestDelay))
        case .stop:
            break
        }
        return false
    }

    /// Called when a step is about to run: pauses there when `.` asked for one step.
    mutating func reachStep() {
        if pausesAtNextStep {
            isPaused = true
            pausesAtNextStep = false
        }
    }

    private var milliseconds: Int { Int((delay / .milliseconds(1)).rounded()) }

    /// The delay as the progress line shows it: `500ms`, `2.6s`, `10s`.
    var delayText: String {
        if milliseconds < 1000 { return "\(milliseconds)ms" }
        let tenths = (milliseconds + 50) / 100
        return tenths % 10 == 0 ? "\(tenths / 10)s" : "\(tenths / 10).\(tenths % 10)s"
    }
}
