import NavPilot
import Observation

/// Runs a session in one terminal: lays out its panes, draws their borders, titles and the status
/// line, moves the focus between panes, and sends each key to the focused pane only.
///
/// Keys: Tab / Shift+Tab cycle the focus, Alt+arrows or Ctrl+W then h/j/k/l move it by direction,
/// a click focuses the pane under the mouse (a click on a breadcrumb goes back to that screen), the
/// wheel scrolls the pane under the mouse, `z` zooms the focused pane (and back), `?` or F1 shows
/// every key binding (`KeyBindings`), `q` (outside a text field) and Ctrl+C quit. Everything else goes
/// to the focused pane.
///
/// The window manager is `@Observable`: focus, zoom, layout and the status message changed from code
/// (a scenario, a task) redraw the frame like any other observed change.
@MainActor
@Observable
public final class WindowManager: TerminalApplication {
    /// A pane at run time: its definition, its view tree, and where it was last drawn.
    @MainActor
    public final class PaneRuntime {
        /// The pane as the session declared it.
        public let pane: Pane
        /// The pane's view tree.
        public let root: ViewRoot
        /// Where the pane was drawn last (border included).
        public internal(set) var frame: Rect = Rect(x: 0, y: 0, width: 0, height: 0)
        /// The top screen when the pane's stack was last noted for the command palette.
        var lastVisitRecorded: StackEntryID?

        init(_ pane: Pane) {
            self.pane = pane
            self.root = ViewRoot(anyRoot: pane.content)
        }

        /// The pane's name.
        public var name: String { pane.name }
    }

    /// The session being run.
    @ObservationIgnored public let session: Session
    /// The panes, in focus order.
    @ObservationIgnored public let panes: [PaneRuntime]
    /// The split tree, the focus and the zoomed pane.
    var arrangement: PaneArrangement
    /// The styles of everything drawn: borders, titles, the status line, and every pane's views.
    /// Observed: a new theme draws the next frame whole in it.
    public var theme: Theme = .standard {
        didSet {
            guard theme != oldValue else { return }
            applyDrawnTheme()
        }
    }
    /// The colours of the terminal drawn on (`TerminfoTerminal.colorCount`): with 8 or 16, `theme` is
    /// drawn adapted to them (`Theme.adapted(toColorCount:)`), its colours chosen again by contrast.
    public var terminalColorCount = 256 {
        didSet {
            guard terminalColorCount != oldValue else { return }
            applyDrawnTheme()
        }
    }
    /// Whether the terminal answered the kitty graphics protocol's query: images are then sent to it
    /// as images rather than drawn with half blocks.
    public var terminalHasKittyGraphics = false {
        didSet {
            guard terminalHasKittyGraphics != oldValue else { return }
            applyDrawnTheme()
        }
    }
    /// Whether the terminal draws sixel graphics (DA1 says so) and not the kitty graphics protocol:
    /// images are then written as sixels.
    public var terminalHasSixel = false {
        didSet {
            guard terminalHasSixel != oldValue else { return }
            applyDrawnTheme()
        }
    }
    /// The size of a cell in pixels where the terminal tells it: pictures keep their aspect by it.
    public var terminalCellPixelSize: Size? {
        didSet {
            guard terminalCellPixelSize != oldValue else { return }
            applyDrawnTheme()
        }
    }
    /// `theme` as this terminal draws it.
    var drawnTheme: Theme { theme.adapted(toColorCount: terminalColorCount) }

    /// How images are drawn here: one line in the mono theme (`NO_COLOR`) or without colours, else
    /// the terminal's graphics, else half blocks in its colours.
    var imageRendering: ImageRendering {
        let method: ImageRendering.Method =
            theme == .mono || terminalColorCount < 8
            ? .description
            : terminalHasKittyGraphics ? .kittyGraphics : terminalHasSixel ? .sixel : .halfBlocks
        let aspect = terminalCellPixelSize.map { $0.height * 100 / max(1, $0.width) } ?? 200
        return ImageRendering(method: method, colorCount: terminalColorCount, cellAspectPercent: aspect)
    }

    /// Gives every pane and the window's own views the theme as drawn, and the way images are drawn.
    private func applyDrawnTheme() {
        let drawnTheme = self.drawnTheme
        let imageRendering = self.imageRendering
        panes.forEach {
            $0.root.theme = drawnTheme
            $0.root.imageRendering = imageRendering
        }
        drawn.chrome.theme = drawnTheme
    }
    /// Where the view trees log problems.
    @ObservationIgnored public var log: any LogSink = NavLog.defaultSink {
        didSet {
            panes.forEach { $0.root.log = log }
            drawn.chrome.log = log
        }
    }
    /// The session told in words after every frame, when set (the linear mode sets it); its keys
    /// (`w`, `r`, row numbers) join the window's bindings.
    @ObservationIgnored public var narration: Narration? {
        didSet { keyDispatch.frameChain = nil }
    }
    /// What the status line says besides the key hints.
    var status = StatusLineState()
    /// The help overlay.
    var help = HelpOverlay()
    /// The search being typed, and the last one kept.
    var searching = SearchState()
    /// The command palette and the screens it offers.
    @ObservationIgnored let paletteOverlay = PaletteOverlay()
    /// The pending key table, the keymap, and the bindings made for the last frame.
    @ObservationIgnored let keyDispatch = KeyDispatch()
    /// Copying links to the terminal's clipboard.
    @ObservationIgnored var clipboard = ClipboardState()
    /// A click or border drag under way.
    @ObservationIgnored var pointer = PointerGesture()
    /// Where the last frame put things.
    @ObservationIgnored var drawn = DrawnFrame()
    /// Transitions and spinners.
    @ObservationIgnored let animations = PaneAnimations()

    /// The split tree (ratios survive resizes).
    public var layout: SplitTree {
        get { arrangement.layout }
        set { arrangement.layout = newValue }
    }
    /// A message shown in the status line instead of the key hints (for example the step a replayed
    /// scenario is at), until set to nil.
    public var statusMessage: String? {
        get { status.message }
        set { status.message = newValue }
    }
    /// Shown in the status line before the key hints, which stay (a recorder's `● recording to
    /// FILE`): the hints keep saying what a key does where the focus is (`^C quit` in a text field).
    public var statusPrefix: String? {
        get { status.prefix }
        set { status.prefix = newValue }
    }
    /// The smallest pane that still shows something useful (border included).
    public static let minimumPaneSize = Size(width: 12, height: 5)
    /// Whether `y` and `Y` may put links on the clipboard (OSC 52); `--no-clipboard` and
    /// `NAVPILOT_NO_CLIPBOARD=1` turn it off.
    public var allowsClipboard: Bool {
        get { clipboard.isAllowed }
        set { clipboard.isAllowed = newValue }
    }
    /// Detaches the terminal whose key asked (Ctrl+W d), when the session is served; nil otherwise.
    @ObservationIgnored package var detachRequest: (@MainActor () -> Void)?

    /// Ctrl+W d: detaches the terminal that typed it from a served session, which goes on; in a
    /// session that is not served, says so.
    func detachClient() {
        guard let detachRequest else {
            momentaryStatus = "nothing to detach from: this session is not served (serve NAME runs one to attach to)"
            return
        }
        detachRequest()
    }

    /// How long a prefix key (Ctrl+W) waits for its next key; after that the next key is an
    /// ordinary key again. One timeout for every key table a prefix enters.
    public var prefixTimeout: Duration {
        get { keyDispatch.prefixTimeout }
        set { keyDispatch.prefixTimeout = newValue }
    }
    /// Other keys for built-in bindings (`Keymap`): the keys dispatched, the status line, the help,
    /// the palette all follow it. `TerminalSession.run` sets the user's; a headless session the one
    /// it is given.
    public var keymap: Keymap {
        get { keyDispatch.keymap }
        set { keyDispatch.keymap = newValue }
    }
    /// The zoomed pane, shown alone.
    public var zoomedPane: String? { arrangement.zoomedPane }
    /// Whether the help overlay (every key binding) is shown over the panes.
    public internal(set) var isShowingHelp: Bool {
        get { help.isShown }
        set { help.isShown = newValue }
    }
    /// Whether the last frame showed the too-small message instead of the panes.
    public var isTooSmall: Bool { drawn.tooSmall }
    /// Whether pushes and pops with a transition (`push(_:withAnimation:)`) animate the pane's content,
    /// and spinners turn. Off by default, so headless sessions and `navpilot run` draw only final
    /// frames; the live terminal turns it on unless `NAVPILOT_REDUCE_MOTION=1`.
    public var animatesTransitions: Bool {
        get { animations.isOn }
        set { animations.isOn = newValue }
    }
    /// Whether a timer draws the next frame of a transition (a live terminal); false where the caller
    /// draws every frame itself (a scenario's cast), so a slow step never lets the timer draw frames
    /// the caller does not see.
    package var playsTransitionsByTimer: Bool {
        get { animations.playsByTimer }
        set { animations.playsByTimer = newValue }
    }
    var focusedIndex: Int { arrangement.focusedIndex }
    /// The search being typed in the focused pane (`/`), if any.
    var search: PaneSearch? {
        get { searching.current }
        set { searching.current = newValue }
    }
    /// Said in the status line until the next key, click, turn of the wheel or paste: what `n` or
    /// `N` found, what `y` copied, why a palette entry could not run.
    var momentaryStatus: String? {
        get { status.momentary }
        set { status.momentary = newValue }
    }
    /// The command palette, while it is open (Ctrl+P, `:`).
    var palette: CommandPalette? {
        get { paletteOverlay.palette }
        set { paletteOverlay.palette = newValue }
    }
    var tooSmall: Bool { drawn.tooSmall }

    /// Runs `session`, its first pane focused.
    public init(session: Session) {
        self.session = session
        self.panes = session.panes.map(PaneRuntime.init)
        let names = session.panes.map(\.name)
        switch session.layout {
        case .sideBySide: arrangement = PaneArrangement(layout: .sideBySide(names))
        case .stacked: arrangement = PaneArrangement(layout: .stacked(names))
        case .tiled: arrangement = PaneArrangement(layout: .tiled(names))
        case .custom(let tree): arrangement = PaneArrangement(layout: tree)
        }
        for pane in panes { pane.root.spinnerClock = animations.spinnerClock }
    }

    // MARK: State

    /// The focused pane.
    public var focusedPane: PaneRuntime { panes[focusedIndex] }

    /// The pane named `name`.
    public func pane(named name: String) -> PaneRuntime? {
        panes.first { $0.name == name }
    }

    /// Focuses the pane named `name`; false when there is none.
    @discardableResult
    public func focus(_ name: String) -> Bool {
        guard let index = panes.firstIndex(where: { $0.name == name }) else { return false }
        focus(index: index)
        return true
    }

    /// Focuses the next pane (Tab), wrapping around.
    public func focusNext() { focus(index: (focusedIndex + 1) % panes.count) }

    /// Focuses the previous pane (Shift+Tab), wrapping around.
    public func focusPrevious() { focus(index: (focusedIndex + panes.count - 1) % panes.count) }

    func focus(index: Int) {
        arrangement.focusedIndex = index
        // Focus follows into a zoomed view: the newly focused pane becomes the zoomed one.
        if zoomedPane != nil {
            arrangement.zoomedPane = panes[index].name
        }
    }

    /// Shows the pane named `name` alone; false when there is none.
    @discardableResult
    public func zoom(_ name: String) -> Bool {
        guard focus(name) else { return false }
        arrangement.zoomedPane = name
        return true
    }

    /// Shows every pane again.
    public func unzoom() { arrangement.zoomedPane = nil }

    /// Zooms the focused pane, or unzooms.
    public func toggleZoom() {
        arrangement.zoomedPane = zoomedPane == nil ? focusedPane.name : nil
    }

    // MARK: TerminalApplication

    /// The terminal cursor: in the focused pane's text field, if any.
    public var cursor: Point? {
        if palette != nil { return drawn.paletteCursor }
        return tooSmall ? nil : focusedPane.root.cursor
    }

    /// Where the focus is: the focused pane's selected control or row (the help overlay covers it).
    public var focusPoint: Point? {
        tooSmall || isShowingHelp || palette != nil ? nil : focusedPane.root.focusPoint
    }

    /// True while typed characters go to the focused pane's text field: it edits one, no window key
    /// (Ctrl+W's direction) is pending and the help overlay, which takes every key while it is shown,
    /// is closed. The event loop hands a run of typed characters over as one text only then, so a
    /// burst goes where the same keys one by one would go.
    public var acceptsTypedText: Bool {
        !tooSmall && keyDispatch.pending.table == nil && !isShowingHelp && palette == nil
            && focusedPane.root.isEditingText
    }

    /// Draws the whole frame (what the event loop resolves between two events: nothing of it goes to
    /// the terminal, so it starts no transition and notes no top entry).
    public func render(into buffer: inout CellBuffer) {
        if drawn.isPrepared {
            drawn.isPrepared = false
            readObservedState()
            return
        }
        render(into: &buffer, previous: nil, anew: false, isSent: false)
    }

    /// Draws the whole frame that goes to the terminal; with `animatesTransitions`, panes whose top
    /// entry changed since `previous` start (or go on with) their transition.
    public func render(into buffer: inout CellBuffer, previous: CellBuffer?) {
        if drawn.isPrepared {
            drawn.isPrepared = false
            readObservedState()
            return
        }
        render(into: &buffer, previous: previous, anew: false, isSent: true)
    }

    /// Draws the frame that goes to the terminal before the event loop's Observation tracking, when
    /// every pane tracks what its views read itself (the loop connected render requests): the panes'
    /// reads are then not watched a second time, and the window's own (every property read several
    /// times a frame, each read tracked) are declared once by `render(into:previous:)`, which only
    /// reads them (`readObservedState`).
    public func prepareFrame(into buffer: inout CellBuffer, previous: CellBuffer?) {
        guard panes.allSatisfy({ $0.root.requestRender != nil }) else { return }
        render(into: &buffer, previous: previous, anew: false, isSent: true)
        drawn.isPrepared = true
    }

    /// Reads every observable property a frame depends on, once: inside the event loop's tracking,
    /// a change to any of them asks for the next frame.
    private func readObservedState() {
        _ = (arrangement, status, help, searching, keyDispatch.pending.table, paletteOverlay.revision)
        // Each read costs (a key path hashed into the tracking's set): what a frame without an
        // animation does not show is not read.
        if animatesTransitions { _ = animations.tick }
    }

    /// Draws the whole frame with every pane and every part of the window's own UI rendered anew,
    /// none shown again from its last frame: what checks that the same state draws the same frame
    /// compare with `render(into:)`.
    public func renderAnew(into buffer: inout CellBuffer) {
        render(into: &buffer, previous: nil, anew: true, isSent: false)
    }

    /// Lets each pane show its last frame again while nothing it read changed (see `ViewRoot`).
    public func connectRenderRequests(_ request: @escaping @Sendable () -> Void) {
        for pane in panes { pane.root.requestRender = request }
    }

    /// Gives every pane's views the event loop's queue of programs to run in the terminal
    /// (`@Environment(\.runInTerminal)`).
    public func connectProgramRuns(
        _ run: @escaping @MainActor (ExternalProgram, @escaping @MainActor (ExternalProgramOutcome) -> Void) -> Void
    ) {
        let handOff = TerminalHandOff(request: run)
        for pane in panes { pane.root.handOff = handOff }
    }

    /// Runs what each pane's views asked for when they appeared or disappeared, and turns the
    /// spinners' clock while one is shown.
    public func frameDidRender() {
        for pane in panes { pane.root.frameDidRender() }
        updateSpinnerTimer()
        recordVisitedScreens()
        narration?.frameDidRender(self)
    }

    /// Runs what each pane's views asked for when they appeared or disappeared in a frame resolved
    /// between two events of a burst, and notes the screens that made visited, as a drawn frame
    /// does (spinners and narration wait for the frame that is drawn).
    public func frameDidResolve() {
        for pane in panes { pane.root.frameDidRender() }
        recordVisitedScreens()
    }

    /// Spinners turn while one is on screen and animation is on (a live terminal without
    /// `NAVPILOT_REDUCE_MOTION`); headless sessions draw every spinner at one frame, so the same state
    /// gives the same screen, and an idle app with no spinner shown wakes for nothing.
    private func updateSpinnerTimer() {
        let shown = panes.contains { $0.root.showsSpinner && $0.frame.width > 0 && (zoomedPane ?? $0.name) == $0.name }
        guard animatesTransitions, shown, !tooSmall else {
            animations.spinnerTimer?.cancel()
            animations.spinnerTimer = nil
            return
        }
        guard animations.spinnerTimer == nil else { return }
        let clock = animations.spinnerClock
        animations.spinnerTimer = Task { @MainActor in
            while !Task.isCancelled {
                try? await Task.sleep(for: .milliseconds(100))
                if !Task.isCancelled { clock.advance() }
            }
        }
    }

    private func render(into buffer: inout CellBuffer, previous: CellBuffer?, anew: Bool, isSent: Bool) {
        let size = buffer.size
        // The first frame sent has no previous one, but what it shows on top is noted all the same:
        // the first push after launch plays its transition. A frame not sent (resolved between two
        // events, or drawn anew to check that the same state draws the same frame) notes nothing.
        var animation =
            isSent
            ? previous.map { TransitionPass(previous: $0) } ?? TransitionPass(previous: CellBuffer(size: .zero)) : nil
        if animatesTransitions { _ = animations.tick }
        // The pass draws; where the panes went (for clicks and directional focus) and whether the
        // window is too small (for keys) are stored once it is done.
        guard size.height >= 2, size.width >= 1 else {
            buffer.write("too small", at: .zero, style: drawnTheme.warning)
            drawn.tooSmall = true
            keyDispatch.frameChain = nil
            return
        }
        let area = Rect(x: 0, y: 0, width: size.width, height: size.height - 1)
        let fullLayout = layout.frames(in: area)
        let frames: [String: Rect] = zoomedPane.map { [$0: area] } ?? fullLayout
        let minimum = Self.minimumPaneSize
        let isTooSmall = frames.values.contains { $0.width < minimum.width || $0.height < minimum.height }
        // The panes' content is drawn first; the window's own views (borders, titles, the help,
        // the palette, the status line) then go over it.
        let chrome = drawn.chrome
        var crumbs: [String: [(rect: Rect, depth: Int)]] = [:]
        if !isTooSmall {
            for (index, pane) in panes.enumerated() {
                guard let frame = frames[pane.name] else { continue }
                let (content, border, targets) = draw(
                    pane, in: &buffer, frame: frame, focused: pane === focusedPane, anew: anew)
                if animatesTransitions { animation?.animate(pane, content: content, in: &buffer, by: self) }
                // Outside the content: the pane's transition never covers its border.
                chrome.draw(border, as: .pane(index), in: frame, anew: anew, into: &buffer)
                crumbs[pane.name] = targets
            }
        }
        if isTooSmall {
            let message = TooSmallMessage(
                screen: size, panes: frames.count, offersZoom: zoomedPane == nil && frames.count > 1)
            chrome.draw(message, as: .tooSmall, in: area, anew: anew, into: &buffer)
        }
        let shownHelp = isShowingHelp ? helpPanel(in: area, showingPanes: !isTooSmall) : nil
        if let panel = shownHelp?.panel {
            chrome.draw(panel.view, as: .help, in: panel.box, anew: anew, into: &buffer)
        } else {
            chrome.forget(.help)
        }
        let shownPalette = palette.flatMap { palettePanel($0, in: area) }
        if let shownPalette {
            chrome.draw(shownPalette.panel, as: .palette, in: shownPalette.rows.box, anew: anew, into: &buffer)
        } else {
            chrome.forget(.palette)
        }
        let chain = keyBindingChain(showingPanes: !isTooSmall)
        chrome.draw(
            statusLine(width: size.width, chain: chain), as: .statusLine,
            in: Rect(x: 0, y: size.height - 1, width: size.width, height: 1), anew: anew, into: &buffer)
        if let animation { finish(animation) }
        drawn.tooSmall = isTooSmall
        drawn.helpScrollLimit = shownHelp?.limit ?? 0
        drawn.helpLines = shownHelp?.lines ?? []
        drawn.paletteRows = shownPalette?.rows
        drawn.paletteCursor = shownPalette?.cursor
        // The next key goes through the bindings this frame offered (see `handleKey`).
        keyDispatch.frameChain = (chain, keyState)
        if !isTooSmall {
            for pane in panes { pane.frame = frames[pane.name] ?? Rect(x: 0, y: 0, width: 0, height: 0) }
            drawn.layoutFrames = fullLayout
            drawn.crumbTargets = crumbs
            drawn.layoutArea = area
        }
    }

    /// Handles one event.
    public func handle(_ event: InputEvent) -> EventDisposition {
        defer { recordVisitedScreens() }
        // What the last frame (or the resolve between two events of a batch) settled on is the
        // state this event acts on.
        for pane in panes { pane.root.writeSettledState() }
        endTransition(for: event)
        switch event {
        case .key(let press):
            return handleKey(press)
        case .mouse(let mouse):
            handleMouse(mouse)
        case .paste(let text):
            if momentaryStatus != nil { momentaryStatus = nil }
            // The layer on top takes it: the palette as its query; the help, which covers the panes,
            // nothing (a field hidden under it gets no paste, as it would get no typing).
            switch inputLayer {
            case .help: break
            case .palette: pasteIntoPalette(text)
            case .panes: focusedPane.root.handle(event)
            }
        case .resize:
            break
        }
        return .continue
    }

    private func handleMouse(_ mouse: MouseEvent) {
        // What was said until the next action ("sent … to the terminal's clipboard", what `n` found) goes with a click or a
        // turn of the wheel as with a key; the release that ends a press keeps what the press said.
        if mouse.kind != .release, mouse.kind != .drag, momentaryStatus != nil { momentaryStatus = nil }
        // The too-small message shows no pane: the panes' last frames are not under the mouse.
        guard !tooSmall else { return }
        let isWheel = mouse.kind == .scrollUp || mouse.kind == .scrollDown
        let layer = inputLayer
        if isWheel {
            switch layer {
            case .help:
                // Three rows a notch, as in every list and pane.
                scrollHelp(by: mouse.kind == .scrollUp ? -ViewRoot.wheelRows : ViewRoot.wheelRows)
            case .palette:
                handlePaletteMouse(mouse)
            case .panes:
                // The wheel scrolls the pane under the mouse and leaves the focus where it is.
                panes.first { $0.frame.contains(mouse.position) }?.root.handle(.mouse(mouse))
            }
            return
        }
        if layer == .panes, handleBorderDrag(mouse) { return }
        // Only the left button focuses or acts (see `ViewRoot.handleMouse`); the right and middle
        // ones, pressed or let go, do nothing.
        if mouse.button == .right || mouse.button == .middle { return }
        switch mouse.kind {
        case .press:
            pointer.pressedAt = nil
            if layer == .help {
                // A press anywhere closes the help; its release then acts on nothing.
                isShowingHelp = false
            } else if layer == .palette, clickTarget(at: mouse.position) == nil {
                palette = nil  // outside the box: closed, as Escape closes it
            } else {
                // Nothing yet, not even the focus: letting go elsewhere leaves everything as it was,
                // and a click into another pane still only brings the focus there.
                pointer.pressedAt = mouse.position
            }
        case .release:
            clickIfReleasedInPlace(mouse)
        case .click:
            // A terminal that reports whole clicks: the press and the release were in place.
            pointer.pressedAt = nil
            click(at: mouse.position)
        case .drag, .scrollUp, .scrollDown:
            break
        }
    }
}
