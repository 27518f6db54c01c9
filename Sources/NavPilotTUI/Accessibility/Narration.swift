import NavPilot

/// The session told in words, a line at a time, for people who listen to the terminal (a screen
/// reader, a braille display) and for programs that read a transcript.
///
/// Set on a `WindowManager` (`windowManager.narration = Narration { print($0) }`; the linear mode
/// of `TerminalSession`, `NAVPILOT_NARRATE=1`, does), it says the session, its panes and the
/// focused screen after the first frame, then after every frame only what changed: a navigation
/// with its title and depth, the focus, the selection, a field's text, an alert with its buttons,
/// a route guard's refusal, new texts, progress at most every few seconds. Its keys join the
/// window's binding table: `w` says where the focus is, `r` reads the whole screen, a row number
/// then Enter selects that row. The words come from the views (`AccessibilityElement`), never from
/// the screen's cells.
@MainActor
public final class Narration {
    private let speak: @MainActor (String) -> Void
    private var last: SessionDescription?
    private var changes: NarrationChanges
    /// The digits of a row number typed so far (see `keyBindings`).
    public internal(set) var pendingRow: String?
    /// Every line said since the last `takeSaid()`, in order (scenario checks read them).
    private var said: [String] = []
    /// The last line said, which `.` and F4 say again.
    private var lastLine: String?

    /// How long the input must pause before another pane's new screen is told (a preview that
    /// follows the selection); nil: never by itself, only when asked (Tab to the pane, then `r`).
    /// The linear mode from a terminal waits a second; scripted runs (files, pipes, scenarios)
    /// have no pauses to wait for.
    public var otherPanesDelay: Duration?
    /// The pending telling of other panes, cancelled by the next frame that says something.
    private var otherPanesTask: Task<Void, Never>?

    /// What typing into a text field says: each character (the default), the word a space ends,
    /// both, or nothing; a Backspace says what it deleted unless `.none`. `NAVPILOT_ECHO` sets it
    /// in the linear mode.
    public var typingEcho: TypingEcho {
        get { changes.echo }
        set { changes.echo = newValue }
    }

    /// A narration that gives each line to `speak`, escaped (control characters shown, never sent);
    /// progress is said at most once per `progressInterval`.
    public init(progressInterval: Duration = .seconds(3), speak: @escaping @MainActor (String) -> Void) {
        self.speak = speak
        self.changes = NarrationChanges(interval: progressInterval)
    }

    /// The lines said since the last call (the latest 4,096 at most), and forgets them: what one
    /// step narrated.
    public func takeSaid() -> [String] {
        defer { said.removeAll(keepingCapacity: true) }
        return said
    }

    /// Forgets the session told so far: the next frame is said whole, as a new session's first one.
    public func forgetSession() {
        last = nil
        pendingRow = nil
    }

    /// Says what the frame just drawn changed (the whole session after the first frame). The
    /// window manager calls it after every frame; `explore` calls a narration of its own, attached
    /// to no window (so no key changes), to say every state it reaches.
    package func frameDidRender(_ window: WindowManager) {
        let now = window.narrationDescription
        defer { last = now }
        guard let last else {
            say([NarrationPhrases.overview(of: now)])
            return
        }
        guard now != last else { return }
        say(changes.lines(from: last, to: now, at: .now))
        tellOtherPanesAfterAPause()
    }

    /// Tells the other panes' new screens once the input pauses for `otherPanesDelay`; a newer
    /// change starts the wait again.
    private func tellOtherPanesAfterAPause() {
        otherPanesTask?.cancel()
        guard !changes.deferred.isEmpty else { return }
        guard let delay = otherPanesDelay else {
            changes.deferred = []
            return
        }
        otherPanesTask = Task { [weak self] in
            try? await Task.sleep(for: delay)
            guard let self, !Task.isCancelled else { return }
            self.say(self.changes.deferred)
            self.changes.deferred = []
        }
    }

    /// Everything narration can say of the session as it is: the overview, where the focus is, and
    /// every pane read whole, as `w` and `r` would (`explore` says every state it reaches).
    package static func everything(_ window: WindowManager) -> [String] {
        let session = window.narrationDescription
        let lines =
            [NarrationPhrases.overview(of: session), NarrationPhrases.whereAmI(in: session)]
            + session.panes.flatMap(NarrationPhrases.wholeScreen(of:))
        return lines.map { SafeText.escaping($0) }
    }

    /// Says where the focus is: pane, screen, depth, the selected item (`w`).
    func sayWhereIAm(_ window: WindowManager) {
        say([NarrationPhrases.whereAmI(in: window.narrationDescription)])
    }

    /// Reads the focused pane whole, a line per text and item (`r`); with the help shown, the keys.
    func readScreen(_ window: WindowManager) {
        if let palette = window.palette {
            say(NarrationPhrases.paletteList(palette))
            return
        }
        guard !window.isShowingHelp else {
            let groups = window.paneAndWindowChain(showingPanes: !window.isTooSmall).documented
            say(
                groups.flatMap { group in
                    [group.title + ":"] + group.bindings.map { "\($0.label): \($0.description)" }
                })
            return
        }
        guard let pane = window.narrationDescription.focused else { return }
        say(NarrationPhrases.wholeScreen(of: pane))
    }

    /// Says the row number typed so far, and that Enter selects it.
    func sayRowNumber() {
        guard let pendingRow else { return }
        say(["row \(pendingRow), Enter selects it."])
    }

    /// Forgets the row number typed so far, and says so.
    func cancelRowNumber() {
        pendingRow = nil
        say(["row number cancelled."])
    }

    /// Says the last line again (`.`, F4).
    func repeatLastLine() {
        say([lastLine ?? "nothing said yet."])
    }

    /// Says what a key that no binding took did: nothing. Back at the root of a pane says so.
    func keyDidNothing(_ press: KeyPress, in window: WindowManager) {
        let description = window.narrationDescription
        if press.modifiers.isEmpty, [.escape, .backspace, .left].contains(press.key), let pane = description.focused,
            pane.modal == nil, (pane.depth ?? 1) <= 1
        {
            say(["at the root of \(pane.name)."])
            return
        }
        say(["\(press): nothing to do here."])
    }

    /// Selects row `number` (from 1) of the focused list (a control with rows), else item `number`
    /// of the focused pane, or says why not.
    func selectRow(_ number: Int, in window: WindowManager) {
        let root = window.focusedPane.root
        guard let pane = window.narrationDescription.focused else { return }
        if let (item, _) = pane.focusedItem, !item.element.rows.isEmpty, let index = item.focusIndex,
            let widget = root.frame.targets.indices.contains(index) ? root.frame.targets[index].widget : nil
        {
            let rows = item.element.rows.count
            guard (1...rows).contains(number) else {
                say(["no row \(number): \(rows) \(rows == 1 ? "row" : "rows")."])
                return
            }
            root.willHandleInput()
            if !widget.selectAccessibilityRow(number - 1) { say(["this list cannot select a row by number."]) }
            return
        }
        let items = pane.items
        guard items.indices.contains(number - 1), let index = items[number - 1].focusIndex else {
            say(["no row \(number): \(items.count) \(items.count == 1 ? "row" : "rows")."])
            return
        }
        root.willHandleInput()
        root.moveFocus(to: index)
        // Said now even when the row was already selected: the listener asked for it.
        if pane.focused == index, let selection = NarrationPhrases.selection(in: pane) { say([selection]) }
    }

    private func say(_ lines: [String]) {
        for line in lines {
            let escaped = SafeText.escaping(line)
            // Kept for `takeSaid()`; a narration nobody takes from (the linear mode's) keeps only
            // the latest lines.
            if said.count >= Self.mostSaidKept { said.removeFirst(Self.mostSaidKept / 2) }
            said.append(escaped)
            lastLine = escaped
            speak(escaped)
        }
    }

    /// The most lines `takeSaid()` can return.
    static let mostSaidKept = 4_096
}

/// What typing into a text field says while narration is on, as screen readers offer it.
public enum TypingEcho: String, CaseIterable, Sendable {
    /// Each character typed (a space as "space"); the default.
    case characters
    /// The word a space or punctuation ended.
    case words
    /// Both.
    case both
    /// Nothing (a Backspace is not told either); `F2` says the field.
    case none
}
