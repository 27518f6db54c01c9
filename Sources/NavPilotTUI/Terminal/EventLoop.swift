import Observation

/// Drives a `TerminalApplication` on a `TerminalBackend`: input and observed state changes in, frames
/// out, one render per batch of events, only changed cells sent to the backend.
///
/// Two ways to drive it:
/// - `run()` for a real terminal: an async loop on the main actor. It suspends while waiting, so
///   main-actor tasks (a `Task { @MainActor in pilot.push(...) }`) run in between; it wakes when the
///   backend's input monitor reports input (the terminal backend polls stdin on a background thread) or
///   when Observation reports a change to state the last frame read.
/// - `step(_:)` and `settle()` for tests and the headless scenario runner: synchronous or cooperative,
///   deterministic, never sleeping.
@MainActor
public final class EventLoop {
    /// The application being driven.
    public let app: any TerminalApplication
    /// Where frames go and input comes from.
    public let backend: any TerminalBackend
    /// The backend as one that draws images itself, looked up once rather than every frame.
    private let imageBackend: (any ShowsImages)?
    /// The last rendered frame (nil before the first render).
    public private(set) var frame: CellBuffer? {
        // Noted for the process-wide tables: another terminal's diff must not free what this one shows.
        didSet { shown.show(frame) }
    }
    private let shown = ShownFrames.shared.register()
    /// How many frames were rendered.
    public private(set) var renderCount = 0
    /// How many cells the last render sent to the backend.
    public private(set) var lastChangeCount = 0
    /// True once the application asked to quit.
    public private(set) var hasQuit = false
    /// Called after every frame that went to the backend, once the application's `frameDidRender`
    /// ran: what watches the session from outside (a `SessionListener`) reads the new state here.
    public var frameObserver: (@MainActor () -> Void)?

    private let signal = RenderSignal()
    /// Read by every frame and advanced before each one (see `render()`).
    private let frameClock = FrameClock()
    /// The frame before `frame`, kept to be cleared and drawn into next time instead of allocating.
    private var spare: CellBuffer?
    /// Programs views asked to run in the terminal, run once the event that asked is handled.
    private var programRuns: [(ExternalProgram, @MainActor (ExternalProgramOutcome) -> Void)] = []

    /// Creates a loop; nothing is rendered until `step(_:)`, `settle()`, `render()` or `run()`.
    public init(app: any TerminalApplication, backend: any TerminalBackend) {
        self.app = app
        self.backend = backend
        imageBackend = backend as? any ShowsImages
        app.connectRenderRequests { [signal] in signal.markDirty() }
        app.connectProgramRuns { [weak self] program, completion in
            self?.programRuns.append((program, completion))
        }
    }

    isolated deinit {
        // The last frame's tracking would otherwise stay registered (and, through Observation's own
        // references, keep the objects it read alive) after the loop is gone.
        frameClock.frame &+= 1
    }

    /// True when the next step will render: no frame yet, observed state changed, or the size changed.
    public var needsRender: Bool {
        frame == nil || signal.isDirty || frame?.size != backend.size
    }

    /// Asks for a new frame at the next opportunity (for state Observation does not track).
    public func setNeedsRender() {
        signal.markDirty()
    }

    /// Forgets the previous frame and the backend's screen, so the next render repaints every cell.
    public func invalidate() {
        frame = nil
        spare = nil
        backend.clear()
        signal.markDirty()
    }

    /// Renders a frame now: the whole frame from the application (with Observation tracking), diffed
    /// against the previous one, changed cells drawn, cursor placed, one flush.
    public func render() {
        let frameNumber = signal.beginFrame()
        // Observation drops a tracking only when one of the properties it read changes; a frame
        // drawn because of input (nothing observed changed) would leave its registrations on every
        // object it read, so memory would grow with every key press. Changing the frame clock,
        // which every frame reads, retires the previous frame's tracking before a new one starts.
        frameClock.frame &+= 1
        var buffer = spare.take() ?? CellBuffer(size: .zero)
        buffer.reset(to: backend.size)
        let app = self.app
        let signal = self.signal
        let frameClock = self.frameClock
        let previous = frame
        app.prepareFrame(into: &buffer, previous: previous)
        let cursor = withObservationTracking {
            _ = frameClock.frame
            app.render(into: &buffer, previous: previous)
            return app.cursor
        } onChange: {
            signal.markDirty(frame: frameNumber)
        }
        let changes = diff(from: frame ?? CellBuffer(size: .zero), to: buffer)
        backend.draw(changes)
        imageBackend?.showImages(buffer.imagePlacements)
        backend.setCursor(cursor)
        backend.setFocusPoint(app.focusPoint)
        backend.flush()
        if let text = app.takeClipboardText() { backend.copyToClipboard(text) }
        spare = frame
        frame = buffer
        lastChangeCount = changes.count
        renderCount += 1
        app.frameDidRender()
        frameObserver?()
    }

    /// Handles `events` in order, then renders once if anything happened (events, an observed change,
    /// a resize, no frame yet). Returns false once the application has quit (nothing more is rendered).
    ///
    /// Every event acts on the state all earlier events left: before each event after the first (and
    /// before the first when state changed since the last frame), the application's frame is resolved
    /// again (handlers, focus, hit regions, then what views asked for when they appeared or
    /// disappeared: `frameDidResolve`) without writing to the terminal, so keys that arrive in one
    /// read give the same result as the same keys typed slowly. A run of printable characters
    /// typed into a focused text field is handed over as one text (`InputEvent.paste`), so a flood of
    /// typed text costs one edit, not one per character (the field's binding is set once for the run).
    ///
    /// Two keys belong to the loop (`keyBindings(_:)`, listed in the help as "Terminal"): Ctrl+L
    /// repaints the whole screen, Ctrl+Z suspends the program (the terminal given back, as a shell's
    /// job control expects) and repaints it on resume.
    @discardableResult
    public func step(_ events: [InputEvent]) -> Bool {
        guard !hasQuit else { return false }
        var index = events.startIndex
        while index < events.endIndex {
            // Before the first event too when state changed since the last frame (a task, a resize).
            if index > events.startIndex || needsRender { resolve() }
            let event: InputEvent
            (event, index) = nextEvent(in: events, from: index)
            if case .key(let press) = event, Self.loopKeys.contains(where: { $0.matches(press) }),
                KeyBindingChain(groups: [Self.keyBindings(self)]).dispatch(press)
            {
                continue
            }
            // After a resize nothing on the terminal can be trusted (terminals reflow or clear their
            // screen, a headless one starts blank), even at the same size: repaint it all.
            if case .resize = event { invalidate() }
            guard app.handle(event) != .quit else {
                hasQuit = true
                return false
            }
            runRequestedPrograms()
        }
        if !events.isEmpty || needsRender { render() }
        return true
    }

    /// Runs the programs the last event asked for, each with the terminal handed over, then
    /// repaints everything (the program drew over the screen) and tells each how it ended.
    private func runRequestedPrograms() {
        while !programRuns.isEmpty {
            let (program, completion) = programRuns.removeFirst()
            let outcome = backend.run(program)
            invalidate()
            completion(outcome)
        }
    }

    /// The event at `index`, or a run of typed printable characters from there merged into one text
    /// when the application takes typed text; and the index after what was taken.
    private func nextEvent(in events: [InputEvent], from index: Int) -> (InputEvent, Int) {
        guard app.acceptsTypedText, let first = Self.typedCharacter(events[index]) else {
            return (events[index], index + 1)
        }
        var text = String(first)
        var end = index + 1
        while end < events.endIndex, let character = Self.typedCharacter(events[end]) {
            text.append(character)
            end += 1
        }
        return end == index + 1 ? (events[index], end) : (.paste(text), end)
    }

    /// The character of a plain (or shifted) printable key press; nil for anything else.
    private static func typedCharacter(_ event: InputEvent) -> Character? {
        guard case .key(let press) = event, case .character(let character) = press.key,
            press.modifiers.subtracting(.shift).isEmpty
        else { return nil }
        return character
    }

    /// Lets the application resolve its frame again after an event, so the next event of the batch
    /// meets the handlers, focus and hit regions of the current state, and what appearing views
    /// asked for (`frameDidResolve`). Nothing reaches the terminal and nothing is tracked: the batch
    /// ends with one real `render()`.
    private func resolve() {
        var buffer = spare.take() ?? CellBuffer(size: .zero)
        buffer.reset(to: backend.size)
        app.render(into: &buffer)
        spare = buffer
        app.frameDidResolve()
    }

    /// Processes everything that is pending and renders, without sleeping: reads the backend's queued
    /// input, and yields to let main-actor work that is already enqueued run (tasks started by event
    /// handlers or by the caller), repeating while that work changes observed state or queues input
    /// (at most `maxRounds` times, so a task that keeps changing state cannot hang the caller).
    /// Returns false once the application has quit.
    @discardableResult
    public func settle(maxRounds: Int = 64) async -> Bool {
        await Self.settle([self], maxRounds: maxRounds)
        return !hasQuit
    }

    /// Settles several loops together, as `settle(maxRounds:)` settles one. They share the main
    /// actor, so one round of yields lets the tasks of all of them run: two sessions driven in step
    /// (an explorer and its twin) settle for the price of one.
    public static func settle(_ loops: [EventLoop], maxRounds: Int = 64) async {
        // A change already known (a pilot driven directly, a focus change) is drawn first, so the
        // work that frame starts (a screen's `.task`) runs in the same round of yields.
        for loop in loops where !loop.hasQuit && loop.needsRender {
            loop.step([])
        }
        for _ in 0..<maxRounds {
            // Two yields: a task that awaits once before mutating still gets to finish (longer chains
            // finish in later rounds while they keep changing state).
            for _ in 0..<2 { await Task.yield() }
            // Images decode off the main thread: a settled screen shows them decoded.
            await ImageStore.shared.waitForLoads()
            var changed = false
            for loop in loops where !loop.hasQuit {
                let events = loop.backend.readEvents(timeout: .zero)
                guard !events.isEmpty || loop.needsRender else { continue }
                if loop.step(events) { changed = true }
            }
            if !changed { return }
        }
    }

    /// Runs until the application quits or the backend's input closes (`isInputClosed`: the terminal
    /// is gone, nothing could make the application quit): renders the first frame, then waits
    /// (suspended, so other main-actor work runs) for input or an observed change, handles every
    /// pending event as one batch and renders at most once per batch.
    public func run() async {
        let (wakes, continuation) = AsyncStream<Void>.makeStream(bufferingPolicy: .bufferingNewest(1))
        let wake: @Sendable () -> Void = { continuation.yield() }
        signal.setWake(wake)
        backend.startInputMonitor(wake)
        defer {
            backend.stopInputMonitor()
            signal.setWake(nil)
            continuation.finish()
        }
        guard step(backend.readEvents(timeout: .zero)), !backend.isInputClosed else { return }
        for await _ in wakes {
            guard step(backend.readEvents(timeout: .zero)), !backend.isInputClosed else { return }
        }
    }
}

extension EventLoop {
    /// The keys of `keyBindings(_:)`, to pass every other key on without making the bindings.
    static let loopKeys = keyBindings(nil).bindings.flatMap(\.keys)

    /// The loop's own keys, taken before the application sees them (bound to `loop`; nil for the
    /// reference).
    static func keyBindings(_ loop: EventLoop?) -> KeyBindingGroup {
        terminalKeyBindings(
            repaint: { loop?.invalidate() },
            suspend: {
                loop?.backend.suspend()
                loop?.invalidate()
            })
    }

    /// The terminal's own keys with what they do where the terminal is (`navpilot attach` takes them
    /// in its own terminal): Ctrl+L repaints it, Ctrl+Z suspends to its shell.
    static func terminalKeyBindings(
        repaint: @escaping @MainActor () -> Void, suspend: @escaping @MainActor () -> Void
    ) -> KeyBindingGroup {
        KeyBindingGroup(
            title: "Terminal", scope: .terminal,
            bindings: [
                KeyBinding(
                    [.key("l", .control)], id: "terminal.repaint", label: "Ctrl+L",
                    description: "repaint the whole screen",
                    isRemappable: false
                ) { _ in
                    repaint()
                    return true
                },
                KeyBinding(
                    [.key("z", .control)], id: "terminal.suspend", label: "Ctrl+Z",
                    description: "suspend to the shell; fg resumes", isRemappable: false
                ) { _ in
                    suspend()
                    return true
                },
            ])
    }
}
