import CNcursesw

#if canImport(Glibc)
import Glibc
#endif

/// The real terminal, through ncursesw.
///
/// Starting it switches to the alternate screen, raw mode (Ctrl+C arrives as a key press and the
/// application decides), no echo, keypad keys, mouse clicks and bracketed paste. `restore()` undoes all
/// of it and runs automatically on deinit; signals and crashes restore the terminal through
/// `TerminalRestorer`. Borders and everything else come from cells (no ACS line drawing), so what curses
/// draws is exactly the cell buffer.
@MainActor
public final class CursesTerminal: TerminalBackend {
    private let screen: OpaquePointer
    private let window: UnsafeMutablePointer<WINDOW>
    private var colors: CursesColors
    private var decoder: InputDecoder
    private var monitor: StdinMonitor?
    private var pendingCursor: Point?
    private var cursorVisible: Bool?
    private var restored = false
    /// When the last input was read (for `pasteTimeout`).
    private var lastInput: ContinuousClock.Instant?

    /// Sequences written directly (curses has no capability for them).
    private static let bracketedPasteOn = Array("\u{1B}[?2004h".utf8)
    private static let bracketedPasteOff = Array("\u{1B}[?2004l".utf8)

    /// Takes over the terminal on standard input and output.
    ///
    /// Throws `TerminalError.notATerminal` when either is not a terminal, and
    /// `TerminalError.unknownTerminal` when curses does not know `TERM`.
    public init() throws(TerminalError) {
        guard isatty(0) == 1, isatty(1) == 1 else { throw .notATerminal }
        _ = setlocale(LC_ALL, "")
        // Wide characters need a UTF-8 LC_CTYPE; a "C"/POSIX environment would garble them.
        if __ctype_get_mb_cur_max() == 1 { _ = setlocale(LC_CTYPE, "C.UTF-8") }
        // Save the terminal modes before curses changes them, so a signal can put them back.
        TerminalRestorer.install()
        guard let screen = np_newterm(), let window = np_stdscr() else {
            TerminalRestorer.uninstall()
            throw .unknownTerminal(getenv("TERM").map { String(cString: $0) })
        }
        self.screen = screen
        self.window = window
        _ = set_term(screen)
        _ = raw()
        _ = noecho()
        _ = nonl()
        _ = keypad(window, true)
        _ = intrflush(window, false)
        _ = leaveok(window, false)
        _ = set_escdelay(25)
        wtimeout(window, 0)
        _ = mousemask(np_all_mouse_events(), nil)
        _ = mouseinterval(0)
        colors = CursesColors()
        decoder = InputDecoder(keyCodes: Self.keyCodeTable())
        Self.writeDirectly(Self.bracketedPasteOn)
    }

    isolated deinit {
        restore()
    }

    /// The terminal's current size.
    public var size: Size {
        Size(width: Int(np_getmaxx(window)), height: Int(np_getmaxy(window)))
    }

    /// Number of colours curses reports (0 without colour support).
    public var colorCount: Int { colors.colorCount }

    /// Puts the changed cells into curses' virtual screen. Attributes and colour pairs are looked up
    /// only when the style differs from the previous cell's.
    public func draw(_ changes: [CellChange]) {
        guard !restored else { return }
        var lastStyle: Style?
        var attributes = np_a_normal()
        var pair: Int16 = 0
        var cell = cchar_t()
        withUnsafeTemporaryAllocation(of: wchar_t.self, capacity: Int(CCHARW_MAX) + 1) { characters in
            for change in changes where change.cell.width != 0 {
                if change.cell.style != lastStyle {
                    (attributes, pair) = colors.attributes(for: change.cell.style)
                    lastStyle = change.cell.style
                }
                if change.cell.isSingleScalar {
                    // The common case: no grapheme table look-up, no Character.
                    characters[0] = wchar_t(bitPattern: change.cell.grapheme)
                    characters[1] = 0
                } else {
                    // A grapheme is a base plus combining scalars; curses stores at most CCHARW_MAX of them.
                    var count = 0
                    for scalar in change.cell.character.unicodeScalars where count < Int(CCHARW_MAX) {
                        characters[count] = wchar_t(bitPattern: scalar.value)
                        count += 1
                    }
                    characters[count] = 0
                }
                if setcchar(&cell, characters.baseAddress, attributes, pair, nil) != OK {
                    characters[1] = 0
                    _ = setcchar(&cell, characters.baseAddress, attributes, pair, nil)
                }
                _ = mvwadd_wch(window, Int32(change.position.y), Int32(change.position.x), &cell)
            }
        }
    }

    /// Shows the cursor at `point` (or hides it) with the next flush.
    public func setCursor(_ point: Point?) {
        pendingCursor = point
    }

    /// Sends everything drawn since the last flush to the terminal with one `doupdate()`.
    public func flush() {
        guard !restored else { return }
        let visible = pendingCursor != nil
        if visible != cursorVisible {
            _ = curs_set(visible ? 1 : 0)
            cursorVisible = visible
        }
        if let point = pendingCursor { _ = wmove(window, Int32(point.y), Int32(point.x)) }
        _ = wnoutrefresh(window)
        _ = doupdate()
    }

    /// Makes the next flush repaint the whole screen.
    public func clear() {
        guard !restored else { return }
        _ = clearok(np_curscr(), true)
    }

    /// Reads the available input (waiting as `timeout` says for the first unit only) and decodes it.
    public func readEvents(timeout: Duration?) -> [InputEvent] {
        guard !restored else { return [] }
        defer { monitor?.didDrain() }
        wtimeout(window, Self.milliseconds(timeout))
        var raws: [RawInput] = []
        var exhausted = false
        // Bytes, not `wget_wch`: on invalid UTF-8, `wget_wch` swallows every byte after it that is
        // already waiting (a paste's end marker included). The decoder assembles UTF-8 itself.
        // Bounded so a huge paste cannot keep the loop from rendering; the rest comes next batch.
        while raws.count < 16384 {
            let result = wgetch(window)
            if result == ERR {
                exhausted = true
                break
            }
            wtimeout(window, 0)
            switch result {
            case 0...0xFF: raws.append(.byte(UInt8(result)))
            case KEY_RESIZE: raws.append(.resize(size))
            case KEY_MOUSE: if let mouse = readMouse() { raws.append(.mouse(mouse)) }
            default: raws.append(.keyCode(result))
            }
        }
        wtimeout(window, 0)
        var events: [InputEvent] = []
        if !raws.isEmpty {
            // A paste still open after a pause in the input has lost its end marker: the keys after
            // the pause are keys, not more pasted text.
            let now = ContinuousClock.now
            if decoder.isInPaste, let last = lastInput, now - last > Self.pasteTimeout {
                events = decoder.endPaste()
            }
            lastInput = now
        }
        if exhausted { raws.append(.idle) }
        return events + decoder.feed(raws)
    }

    /// How long a bracketed paste may pause before it is taken as ended.
    static let pasteTimeout: Duration = .seconds(1)

    /// Starts the background stdin watcher that wakes `EventLoop.run()`.
    public func startInputMonitor(_ wake: @escaping @Sendable () -> Void) {
        stopInputMonitor()
        monitor = StdinMonitor(wake: wake)
        if let monitor {
            ResizeSignal.install(notifying: monitor.pipeWrite)
            monitor.start()
        }
        // Input typed before the monitor started would otherwise wait for the next key.
        wake()
    }

    /// Stops the background stdin watcher.
    public func stopInputMonitor() {
        ResizeSignal.uninstall()
        monitor?.stop()
        monitor = nil
    }

    /// Ctrl+Z: gives the terminal back (main screen, shell modes, bracketed paste off), stops the
    /// process as SIGTSTP's default action does, and takes the terminal again once a shell resumes it.
    /// The event loop repaints the whole screen afterwards.
    public func suspend() {
        guard !restored else { return }
        Self.writeDirectly(Self.bracketedPasteOff)
        _ = endwin()
        Self.stopLikeCtrlZ()
        Self.writeDirectly(Self.bracketedPasteOn)
        cursorVisible = nil  // endwin() showed it; the next flush sets it again
        _ = doupdate()  // the first update after endwin() takes the terminal again
        clear()
    }

    /// Gives the terminal back: bracketed paste off, cursor visible, `endwin` (leaves the alternate
    /// screen, restores the tty modes), signal handlers removed. Safe to call more than once.
    public func restore() {
        guard !restored else { return }
        restored = true
        stopInputMonitor()
        _ = curs_set(1)
        Self.writeDirectly(Self.bracketedPasteOff)
        _ = endwin()
        delscreen(screen)
        TerminalRestorer.uninstall()
    }

    // MARK: helpers

    /// Stops the process with SIGTSTP's default action, returning once a shell continues it.
    ///
    /// Sent to this thread, with the signal unblocked here and the default action in place, so the
    /// stop happens before `pthread_kill` returns. A process-directed signal would land on any thread
    /// at any time, and ncurses' own SIGTSTP handler would redraw while this code goes on.
    private static func stopLikeCtrlZ() {
        var stopSignal = sigset_t()
        sigemptyset(&stopSignal)
        sigaddset(&stopSignal, SIGTSTP)
        var savedMask = sigset_t()
        let previous = signal(SIGTSTP, SIG_DFL)
        pthread_sigmask(SIG_UNBLOCK, &stopSignal, &savedMask)
        pthread_kill(pthread_self(), SIGTSTP)
        pthread_sigmask(SIG_SETMASK, &savedMask, nil)
        _ = signal(SIGTSTP, previous)
    }

    private func readMouse() -> MouseEvent? {
        var event = MEVENT()
        guard getmouse(&event) == OK else { return nil }
        let state = event.bstate
        var modifiers: Modifiers = []
        if state & np_button_shift() != 0 { modifiers.insert(.shift) }
        if state & np_button_ctrl() != 0 { modifiers.insert(.control) }
        if state & np_button_alt() != 0 { modifiers.insert(.alt) }
        let position = Point(x: Int(event.x), y: Int(event.y))
        let table: [(mmask_t, MouseButton, MouseEventKind)] = [
            (np_button4_pressed(), .none, .scrollUp), (np_button5_pressed(), .none, .scrollDown),
            (np_button1_pressed(), .left, .press), (np_button1_released(), .left, .release),
            (np_button1_clicked(), .left, .click), (np_button2_pressed(), .middle, .press),
            (np_button2_released(), .middle, .release), (np_button2_clicked(), .middle, .click),
            (np_button3_pressed(), .right, .press), (np_button3_released(), .right, .release),
            (np_button3_clicked(), .right, .click),
        ]
        for (mask, button, kind) in table where mask != 0 && state & mask != 0 {
            return MouseEvent(position: position, button: button, kind: kind, modifiers: modifiers)
        }
        return nil
    }

    private static func milliseconds(_ timeout: Duration?) -> Int32 {
        guard let timeout else { return -1 }
        let (seconds, attoseconds) = timeout.components
        let total = seconds * 1000 + attoseconds / 1_000_000_000_000_000
        return Int32(clamping: max(0, total))
    }

    private static func writeDirectly(_ bytes: [UInt8]) {
        _ = bytes.withUnsafeBufferPointer { write(1, $0.baseAddress, $0.count) }
    }

    /// The key codes of this curses build: the fixed ones, checked against the C constants, plus the
    /// modified keys the terminal description defines as extended names (kUP5 = Ctrl+Up and so on).
    static func keyCodeTable() -> [Int32: KeyPress] {
        var table = fixedKeyCodes()
        let names: [(String, Key)] = [
            ("kUP", .up), ("kDN", .down), ("kLFT", .left), ("kRIT", .right), ("kHOM", .home), ("kEND", .end),
            ("kDC", .delete), ("kIC", .insert), ("kNXT", .pageDown), ("kPRV", .pageUp),
        ]
        // xterm's suffixes: 2 Shift, 3 Alt, 4 Shift+Alt, 5 Ctrl, 6 Shift+Ctrl, 7 Alt+Ctrl, 8 all three.
        for (name, key) in names {
            for suffix in 2...8 {
                guard let sequence = tigetstr("\(name)\(suffix)"), Int(bitPattern: sequence) != -1 else { continue }
                let code = key_defined(sequence)
                guard code > 0 else { continue }
                let bits = suffix - 1
                var modifiers: Modifiers = []
                if bits & 1 != 0 { modifiers.insert(.shift) }
                if bits & 2 != 0 { modifiers.insert(.alt) }
                if bits & 4 != 0 { modifiers.insert(.control) }
                table[code] = KeyPress(key, modifiers)
            }
        }
        return table
    }

    /// The ncurses key codes with fixed values, built from the C constants (tests compare it with
    /// `InputDecoder.standardCursesKeyCodes`).
    public static func fixedKeyCodes() -> [Int32: KeyPress] {
        var table: [Int32: KeyPress] = [
            KEY_DOWN: KeyPress(.down), KEY_UP: KeyPress(.up), KEY_LEFT: KeyPress(.left),
            KEY_RIGHT: KeyPress(.right), KEY_HOME: KeyPress(.home), KEY_BACKSPACE: KeyPress(.backspace),
            KEY_DC: KeyPress(.delete), KEY_IC: KeyPress(.insert), KEY_SF: KeyPress(.down, .shift),
            KEY_SR: KeyPress(.up, .shift), KEY_NPAGE: KeyPress(.pageDown), KEY_PPAGE: KeyPress(.pageUp),
            KEY_ENTER: KeyPress(.enter), KEY_BTAB: KeyPress(.backTab), KEY_END: KeyPress(.end),
            KEY_SDC: KeyPress(.delete, .shift), KEY_SEND: KeyPress(.end, .shift),
            KEY_SHOME: KeyPress(.home, .shift), KEY_SLEFT: KeyPress(.left, .shift),
            KEY_SRIGHT: KeyPress(.right, .shift),
        ]
        for n in 1...63 { table[np_key_f(Int32(n))] = KeyPress(.function(n)) }
        return table
    }
}
