import NavPilot

#if canImport(Glibc)
import Glibc
#endif

/// Runs a session live in the real terminal: the launcher behind `navpilot` and any program built on
/// NavPilotTUI.
///
/// ```swift
/// let feed = NavPilot(initial: FeedRoute.feed)
/// let chat = NavPilot(initial: ChatRoute.inbox)
/// let session = Session("split-screen") {
///     Pane("feed", pilot: feed) { route in FeedScreen(route) }
///     Pane("chat", pilot: chat) { route in ChatScreen(route) }
/// }
/// try await TerminalSession.run(session)
/// ```
@MainActor
public enum TerminalSession {
    /// Takes over the terminal, runs `session` until the user quits (`q`, Ctrl+C) or the terminal
    /// goes away, and gives the terminal back.
    ///
    /// Navigation transitions animate unless `NAVPILOT_REDUCE_MOTION` is set to anything but `0` or
    /// empty (`configure` can also set `animatesTransitions`).
    ///
    /// - Parameters:
    ///   - session: The panes to show.
    ///   - configure: Adjusts the window manager before the first frame (focus a pane, zoom, theme).
    ///   - narrate: Tell the session in lines of text instead of drawing it (the linear mode, for
    ///     screen readers, braille displays and pipes; see `Narration`); nil (the default) follows
    ///     `NAVPILOT_NARRATE`. Standard input and output need not be terminals then: keys come one
    ///     name per line from a file or pipe (`down`, `enter`, `ctrl+w`), and the session ends with
    ///     the input.
    ///   - listener: Drives and watches the session from outside while it runs (NavPilotScenario's
    ///     `ControlServer`, a Unix socket that takes scenario lines); started before the first frame,
    ///     stopped when the session ends.
    ///   - remembersLayout: Give the session the split ratios, focus and zoom it had when it last
    ///     quit, and save them when it quits (`RememberedLayout`, in the state folder); a layout that
    ///     cannot be read or no longer fits is said in the status line and the session starts as
    ///     `configure` leaves it. SIGINT, SIGTERM and SIGHUP (its window closed) save it too: the
    ///     session ends as on quit, and the process then ends by the signal.
    ///   - keymap: Other keys for built-in bindings; nil (the default) reads the user's keymap file
    ///     (`Keymap.loadUserKeymap`), whose lines that cannot be applied are said in the status line
    ///     (the others still apply). `Keymap.none` keeps every key as built.
    ///   - theme: The theme to draw with; nil (the default) takes the one `NAVPILOT_THEME` names,
    ///     else the one for the terminal's background (`ThemeSelection`): the terminal is asked
    ///     (the first frame waits for its answer, or for its answer to DA1 asked after, at most a
    ///     second; a later answer changes the theme then),
    ///     else `COLORFGBG` tells, else dark; `NO_COLOR` gives `mono`. The first frame does not wait
    ///     where `COLORFGBG` or the answer this terminal gave last time (remembered in the state
    ///     folder) says which: the answer then changes the theme only where it says otherwise.
    ///     `configure` may set another.
    /// - Throws: `TerminalError` when standard input or output is not a terminal, or `TERM` is unknown
    ///   or cannot move the cursor; nothing has been drawn then. Its description says what to do
    ///   instead. `TerminalError.inputClosed` when the terminal's input ended or failed while the
    ///   session ran (its window was closed and SIGHUP, which would have ended the process, is
    ///   ignored, as under `nohup`): there is no one left to quit, so the session ends.
    public static func run(
        _ session: Session, narrate: Bool? = nil, listener: (any SessionListener)? = nil,
        remembersLayout: Bool = false, keymap: Keymap? = nil, theme: Theme? = nil,
        configure: (@MainActor (WindowManager) -> Void)? = nil
    ) async throws(TerminalError) {
        try await start(
            session, narrate: narrate, listener: listener, remembersLayout: remembersLayout, keymap: keymap,
            theme: theme.map(ThemeRequest.theme) ?? .environment, configure: configure)
    }

    /// The theme a session is asked to draw with.
    enum ThemeRequest {
        /// This one.
        case theme(Theme)
        /// The one for the terminal's background, whatever `NAVPILOT_THEME` says (`--theme auto`).
        case automatic
        /// The one `NAVPILOT_THEME` names, else the one for the terminal's background.
        case environment
    }

    /// `run(_:narrate:listener:remembersLayout:keymap:theme:configure:)`, with `theme` as asked.
    static func start(
        _ session: Session, narrate: Bool?, listener: (any SessionListener)?, remembersLayout: Bool, keymap: Keymap?,
        theme request: ThemeRequest, configure: (@MainActor (WindowManager) -> Void)?
    ) async throws(TerminalError) {
        if narrate ?? environmentNarrates {
            try await LinearSession.run(session, listener: listener) { window in
                window.useKeymap(keymap)
                configure?(window)
            }
            return
        }
        let terminal = try TerminfoTerminal()
        // Restored on every way out of this scope; signals and crashes are covered by TerminalRestorer.
        defer { terminal.restore() }
        let (windowManager, named) = makeWindowManager(session, keymap: keymap, theme: request)
        let store = FileStateStore()
        let background = named == nil ? FollowedBackground(store: store, environment: environment) : nil
        // Every terminal answers DA1, which ends the wait at once; over ssh the answer takes a round
        // trip, and a first frame drawn before it would flash the wrong theme. Only a terminal that
        // answers nothing waits the whole second. No wait where the background is known otherwise
        // (what this terminal said last time, `COLORFGBG`) or does not matter (`NO_COLOR`).
        background?.awaitAnswer(of: terminal)
        windowManager.terminalColorCount = terminal.colorCount
        windowManager.terminalHasKittyGraphics = terminal.usesKittyGraphics
        windowManager.terminalHasSixel = terminal.usesSixel
        windowManager.terminalCellPixelSize = terminal.cellPixelSize
        if let background {
            windowManager.theme = background.theme(background: terminal.backgroundColor)
            if let problem = background.takeProblem(), windowManager.momentaryStatus == nil {
                windowManager.momentaryStatus = problem
            }
        } else if let named {
            windowManager.theme = named
        }
        configure?(windowManager)
        // The theme the background chose, while the app has not chosen another: a late answer
        // from the terminal replaces it.
        let automatic: Theme? = named == nil ? windowManager.theme : nil
        if remembersLayout {
            // SIGINT, SIGTERM and SIGHUP (the window closed) end the loop as the end of input does,
            // so the layout is saved; the process then ends by the same signal, as a shell expects.
            terminal.endsInputOnTerminationSignals = true
            do {
                try RememberedLayout.restore(into: windowManager, from: store)
            } catch {
                windowManager.momentaryStatus = error.description
            }
        }
        let loop = EventLoop(app: windowManager, backend: terminal)
        // An answer after the first frame: drawn again only where it changes the theme (a guess from
        // what this terminal said last time that was wrong), and only while the app has not chosen
        // another; a frame the answer confirms stays as it is.
        let answerChangesTheme = { [weak windowManager, weak loop] (color: RGBColor?) in
            guard let windowManager, let background else { return }
            if let problem = background.takeProblem() { windowManager.momentaryStatus = problem }
            let theme = background.theme(background: color)
            guard let automatic, windowManager.theme == automatic, theme != automatic else { return }
            windowManager.theme = theme
            loop?.invalidate()
        }
        terminal.whenBackgroundIsKnown = { color in
            background?.terminalSaid(color)
            answerChangesTheme(color)
        }
        terminal.whenQuestionsAreAnswered = { [weak terminal] in
            guard let terminal, terminal.backgroundColor == nil else { return }
            background?.terminalSaidNothing()
            answerChangesTheme(nil)
        }
        terminal.whenImageSupportIsKnown = { [weak windowManager, weak loop] in
            windowManager?.terminalHasKittyGraphics = terminal.usesKittyGraphics
            windowManager?.terminalHasSixel = terminal.usesSixel
            windowManager?.terminalCellPixelSize = terminal.cellPixelSize
            loop?.invalidate()
        }
        try listener?.start(loop: loop, window: windowManager)
        defer { listener?.stop() }
        await loop.run()
        // Saved however the session ended (quit, a closed terminal, a termination signal it waited
        // for): the layout is the user's, not the session's. A save that fails (a read-only state
        // folder) is said once the terminal is the shell's again.
        var unsaved: String?
        if remembersLayout {
            do {
                try RememberedLayout.save(windowManager, to: store)
            } catch {
                unsaved = "the layout could not be saved: \(error)"
            }
        }
        terminal.restore()
        if let unsaved { Console.print(unsaved, to: .error) }
        if let signal = terminal.terminationSignal {
            listener?.stop()
            SignalDisposition.endProcess(by: signal)
        }
        if terminal.isInputClosed { throw .inputClosed }
    }

    /// The window manager of a live session with what the environment sets (motion, clipboard,
    /// `NAVPILOT_THEME`) and `keymap`; and the theme asked for by name, nil when it follows the
    /// terminal's background.
    static func makeWindowManager(
        _ session: Session, keymap: Keymap?, theme request: ThemeRequest
    ) -> (WindowManager, Theme?) {
        let windowManager = WindowManager(session: session)
        windowManager.animatesTransitions = !environmentReducesMotion
        windowManager.allowsClipboard = !isOn(getenv("NAVPILOT_NO_CLIPBOARD").map { String(cString: $0) })
        windowManager.useKeymap(keymap)
        var named: Theme?
        if case .theme(let theme) = request { named = theme }
        if case .environment = request, let value = environment("NAVPILOT_THEME"), !value.isEmpty {
            do {
                named = try ThemeSelection.theme(named: value)
            } catch {
                windowManager.momentaryStatus = "NAVPILOT_THEME: \(error)"
            }
        }
        return (windowManager, named)
    }

    /// The theme for a terminal with `background` (nil: unknown) in this process's environment.
    static func automaticTheme(background: RGBColor?) -> Theme {
        ThemeSelection.automaticTheme(
            background: background, noColor: environment("NO_COLOR"), colorFGBG: environment("COLORFGBG"))
    }

    /// The value of the environment variable `name`, if set.
    static func environment(_ name: String) -> String? {
        getenv(name).map { String(cString: $0) }
    }

    /// Whether this process's `NAVPILOT_NARRATE` asks for the linear mode: any value but empty or `0`.
    public static var environmentNarrates: Bool {
        isOn(getenv("NAVPILOT_NARRATE").map { String(cString: $0) })
    }

    /// Whether this process's `NAVPILOT_REDUCE_MOTION` asks for no animation.
    public static var environmentReducesMotion: Bool {
        reducesMotion(getenv("NAVPILOT_REDUCE_MOTION").map { String(cString: $0) })
    }

    /// Whether a `NAVPILOT_REDUCE_MOTION` value asks for no animation: any value but empty or `0`.
    public static func reducesMotion(_ value: String?) -> Bool {
        isOn(value)
    }

    /// Whether an environment variable's value turns its setting on: any value but empty or `0`.
    private static func isOn(_ value: String?) -> Bool {
        guard let value else { return false }
        return !value.isEmpty && value != "0"
    }
}
