import NavPilot
import Observation

/// A view tree living in one rectangle of the terminal: renders it each frame and routes input to it.
///
/// Inside, Up/Down (and j/k) move the focus between controls, Enter or a click activates, a focused
/// text field takes printable keys, and Backspace, Escape or Left trigger the back gesture of the host
/// around the focused control. Keys it does not use are returned to the caller (the window manager).
@MainActor
public final class ViewRoot {
    private let makeRoot: @MainActor () -> any View
    /// Per-screen state: `@State`, focus, scroll. Lives as long as the view root.
    public let store = ViewStateStore()
    /// Styles of the renderer's own decorations.
    public var theme: Theme = .standard {
        didSet { reuse.invalidate() }
    }
    /// Where problems (a missing `@EnvironmentObject`) are logged.
    public var log: any LogSink = NavLog.defaultSink
    /// What the last render saw, for input handling until the next one.
    private var frame = RenderedFrame()

    /// Asks the event loop for a new frame (from any thread). While it is set, a render whose tree
    /// has not changed shows the last frame again instead of running the pass; a change to state the
    /// last pass read calls it, so the frame is drawn anew. Nil (the default): every render is a pass.
    var requestRender: (@Sendable () -> Void)? {
        didSet { reuse.invalidate() }
    }
    private let reuse = FrameReuse()
    /// The clock spinners inside the tree turn with, when the window manager provides one.
    var spinnerClock: SpinnerClock? {
        didSet { reuse.invalidate() }
    }
    /// Whether the last pass drew an indeterminate `ProgressView`.
    private(set) var showsSpinner = false
    /// `.task`, `.onAppear` and `.onDisappear` of the tree.
    let lifecycle = ViewLifecycle()
    private let passClock = PassClock()
    private var lastFrame: ReusableFrame?

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

    /// Whether the focused control is a text field, so printable keys are text, not commands.
    public var isEditingText: Bool {
        if case .textField = frame.focusedTarget?.kind { return true }
        return false
    }

    /// Breadcrumb of the outermost host after the last render: titles of the last screens, root side first.
    public var breadcrumb: [String] { frame.crumbs.map(\.title) }

    /// The breadcrumb with each screen's depth in its stack (1 is the root).
    var crumbs: [Crumb] { frame.crumbs }

    /// Whether the back gesture would do something (the host around the focused control is deeper than its root).
    public var canGoBack: Bool { activeHost?.canGoBack ?? false }

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
        if let last = lastFrame, last.rect == rect, last.showsSelection == showsSelection, !reuse.isStale {
            buffer.paste(last.cells, at: rect.origin)
            return
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

    /// The pass: resolve, lay out, draw.
    private func pass(into buffer: inout CellBuffer, in rect: Rect, showsSelection: Bool) {
        // It reads the store and writes nothing to it (apart from allocating the storage of a `@State`
        // seen for the first time).
        var environment = EnvironmentValues()
        if let spinnerClock { environment.insert(spinnerClock) }
        let context = ResolveContext(store: store, environment: environment, log: log)
        let node = context.resolve(makeRoot())
        let modal = context.modal
        // A modal keeps the focus among its own controls, remembered apart from the content's.
        let scope = context.focusScope + (modal == nil ? "" : "/modal")
        let targets = context.focusTargets
        let reachable = modal?.targets ?? targets.indices
        var focused: Int?
        if !reachable.isEmpty {
            let remembered = store.focusedControl[scope]
            focused = reachable.first { targets[$0].id == remembered } ?? reachable.lowerBound
        }
        var engine = LayoutEngine(focused: focused, isActive: showsSelection, store: store, theme: theme)
        engine.place(node, in: rect, style: .plain, clip: rect)
        if let modal { engine.placeModal(modal, in: rect) }
        for op in engine.ops {
            op.apply(to: &buffer)
        }
        // After the pass, once: what it wants remembered, and what input handling needs.
        if let focused { store.focusedControl[scope] = targets[focused].id }
        store.screenTitles.merge(context.screenTitles) { _, new in new }
        store.scrollOffset.merge(engine.scrollOffsets) { _, new in new }
        store.prune(liveEntries: context.liveEntries)
        lifecycle.update(with: context.lifecycle, liveEntries: context.liveEntries, shownScreens: context.screens)
        showsSpinner = context.showsSpinner
        frame = RenderedFrame(
            scope: scope, targets: targets, focused: focused, hosts: context.hosts,
            controlFrames: engine.controlFrames, widgetRects: engine.widgetRects, backButtons: engine.backButtons,
            viewports: engine.viewports, cursor: showsSelection ? engine.cursor : nil,
            crumbs: context.breadcrumbs[0] ?? [], keyHandlers: context.keyHandlers, modal: modal,
            isActive: showsSelection)
    }

    /// Handles one event; false when the tree had no use for it.
    @discardableResult
    public func handle(_ event: InputEvent) -> Bool {
        // Whatever the tree does with the event (focus, scroll, editing) shows in its next frame.
        reuse.invalidate()
        return switch event {
        case .key(let press): handleKey(press)
        case .paste(let text): paste(text)
        case .mouse(let mouse): handleMouse(mouse)
        case .resize: false
        }
    }

    // MARK: Keys

    private func handleKey(_ press: KeyPress) -> Bool {
        controlOrHandlerKey(press) || navigationKey(press)
    }

    /// The first part of a key's way through the pane: the focused control (a text field types, a
    /// widget uses its keys), then the `.onKeyPress` handlers around it, innermost first. The window
    /// manager offers every key here before its own keys.
    func takeKeyBeforeWindowKeys(_ press: KeyPress) -> Bool {
        reuse.invalidate()
        return controlOrHandlerKey(press)
    }

    /// The last part of a key's way through the pane: focus, activation, scrolling and the back
    /// gesture. The window manager offers a key here when neither the pane's controls and handlers
    /// nor its own keys used it.
    func takeNavigationKey(_ press: KeyPress) -> Bool {
        reuse.invalidate()
        return navigationKey(press)
    }

    private func controlOrHandlerKey(_ press: KeyPress) -> Bool {
        if case .textField(let editor) = frame.focusedTarget?.kind, edit(editor, with: press) {
            return true
        }
        if case .widget(let widget) = frame.focusedTarget?.kind, widget.handleKey(press) {
            return true
        }
        // Handlers around the focused control; with nothing focused, every handler of the pane.
        let reachable = frame.reachable
        for handler in frame.keyHandlers where frame.focused.map(handler.targets.contains) ?? true {
            // Under a modal only the handlers inside it: the page behind it takes no keys.
            if frame.modal != nil, handler.targets.isEmpty || !reachable.contains(handler.targets.lowerBound) {
                continue
            }
            if handler.handle(press) == .handled { return true }
        }
        return false
    }

    private func navigationKey(_ press: KeyPress) -> Bool {
        let plain = press.modifiers.subtracting(.shift).isEmpty
        if let modal = frame.modal {
            return modalKey(press, plain: plain, modal: modal)
        }
        switch (press.key, plain) {
        case (.up, true), (.character("k"), true): return moveFocus(by: -1)
        case (.down, true), (.character("j"), true): return moveFocus(by: 1)
        case (.home, true): return jumpToEnd(top: true)
        case (.end, true): return jumpToEnd(top: false)
        case (.pageUp, true): return page(by: -1)
        case (.pageDown, true): return page(by: 1)
        case (.enter, true), (.character(" "), true): return activateFocused()
        case (.backspace, true), (.escape, true), (.left, true): return goBack()
        case (.character("i"), true): return toggleInspector()
        case (.character("["), true): return scrollInspector(by: 1)
        case (.character("]"), true): return scrollInspector(by: -1)
        default: return false
        }
    }

    /// Keys while a modal is shown: its controls only; Escape takes it away (running its `.cancel`
    /// button's action); the back gesture and the inspector wait until it is gone.
    private func modalKey(_ press: KeyPress, plain: Bool, modal: ModalRecord) -> Bool {
        switch (press.key, plain) {
        case (.escape, _):
            if let cancel = modal.cancel { cancel() } else { modal.dismiss() }
            return true
        case (.up, true), (.left, true), (.character("k"), true): return moveFocus(by: -1)
        case (.down, true), (.right, true), (.character("j"), true): return moveFocus(by: 1)
        case (.home, true): return moveFocus(to: modal.targets.lowerBound)
        case (.end, true): return moveFocus(to: modal.targets.upperBound - 1)
        case (.enter, true), (.character(" "), true): return activateFocused()
        case (.backspace, _): return true
        default: return false
        }
    }

    /// Editing keys for a focused text field; false for keys the field leaves to navigation.
    private func edit(_ editor: TextFieldEditor, with press: KeyPress) -> Bool {
        let plain = press.modifiers.subtracting(.shift).isEmpty
        switch press.key {
        case .character(let character) where plain:
            editor.insert(String(character))
        case .backspace: editor.deleteBackward()
        case .delete: editor.deleteForward()
        case .left where plain: editor.moveCursor(by: -1)
        case .right where plain: editor.moveCursor(by: 1)
        case .home: editor.moveCursorToStart()
        case .end: editor.moveCursorToEnd()
        case .character("a") where press.modifiers == .control: editor.moveCursorToStart()
        case .character("e") where press.modifiers == .control: editor.moveCursorToEnd()
        case .character("u") where press.modifiers == .control: editor.deleteToStart()
        case .character("k") where press.modifiers == .control: editor.deleteToEnd()
        case .character("b") where press.modifiers == .alt: editor.moveCursorByWord(forward: false)
        case .character("f") where press.modifiers == .alt: editor.moveCursorByWord(forward: true)
        case .enter:
            if let submit = editor.submit { submit() } else { _ = moveFocus(by: 1) }
        default: return false
        }
        return true
    }

    private func paste(_ text: String) -> Bool {
        guard case .textField(let editor) = frame.focusedTarget?.kind else { return false }
        // A one-line field takes pasted lines joined by spaces.
        editor.insert(text.split(whereSeparator: \.isNewline).joined(separator: " "))
        return true
    }

    @discardableResult
    private func moveFocus(by offset: Int) -> Bool {
        guard let focused = frame.focused else { return false }
        return moveFocus(to: focused + offset)
    }

    @discardableResult
    private func moveFocus(to index: Int) -> Bool {
        let reachable = frame.reachable
        guard !reachable.isEmpty else { return false }
        let clamped = min(max(reachable.lowerBound, index), reachable.upperBound - 1)
        frame.focused = clamped
        store.focusedControl[frame.scope] = frame.targets[clamped].id
        // A key that moves the selection brings the view back to it after a wheel scroll.
        store.freeScroll.removeAll()
        return true
    }

    /// Home and End: the first or last control, the content scrolled to its very top or bottom (lines
    /// above the first control and below the last become visible too), and the inspector, when open,
    /// at its oldest or newest entry.
    private func jumpToEnd(top: Bool) -> Bool {
        let moved = moveFocus(to: top ? 0 : frame.targets.count - 1)
        guard let host = activeHost else { return moved }
        store.scrollOffset[host.screen] = top ? 0 : Int.max
        if let depth = host.inspectorDepth {
            store.inspectorScroll[host.pilotID] = top ? max(0, depth - 1) : 0
        }
        return true
    }

    /// PageUp and PageDown: ten controls up or down; from the first (or last) control, or on a screen
    /// without controls, the content scrolls by a page instead, so no line is out of reach.
    private func page(by direction: Int) -> Bool {
        let atEnd = frame.focused.map { direction < 0 ? $0 == 0 : $0 == frame.targets.count - 1 } ?? true
        if !atEnd {
            return moveFocus(by: 10 * direction)
        }
        guard let host = activeHost, let viewport = frame.viewports.last(where: { $0.screen == host.screen }) else {
            return false
        }
        scroll(viewport, by: direction * max(1, viewport.rect.height - 1))
        return true
    }

    /// Scrolls a host's content, leaving the selection where it is (until a key moves it).
    private func scroll(_ viewport: HostViewport, by rows: Int) {
        let current = min(store.scrollOffset[viewport.screen] ?? 0, viewport.maximumScroll)
        store.scrollOffset[viewport.screen] = min(max(0, current + rows), viewport.maximumScroll)
        store.freeScroll.insert(viewport.screen)
    }

    private func activateFocused() -> Bool {
        guard let target = frame.focusedTarget else { return false }
        switch target.kind {
        case .button(let action): action()
        case .textField: moveFocus(by: 1)
        case .widget(let widget): _ = widget.handleKey(KeyPress(.enter))
        }
        return true
    }

    /// The host whose back gesture applies: around the focused control, else the innermost one.
    private var activeHost: HostRecord? {
        if let index = frame.focusedTarget?.host {
            return frame.hosts[index]
        }
        return frame.hosts.last
    }

    private func goBack() -> Bool {
        guard let host = activeHost, host.canGoBack else { return false }
        host.goBack()
        return true
    }

    private func toggleInspector() -> Bool {
        guard let host = activeHost else { return false }
        host.toggleInspector()
        return true
    }

    private func scrollInspector(by offset: Int) -> Bool {
        guard let host = activeHost else { return false }
        let oldest = max(0, (host.inspectorDepth ?? Int.max) - 1)
        let current = min(store.inspectorScroll[host.pilotID] ?? 0, oldest)
        store.inspectorScroll[host.pilotID] = min(max(0, current + offset), oldest)
        return true
    }

    /// Pops the outermost host to the entry at `depth` (a click on that breadcrumb); false when the
    /// stack is not deeper than that.
    @discardableResult
    func goBack(toDepth depth: Int) -> Bool {
        reuse.invalidate()
        guard let host = frame.hosts.first, let top = frame.crumbs.last?.depth, depth < top else { return false }
        host.goBackTo(depth)
        return true
    }

    // MARK: Mouse

    private func handleMouse(_ mouse: MouseEvent) -> Bool {
        if mouse.kind == .scrollUp || mouse.kind == .scrollDown {
            // Three rows a notch, as terminals scroll: a widget under the mouse that scrolls itself
            // (a long list), else the innermost host under the mouse.
            let rows = mouse.kind == .scrollUp ? -3 : 3
            if let (index, rect) = widget(at: mouse.position), case .widget(let widget) = frame.targets[index].kind,
                widget.handleScroll(by: rows, size: rect.size)
            {
                return true
            }
            guard let viewport = frame.viewports.last(where: { $0.rect.contains(mouse.position) }) else {
                return false
            }
            scroll(viewport, by: rows)
            return true
        }
        guard mouse.kind == .press || mouse.kind == .click else { return false }
        if frame.modal == nil, let back = frame.backButtons.first(where: { $0.rect.contains(mouse.position) }) {
            let host = frame.hosts[back.host]
            guard host.canGoBack else { return false }
            host.goBack()
            return true
        }
        let reachable = frame.reachable
        guard
            let (index, _) = frame.controlFrames.first(where: {
                reachable.contains($0.key) && $0.value.contains(mouse.position)
            })
        else {
            // While a modal is shown, a click beside its controls is taken and does nothing.
            return frame.modal != nil
        }
        // Focused in a pane that had the keyboard: a click into another pane only brings it here.
        let wasFocused = frame.isActive && frame.focused == index
        moveFocus(to: index)
        switch frame.targets[index].kind {
        case .button(let action): action()
        case .widget(let widget):
            // The widget is told where it was clicked (a row of a list); one that does not care is
            // activated as by Enter.
            if let rect = frame.widgetRects[index] {
                let point = Point(x: mouse.position.x - rect.x, y: mouse.position.y - rect.y)
                if widget.handleClick(WidgetClick(point: point, size: rect.size, wasFocused: wasFocused)) { break }
            }
            _ = widget.handleKey(KeyPress(.enter))
        case .textField: break
        }
        return true
    }

    /// The reachable focusable widget whose visible part holds `position`: its focus index and its
    /// whole rectangle.
    private func widget(at position: Point) -> (index: Int, rect: Rect)? {
        let reachable = frame.reachable
        for (index, visible) in frame.controlFrames where reachable.contains(index) && visible.contains(position) {
            if case .widget = frame.targets[index].kind, let rect = frame.widgetRects[index] {
                return (index, rect)
            }
        }
        return nil
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
    var crumbs: [Crumb] = []
    var keyHandlers: [KeyHandler] = []
    var modal: ModalRecord?
    /// Whether the pane had the keyboard when the frame was drawn.
    var isActive = true

    /// The controls keys and clicks can reach: a modal's own while one is shown, else all.
    var reachable: Range<Int> { modal?.targets ?? targets.indices }

    var focusedTarget: FocusTarget? { focused.map { targets[$0] } }
}
