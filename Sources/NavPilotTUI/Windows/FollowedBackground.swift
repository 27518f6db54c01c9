import NavPilot

/// The theme of a live session that follows its terminal's background (no theme named): what its
/// first frame is drawn in, and what the terminal's answer changes.
///
/// The first frame waits for the answer only when nothing else says which background it is: not
/// `NO_COLOR` (mono whatever the background), not `COLORFGBG`, not the memory of what this terminal
/// said last time (`RememberedBackgrounds`), even that it says nothing. Otherwise it is drawn at
/// once, and an answer that says otherwise changes the theme when it comes.
@MainActor
final class FollowedBackground {
    private let store: FileStateStore
    private let terminalName: String?
    private let noColor: String?
    private let colorFGBG: String?
    private var remembered = RememberedBackgrounds()
    /// What went wrong reading or writing the memory, for the status line (`takeProblem`).
    private var problem: String?

    /// The background of the terminal whose environment `environment` reads, remembered in `store`.
    init(store: FileStateStore, environment: (String) -> String?) {
        self.store = store
        terminalName = RememberedBackgrounds.terminalName(environment: environment)
        noColor = environment("NO_COLOR")
        colorFGBG = environment("COLORFGBG")
        guard terminalName != nil else { return }
        do {
            remembered = try RememberedBackgrounds.load(from: store)
        } catch {
            problem = error.description
        }
    }

    /// What this terminal said last time.
    private var lastAnswer: RememberedBackgrounds.Answer? {
        terminalName.flatMap { remembered.answer(ofTerminal: $0) }
    }

    /// Whether the first frame must wait for the terminal's answer to be drawn in the right theme.
    var waitsForAnswer: Bool {
        (noColor ?? "").isEmpty && ThemeSelection.appearance(colorFGBG: colorFGBG) == nil && lastAnswer == nil
    }

    /// The theme for a terminal with `background` (nil: it has not said yet).
    func theme(background: RGBColor?) -> Theme {
        ThemeSelection.automaticTheme(
            background: background, noColor: noColor, colorFGBG: colorFGBG, remembered: lastAnswer?.appearance)
    }

    /// Waits for the terminal's answers to the questions asked at start when the first frame needs
    /// them (`waitsForAnswer`, at most a second), and remembers what it said: its background, or
    /// nothing (it answered the question after, DA1, and not that one). A terminal that answered
    /// nothing at all is not remembered.
    func awaitAnswer(of terminal: TerminfoTerminal) {
        guard waitsForAnswer else { return }
        terminal.waitForAnswers(upTo: .seconds(1))
        if let background = terminal.backgroundColor {
            terminalSaid(background)
        } else if terminal.hasAnsweredQuestions {
            terminalSaidNothing()
        }
    }

    /// Remembers `background`, which the terminal said.
    func terminalSaid(_ background: RGBColor) {
        remember(ThemeSelection.appearance(of: background) == .light ? .light : .dark)
    }

    /// Remembers that the terminal answered every question asked at start but the one of its
    /// background (another terminal of the name it had when it said one).
    func terminalSaidNothing() {
        remember(.untold)
    }

    /// What went wrong reading or writing the memory since last asked, for the status line.
    func takeProblem() -> String? {
        defer { problem = nil }
        return problem
    }

    /// Remembers `answer`; the file is written only when that changes what it holds.
    private func remember(_ answer: RememberedBackgrounds.Answer) {
        guard let terminalName, remembered.remember(answer, ofTerminal: terminalName) else { return }
        do {
            try remembered.save(to: store)
        } catch {
            problem = problem ?? "the terminal's background could not be remembered: \(SafeText.escaping("\(error)"))"
        }
    }
}
