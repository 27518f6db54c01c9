import Observation

/// What animates in the window: navigation transitions and spinners, their timers, and the top
/// screen each pane showed last, to notice a push or pop.
@MainActor
@Observable
final class PaneAnimations {
    /// Whether pushes and pops with a transition animate and spinners turn (see
    /// `WindowManager.animatesTransitions`).
    @ObservationIgnored var isOn = false {
        didSet {
            guard !isOn else { return }
            // What the panes showed is known only while animating: turned on again later, the window
            // manager starts from the frame drawn then, not from a stale top.
            shownTops = [:]
            transitions = [:]
            timer?.cancel()
        }
    }
    /// The clock every pane's spinners turn with.
    let spinnerClock = SpinnerClock()
    /// Turns `spinnerClock` while a spinner is shown.
    @ObservationIgnored var spinnerTimer: Task<Void, Never>?
    /// The top entry each pane showed in the last frame sent to the terminal.
    @ObservationIgnored var shownTops: [String: WindowManager.ShownTop] = [:]
    /// The transitions playing, by pane.
    @ObservationIgnored var transitions: [String: PaneTransition] = [:]
    /// Whether a timer draws the next frame of a transition (see
    /// `WindowManager.playsTransitionsByTimer`).
    @ObservationIgnored var playsByTimer = true
    /// Advanced by a timer while a transition plays; frames read it, so each advance draws the next one.
    var tick = 0
    /// The timer that advances `tick`.
    @ObservationIgnored var timer: Task<Void, Never>?
}
