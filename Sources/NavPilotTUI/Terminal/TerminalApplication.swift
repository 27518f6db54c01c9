/// What an application wants after handling an event.
public enum EventDisposition: Hashable, Sendable {
    /// Keep running.
    case `continue`
    /// Stop the event loop.
    case quit
}

/// An immediate-mode terminal application driven by `EventLoop`.
///
/// Every frame is rendered whole from the application's state; the loop works out what changed on
/// screen. Observable state read while rendering is tracked: changing it (from an event, a task, a
/// timer) schedules the next frame.
@MainActor
public protocol TerminalApplication: AnyObject {
    /// Draws the whole frame into `buffer`, which starts blank and has the terminal's size.
    func render(into buffer: inout CellBuffer)

    /// Draws the frame that will go to the terminal, knowing `previous`, the frame on the terminal
    /// now (nil before the first frame and after a repaint). Animations start from it. By default
    /// `render(into:)`; frames resolved between the events of a batch, which never reach the
    /// terminal, are drawn with `render(into:)` only.
    func render(into buffer: inout CellBuffer, previous: CellBuffer?)

    /// Called before each frame that goes to the terminal, with the blank buffer, outside the loop's
    /// Observation tracking of `render(into:previous:)`. An application whose parts track their own
    /// reads (and call the render request when those change) can draw them here, so the loop's
    /// tracking does not watch what they read a second time; `render(into:previous:)`, called next
    /// with the same buffer, draws the rest (and reads whatever else the frame depends on).
    func prepareFrame(into buffer: inout CellBuffer, previous: CellBuffer?)

    /// Handles one input event.
    func handle(_ event: InputEvent) -> EventDisposition

    /// Where the terminal cursor should be shown (for example in a text field), or nil to hide it.
    var cursor: Point? { get }

    /// Where the focus is while the cursor is hidden (the selected row or control): the hidden
    /// cursor is moved there, so screen magnifiers and braille displays follow it. Nil by default.
    var focusPoint: Point? { get }

    /// Whether printable keys are text right now (a focused text field): the event loop then hands a
    /// run of typed characters over as one `.paste` instead of one key press each.
    var acceptsTypedText: Bool { get }

    /// Called once by the event loop with a function that asks it for a new frame, callable from any
    /// thread. An application that shows parts of earlier frames again (instead of drawing them
    /// anew) calls it when state those parts read changes, since the new frame no longer reads it.
    func connectRenderRequests(_ request: @escaping @Sendable () -> Void)

    /// Called after each frame went to the terminal, outside Observation tracking: what views asked
    /// to happen when they appeared or disappeared runs here, never while rendering.
    func frameDidRender()

    /// Called after the event loop resolved the frame again between two events of one batch
    /// (nothing drawn; see `EventLoop.step(_:)`): what views asked to happen when they appeared or
    /// disappeared runs here too, so the next event of a burst meets the state it meets when the keys
    /// are typed slowly (a folder's `.onAppear` restoring its selection before the next `j`).
    func frameDidResolve()

    /// Text the application asked to put on the system clipboard since the last call (the event
    /// loop hands it to the backend after the frame): the application never writes to the terminal.
    func takeClipboardText() -> String?

    /// Called once by the event loop with the function that queues a program to run in the
    /// terminal (`@Environment(\.runInTerminal)`): the loop runs it once the event that asked for
    /// it is handled, then calls the completion. An application that has views gives it to them.
    func connectProgramRuns(
        _ run: @escaping @MainActor (ExternalProgram, @escaping @MainActor (ExternalProgramOutcome) -> Void) -> Void)
}

extension TerminalApplication {
    /// Ignores `previous`: an application without animations draws every frame the same way.
    public func render(into buffer: inout CellBuffer, previous: CellBuffer?) {
        render(into: &buffer)
    }

    /// By default the whole frame is drawn by `render(into:previous:)`.
    public func prepareFrame(into buffer: inout CellBuffer, previous: CellBuffer?) {}

    /// No focus to follow.
    public var focusPoint: Point? { nil }

    /// By default keys are keys: every typed character arrives as its own key press.
    public var acceptsTypedText: Bool { false }

    /// By default every frame is drawn whole, so observing each frame is enough.
    public func connectRenderRequests(_ request: @escaping @Sendable () -> Void) {}

    /// By default nothing follows a frame.
    public func frameDidRender() {}

    /// By default nothing follows a frame resolved between events.
    public func frameDidResolve() {}

    /// Applications that copy nothing have nothing to hand over.
    public func takeClipboardText() -> String? { nil }

    /// Applications without views run no programs.
    public func connectProgramRuns(
        _ run: @escaping @MainActor (ExternalProgram, @escaping @MainActor (ExternalProgramOutcome) -> Void) -> Void
    ) {}
}
