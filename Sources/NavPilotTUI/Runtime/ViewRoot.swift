import NavPilot
import Observation

/// A view tree living in one rectangle of the terminal: renders it each frame and routes input to it.
///
/// Inside, Up/Down (and j/k) move the focus between controls, Enter or a click activates, a focused
/// text field takes printable keys, and Backspace, Escape or Left trigger the back gesture of the host
/// around the focused control. Its key bindings (`keyBindingGroups`: the focused control's, the
/// screen's, the pane's or a modal's) are the first part of the window manager's chain; `handle(_:)`
/// offers a key to them alone and returns false when none took it.
@MainActor
public final class ViewRoot {
    private let makeRoot: @MainActor () -> any View
    /// Per-screen state: `@State`, focus, scroll. Lives as long as the view root.
    public let store = ViewStateStore()
    /// Styles of the renderer's own decorations.
    public var theme: Theme = .standard {
        didSet {
            reuse.invalidate()
            // Frames this root draws from its cache read no theme: ask for one drawn anew.
            requestRender?()
        }
    }
    /// How images are drawn on the terminal the root is shown on.
    public var imageRendering: ImageRendering = .standard {
        didSet {
            guard imageRendering != oldValue else { return }
            reuse.invalidate()
            requestRender?()
        }
    }
    /// Where problems (a missing `@EnvironmentObject`) are logged.
    public var log: any LogSink = NavLog.defaultSink
    /// What the last render saw, for input handling until the next one.
    var frame = RenderedFrame()
    /// The pane's bindings, by the signature of the state they were made for.
    var boundPaneGroups: [Int: KeyBindingGroup] = [:]
    /// How many inputs reached the tree: bindings made before one may no longer apply.
    private(set) var inputCount = 0

    /// Asks the event loop for a new frame (from any thread). While it is set, a render whose tree
    /// has not changed shows the last frame again instead of running the pass; a change to state the
    /// last pass read calls it, so the frame is drawn anew. Nil (the default): every render is a pass.
    var requestRender: (@Sendable () -> Void)? {
        didSet { reuse.invalidate() }
    }
    private let reuse = FrameReuse()

    /// Whatever the tree does with the input about to be handled (focus, scroll, editing) shows in
    /// its next frame, and bindings made before it may no longer apply.
    func willHandleInput() {
        writeSettledState()
        reuse.invalidate()
        inputCount &+= 1
    }

    /// What the last pass settled, not yet in the store (see `SettledState`).
    private var settled: SettledState?

    /// Writes what the last pass settled into the store: after the frame, or before an input that
    /// reads or changes the store (the window manager calls it as an event begins: a key its chain
    /// gives a pane's binding directly must meet the state the frame showed).
    func writeSettledState() {
        guard let settled else { return }
        self.settled = nil
        settled.write(to: store)
    }
    /// Where `@Environment(\.runInTerminal)` sends programs, when the window manager provides it.
    var handOff: TerminalHandOff?
    /// The clock spinners inside the tree turn with, when the window manager provides one.
    var spinnerClock: SpinnerClock? {
        didSet { reuse.invalidate() }
    }
    /// Whether the last pass drew an indeterminate `ProgressView`.
    private(set) var showsSpinner = false
    /// `.task`, `.onAppear` and `.onDisappear` of the tree.
    let lifecycle = ViewLifecycle()
    private let passClock = PassClock()
    private var lastFrame: ReusableFrame? {
        // Its cells are pasted again later: the grapheme and link codes they carry must stay
        // theirs until then, whatever frames the terminal shows in between (`ShownFrames`).
        didSet { keptCells.show(lastFrame?.cells) }
    }
    private let keptCells = ShownFrames.shared.register()
    /// The last resolve, laid out again when only the place or the focus of the tree changes.
    private(set) var lastTree: ResolvedTree?

    /// A root showing the view built by `root`, re-evaluated on every frame.
    public init(@ViewBuilder root: @escaping @MainActor () -> some View) {
        self.makeRoot = root
    }

    /// A root showing the type-erased view built by `root` (a pane's content).
    init(anyRoot root: @escaping @MainActor () -> any View) {
        self.makeRoot = root
    }

    /// A root showing `view`.
    public convenience init(_ view: some View) {
        self.init { view }
    }

    /// The alert, confirmation dialog or sheet the pane shows after the last render, if any.
    public var presentedModal: PresentedModal? { frame.modal?.presented }

    /// The terminal cursor after the last render: inside the focused text field, else nil (hidden).
    public var cursor: Point? { frame.cursor }

    /// Where the focus was after the last render (the selected control, a list's selected row),
    /// when the tree had the keyboard: the hidden cursor goes there.
    public var focusPoint: Point? { frame.focusPoint }

    /// Whether the focused control takes typed text (a text field, a widget that `takesTypedText`),
    /// so printable keys are text, not commands.
    public var isEditingText: Bool {
        frame.focusedTarget?.widget.takesTypedText ?? false
    }

    /// Breadcrumb of the outermost host after the last render: titles of the last screens, root side first.
    public var breadcrumb: [String] { frame.crumbs.map(\.title) }

    /// The breadcrumb with each screen's depth in its stack (1 is the root).
    var crumbs: [Crumb] { frame.crumbs }

    /// Whether the back gesture would do something (the host around the focused control is deeper than its root).
    public var canGoBack: Bool { activeHost?.canGoBack ?? false }

    /// Whether going forward would do something (the host around the focused control has forward
    /// routes: a pop took them off).
    public var canGoForward: Bool { activeHost?.canGoForward ?? false }

    /// Whether the tree has a navigation host (so `i` toggles an inspector).
    public var hasHost: Bool { !frame.hosts.isEmpty }

    /// Renders the tree into `rect` of `buffer`.
    ///
    /// With `showsSelection` false (a pane without focus) the selection is drawn dimmed and the text
    /// cursor not at all, so only the focused pane shows where keys will go.
    public func render(into buffer: inout CellBuffer, in rect: Rect, showsSelection: Bool = true) {
        guard let requestRender else {
            pass(into: &buffer, in: rect, showsSelection: showsSelection)
            return
        }
        if let last = lastFrame, !reuse.isStale {
            if last.rect == rect, last.showsSelection == showsSelection {
                buffer.paste(last.cells, at: rect.origin)
                return
            }
            // Only the place or the focus changed: the tree resolves the same, so it is laid out
            // again from the last resolve (whose Observation tracking stays registered).
            if let lastTree {
                layOut(lastTree, into: &buffer, in: rect, showsSelection: showsSelection)
                lastFrame = ReusableFrame(rect: rect, showsSelection: showsSelection, cells: buffer.copy(of: rect))
                return
            }
        }
        // The new pass's generation first, then the clock: advancing it retires the last pass's
        // tracking, whose report then concerns an old generation and is ignored.
        let generation = reuse.beginPass()
        passClock.pass &+= 1
        let (reuse, passClock) = (self.reuse, self.passClock)
        withObservationTracking {
            _ = passClock.pass
            pass(into: &buffer, in: rect, showsSelection: showsSelection)
        } onChange: {
            if reuse.invalidate(generation: generation) { requestRender() }
        }
        lastFrame = ReusableFrame(rect: rect, showsSelection: showsSelection, cells: buffer.copy(of: rect))
    }

    /// Runs what the views of the last render asked for when they appeared or disappeared (actions,
    /// tasks to start or cancel). Call it once the frame is drawn; the window manager does after
    /// every frame.
    public func frameDidRender() {
        writeSettledState()
        lifecycle.frameDidRender()
    }

    isolated deinit {
        lifecycle.cancelAll()
        // The last pass's Observation tracking would otherwise stay registered on everything it read
        // (and keep it alive, through Observation's own references) after the tree is gone: retire
        // it, as a new pass would, with its report made stale first.
        _ = reuse.beginPass()
        passClock.pass &+= 1
    }

    /// Renders the tree anew into `rect`, whatever the last frame was (checks that the same state
    /// draws the same frame compare this with a render).
    public func renderAnew(into buffer: inout CellBuffer, in rect: Rect, showsSelection: Bool = true) {
        pass(into: &buffer, in: rect, showsSelection: showsSelection)
    }

    /// The pass: resolve, then lay out and draw.
    private func pass(into buffer: inout CellBuffer, in rect: Rect, showsSelection: Bool) {
        let tree = resolve()
        lastTree = tree
        layOut(tree, into: &buffer, in: rect, showsSelection: showsSelection)
    }

    /// Resolves the tree and notes what the resolve wants kept (titles, live entries, appearances)
    /// for after the frame. It reads the store and writes nothing to it (apart from allocating the
    /// storage of a `@State` seen for the first time, and caches of what never changes).
    private func resolve() -> ResolvedTree {
        var environment = EnvironmentValues()
        environment.theme = theme
        environment.imageRendering = imageRendering
        if let spinnerClock { environment.insert(spinnerClock) }
        if let handOff { environment.insert(handOff) }
        let context = ResolveContext(store: store, environment: environment, log: log)
        let node = context.resolve(makeRoot())
        let modal = context.modal
        settled = SettledState(screenTitles: context.screenTitles, keptEntries: context.keptEntries)
        lifecycle.update(with: context.lifecycle, liveEntries: context.liveEntries, shownScreens: context.screens)
        showsSpinner = context.showsSpinner
        return ResolvedTree(
            node: node, modal: modal,
            // A modal keeps the focus among its own controls, remembered apart from the content's.
            scope: context.focusScope + (modal == nil ? "" : "/modal"),
            targets: context.focusTargets, hosts: context.hosts, crumbs: context.breadcrumbs[0] ?? [],
            keyHandlers: context.keyHandlers)
    }

    /// Lays a resolved tree out in `rect` and draws it; what input handling needs of the result goes
    /// into `frame`, the focus and scroll positions it settled on into `settled`.
    private func layOut(_ tree: ResolvedTree, into buffer: inout CellBuffer, in rect: Rect, showsSelection: Bool) {
        let reachable = tree.modal?.targets ?? tree.targets.indices
        var focused: Int?
        if !reachable.isEmpty {
            let remembered = store.focusedControl[tree.scope]
            focused = reachable.first { tree.targets[$0].id == remembered } ?? reachable.lowerBound
        }
        var engine = LayoutEngine(focused: focused, isActive: showsSelection, store: store, theme: theme)
        engine.place(tree.node, in: rect, style: .plain, clip: rect)
        if let modal = tree.modal { engine.placeModal(modal, in: rect) }
        for op in engine.ops {
            op.apply(to: &buffer)
        }
        var settled = self.settled ?? SettledState()
        settled.focus = focused.map { (tree.scope, tree.targets[$0].id) }
        settled.scrollOffsets = engine.scrollOffsets
        self.settled = settled
        frame = RenderedFrame(
            scope: tree.scope, targets: tree.targets, focused: focused, hosts: tree.hosts,
            controlFrames: engine.controlFrames, widgetRects: engine.widgetRects, backButtons: engine.backButtons,
            viewports: engine.viewports, cursor: showsSelection ? engine.cursor : nil,
            focusPoint: showsSelection ? engine.focusPoint : nil,
            crumbs: tree.crumbs, keyHandlers: tree.keyHandlers, modal: tree.modal, isActive: showsSelection)
    }

    /// Handles one event; false when the tree had no use for it.
    @discardableResult
    public func handle(_ event: InputEvent) -> Bool {
        willHandleInput()
        return switch event {
        case .key(let press): handleKey(press)
        case .paste(let text): paste(text)
        case .mouse(let mouse): handleMouse(mouse)
        case .resize: false
        }
    }

    // MARK: Keys

    private func handleKey(_ press: KeyPress) -> Bool {
        KeyBindingChain(groups: keyBindingGroups).dispatch(press)
    }

    private func paste(_ text: String) -> Bool {
        guard let widget = frame.focusedTarget?.widget else { return false }
        if widget.handlePaste(text) { return true }
        guard widget.takesTypedText else { return false }
        // A control that types but takes no paste gets the text as keys (a burst of typing arrives
        // as one text), lines joined by spaces as a one-line field would take them.
        for character in text {
            _ = handleKey(KeyPress(.character(character.isNewline ? " " : character)))
        }
        return true
    }

    /// Pops the outermost host to the entry at `depth` (a click on that breadcrumb); false when the
    /// stack is not deeper than that.
    @discardableResult
    func goBack(toDepth depth: Int) -> Bool {
        willHandleInput()
        guard let host = frame.hosts.first, let top = frame.crumbs.last?.depth, depth < top else { return false }
        host.goBackTo(depth)
        return true
    }
}

/// What one render produced that input handling needs until the next render.
@MainActor
struct RenderedFrame {
    var scope = ""
    var targets: [FocusTarget] = []
    var focused: Int?
    var hosts: [HostRecord] = []
    var controlFrames: [Int: Rect] = [:]
    var widgetRects: [Int: Rect] = [:]
    var backButtons: [(host: Int, rect: Rect)] = []
    var viewports: [HostViewport] = []
    var cursor: Point?
    var focusPoint: Point?
    var crumbs: [Crumb] = []
    var keyHandlers: [KeyHandler] = []
    var modal: ModalRecord?
    /// Whether the pane had the keyboard when the frame was drawn.
    var isActive = true

    /// The controls keys and clicks can reach: a modal's own while one is shown, else all.
    var reachable: Range<Int> { modal?.targets ?? targets.indices }

    var focusedTarget: FocusTarget? { focused.map { targets[$0] } }
}
