/// Where a replay is, for its progress line.
enum PlayerPhase {
    /// The session has started; no step has run yet.
    case starting(scenario: String)
    /// Step `index` (from 0) of `total` is about to run, or running with its transition shown.
    case step(ScenarioStep, index: Int, total: Int)
    /// The replay ended so; any key quits.
    case finished(ScenarioResult)

    /// The progress line of this phase under `controls`, with `note` when the terminal is too small.
    func line(_ controls: PlaybackControls, note: String?) -> ProgressLine {
        switch self {
        case .starting(let name):
            return playing(controls, position: nil, detail: name, note: note)
        case .step(let step, let index, let total):
            return playing(
                controls, position: "\(index + 1)/\(total)", detail: "line \(step.line): \(step.source)", note: note)
        case .finished(let result):
            let (state, detail) =
                if let failure = result.failure {
                    ("✘", "line \(failure.line): \(failure.message)")
                } else if let line = result.abortedAtLine {
                    ("■ stopped before line \(line)", "")
                } else {
                    ("✔", "\(result.name): \(result.stepCount) steps passed")
                }
            return ProgressLine(
                state: state, detail: detail, keys: "(any key quits)", shortKeys: "(any key quits)", note: note)
        }
    }

    /// The line while the replay plays or is paused: the state says which, and the keys say what
    /// Space does now.
    private func playing(
        _ controls: PlaybackControls, position: String?, detail: String, note: String?
    ) -> ProgressLine {
        let place = position.map { " " + $0 } ?? ""
        let state =
            controls.isPaused
            ? "❚❚ paused\(place) · \(controls.delayText)" : "▶\(place) · \(controls.delayText)"
        let space = controls.isPaused ? "space resume" : "space pause"
        return ProgressLine(
            state: state, detail: detail, keys: "\(space)  . step  +/- speed  q quit",
            shortKeys: "space . +/- q", note: note)
    }
}
