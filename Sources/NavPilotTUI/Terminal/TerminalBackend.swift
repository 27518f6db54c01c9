/// Where frames are drawn and input comes from: a real terminal (`TerminfoTerminal`) or memory
/// (`HeadlessTerminal`).
///
/// A frame is drawn as `draw(changes)`, then `setCursor(_:)`, then one `flush()`.
@MainActor
public protocol TerminalBackend: AnyObject {
    /// The current size in cells.
    var size: Size { get }

    /// Puts changed cells on the (virtual) screen; nothing is visible before `flush()`.
    func draw(_ changes: [CellChange])

    /// Makes everything drawn since the last flush visible at once.
    func flush()

    /// Shows the cursor at `point`, or hides it when nil. Takes effect with the next `flush()`.
    func setCursor(_ point: Point?)

    /// Moves the hidden cursor to `point` (where the focus is) when `setCursor` hid it, so screen
    /// magnifiers and braille displays follow the focus. Takes effect with the next `flush()`.
    func setFocusPoint(_ point: Point?)

    /// Reads the input that is available: `nil` waits until there is some, `.zero` only polls, other
    /// values wait at most that long. Returns an empty array when nothing arrived.
    func readEvents(timeout: Duration?) -> [InputEvent]

    /// Forgets what is on the screen, so the next flush repaints everything.
    func clear()

    /// Starts telling `wake` (from any thread) whenever input may be ready, so an async event loop can
    /// wait without blocking the main actor. `wake` may be called spuriously.
    func startInputMonitor(_ wake: @escaping @Sendable () -> Void)

    /// Stops the monitor started by `startInputMonitor(_:)`.
    func stopInputMonitor()

    /// True once the input has ended for good (the terminal was closed or failed): `EventLoop.run()`
    /// returns instead of waiting for input that cannot come.
    var isInputClosed: Bool { get }

    /// Gives the terminal back and stops the process until the shell resumes it (Ctrl+Z); the caller
    /// then repaints everything.
    func suspend()

    /// Puts `text` on the system clipboard through the terminal (OSC 52), where it can.
    func copyToClipboard(_ text: String)

    /// Hands the terminal over to `program` until it exits, then takes it back; the caller repaints
    /// everything afterwards.
    func run(_ program: ExternalProgram) -> ExternalProgramOutcome
}

extension TerminalBackend {
    /// Backends without a visible cursor ignore the focus point.
    public func setFocusPoint(_ point: Point?) {}

    /// Backends without a process to stop (headless ones) ignore suspension.
    public func suspend() {}

    /// Backends without a terminal have no clipboard to put text on.
    public func copyToClipboard(_ text: String) {}

    /// Backends without a terminal have none to hand over.
    public func run(_ program: ExternalProgram) -> ExternalProgramOutcome {
        .failedToStart("there is no terminal to hand over")
    }

    /// Backends without a device (headless ones) never lose their input.
    public var isInputClosed: Bool { false }
}
