/// An in-memory terminal for tests, scenarios and benchmarks: frames land in `screen`, input comes
/// from `enqueue(_:)`, nothing ever blocks.
@MainActor
public final class HeadlessTerminal: TerminalBackend, ShowsImages {
    /// The current size; change it with `resize(to:)`.
    public private(set) var size: Size
    /// What the screen shows after the last draws.
    public private(set) var screen: CellBuffer
    /// Where the cursor is after the last flush (nil: hidden).
    public private(set) var cursor: Point?
    /// Where the hidden cursor was moved at the last flush: the focus (nil while the cursor shows).
    public private(set) var focusPoint: Point?
    /// How many cells the last flush wrote (a wide character counts once).
    public private(set) var cellsWritten = 0
    /// How many cells all flushes so far wrote.
    public private(set) var totalCellsWritten = 0
    /// How many times `flush()` was called.
    public private(set) var flushCount = 0
    /// How many times the program asked to be suspended (Ctrl+Z); a headless terminal goes on at once.
    public private(set) var suspendCount = 0
    /// What was put on the clipboard (`copyToClipboard`), oldest first.
    public private(set) var clipboard: [String] = []

    /// Keeps `text` as the clipboard's newest entry.
    public func copyToClipboard(_ text: String) {
        clipboard.append(text)
    }

    /// The programs the app asked to run in the terminal (`@Environment(\.runInTerminal)`), oldest
    /// first.
    public private(set) var programsRun: [ExternalProgram] = []
    /// What a program run here does instead of running: a test's stand-in for a pager or an
    /// editor (it may change files, as an editor would). Nil: nothing runs, and the app hears that
    /// there is no terminal to hand over.
    public var programStandIn: (@MainActor (ExternalProgram) -> ExternalProgramOutcome)?

    /// Notes `program` and answers with the stand-in's outcome.
    public func run(_ program: ExternalProgram) -> ExternalProgramOutcome {
        programsRun.append(program)
        return programStandIn?(program) ?? .failedToStart("there is no terminal to hand over")
    }

    private var pendingCells = 0
    private var pendingCursor: Point?
    private var pendingFocusPoint: Point?
    private var queue: [InputEvent] = []
    private var wake: (@Sendable () -> Void)?

    /// Creates a blank terminal of `size` (100x30 unless given).
    public init(size: Size = Size(width: 100, height: 30)) {
        self.size = size
        self.screen = CellBuffer(size: size)
    }

    /// Changes the size, like a user resizing the window: the screen is cleared and a `.resize` event
    /// is queued.
    public func resize(to newSize: Size) {
        size = newSize
        screen = CellBuffer(size: newSize)
        enqueue([.resize(newSize)])
    }

    /// Queues input events for `readEvents(timeout:)`.
    public func enqueue(_ events: [InputEvent]) {
        queue.append(contentsOf: events)
        if !events.isEmpty { wake?() }
    }

    /// Number of queued events not read yet.
    public var pendingEventCount: Int { queue.count }

    /// Keeps where the frame's images are with the screen, so a screenshot of it shows them.
    func showImages(_ placements: [ImagePlacement]) {
        screen.imagePlacements = placements
    }

    /// Applies the changes to `screen`.
    public func draw(_ changes: [CellChange]) {
        if screen.size != size { screen = CellBuffer(size: size) }
        apply(changes, to: &screen)
        pendingCells += changes.count
    }

    /// Ends a frame: updates `cellsWritten` and the cursor.
    public func flush() {
        cellsWritten = pendingCells
        totalCellsWritten += pendingCells
        pendingCells = 0
        cursor = pendingCursor
        focusPoint = pendingCursor == nil ? pendingFocusPoint : nil
        flushCount += 1
    }

    /// Records where the cursor goes at the next flush.
    public func setCursor(_ point: Point?) {
        pendingCursor = point
    }

    /// Moves the hidden cursor to `point` at the next flush.
    public func setFocusPoint(_ point: Point?) {
        pendingFocusPoint = point
    }

    /// Returns and removes all queued events; never waits, whatever `timeout` says.
    public func readEvents(timeout: Duration?) -> [InputEvent] {
        defer { queue.removeAll(keepingCapacity: true) }
        return queue
    }

    /// Blanks the screen, as a terminal that lost its contents.
    public func clear() {
        screen = CellBuffer(size: size)
    }

    /// Remembers `wake`; `enqueue(_:)` calls it.
    public func startInputMonitor(_ wake: @escaping @Sendable () -> Void) {
        self.wake = wake
        if !queue.isEmpty { wake() }
    }

    /// Forgets the wake callback.
    public func stopInputMonitor() {
        wake = nil
    }

    /// Counts the suspension and blanks the screen, as a terminal a shell used meanwhile.
    public func suspend() {
        suspendCount += 1
        clear()
    }
}
