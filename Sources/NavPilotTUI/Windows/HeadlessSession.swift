/// A session running on the headless backend: what tests, scenario files and benchmarks drive.
///
/// Every call processes its input and renders before it returns, so a test reads the screen right
/// after a key, with no sleeps.
@MainActor
public final class HeadlessSession {
    /// The window manager running the session.
    public let windowManager: WindowManager
    /// The in-memory terminal.
    public let terminal: HeadlessTerminal
    /// The event loop between them.
    public let loop: EventLoop

    /// Starts `session` on a headless terminal of `size` and renders the first frame; with a
    /// `narration`, the session is told in words from that frame on (`Narration.takeSaid()` gives
    /// what each step said). It reads no keymap file: `keymap` gives built-in bindings other keys
    /// (`Keymap.parse` makes one from a file's text).
    public init(
        _ session: Session, size: Size = Size(width: 100, height: 30), narration: Narration? = nil,
        keymap: Keymap = .none
    ) {
        windowManager = WindowManager(session: session)
        windowManager.keymap = keymap
        windowManager.narration = narration
        terminal = HeadlessTerminal(size: size)
        loop = EventLoop(app: windowManager, backend: terminal)
        loop.step([])
    }

    /// Whether the session has quit (`q`, Ctrl+C).
    public var hasQuit: Bool { loop.hasQuit }

    /// Handles `events` and renders. Returns false once the session has quit.
    @discardableResult
    public func send(_ events: [InputEvent]) -> Bool {
        loop.step(events)
    }

    /// Presses `keys` one after another, rendering after each, as a person typing would see it.
    @discardableResult
    public func press(_ keys: KeyPress...) -> Bool {
        for key in keys where !send([.key(key)]) {
            return false
        }
        return !hasQuit
    }

    /// Presses plain keys.
    @discardableResult
    public func press(_ keys: Key...) -> Bool {
        for key in keys where !send([.key(KeyPress(key))]) {
            return false
        }
        return !hasQuit
    }

    /// Types `text` one character at a time.
    public func type(_ text: String) {
        for character in text {
            send([.key(KeyPress(.character(character)))])
        }
    }

    /// Renders whatever changed since the last frame (after a pilot was driven directly).
    public func render() {
        loop.step([])
    }

    /// Lets main-actor work that is already enqueued run, then renders.
    public func settle() async {
        await loop.settle()
    }

    /// Resizes the terminal and renders.
    public func resize(to size: Size) {
        terminal.resize(to: size)
        loop.step(terminal.readEvents(timeout: .zero))
    }

    /// The whole screen.
    public var screen: CellBuffer { terminal.screen }

    /// The screen as text, one line per row.
    public var text: String { terminal.screen.text }

    /// The text inside the border of the pane named `name` (empty when it is not shown).
    public func text(ofPane name: String) -> String {
        guard let frame = windowManager.pane(named: name)?.frame, frame.width > 2, frame.height > 2 else { return "" }
        let inner = frame.inset(by: 1)
        return (inner.y..<inner.maxY).map { y in
            var line = ""
            for x in inner.x..<inner.maxX {
                let cell = terminal.screen[x: x, y: y]
                if cell.width > 0 { line.append(cell.character) }
            }
            return String(line.reversed().drop { $0 == " " }.reversed())
        }.joined(separator: "\n")
    }
}
