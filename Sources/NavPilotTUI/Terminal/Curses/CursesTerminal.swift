import CNcursesw

#if canImport(Glibc)
import Glibc
#endif

/// The real terminal, through ncursesw.
///
/// Starting it switches to the alternate screen, raw mode (Ctrl+C arrives as a key press and the
/// application decides), no echo, mouse reports and bracketed paste. `restore()` undoes
/// all of it and runs automatically on deinit; signals and crashes restore the terminal through
/// `TerminalRestorer`. Job control works as a shell expects: Ctrl+Z and a SIGTSTP from outside give the
/// terminal back before the process stops, and a SIGCONT (also after an uncatchable SIGSTOP) takes it
/// again and repaints the whole screen (`JobControlSignals`). When the terminal goes away (its input
/// ends or fails, as when its window is closed while SIGHUP is ignored), `isInputClosed` turns true. Borders and everything else come from cells (no ACS line drawing), so what curses
/// draws is exactly the cell buffer. curses draws; it does not read: input bytes come straight from
/// standard input (`StdinReader`) and `InputDecoder` turns them into events.
@MainActor
public final class CursesTerminal: TerminalBackend, ShowsImages {
    private let screen: OpaquePointer
    private let window: UnsafeMutablePointer<WINDOW>
    private var colors: CursesColors
    private var monitor: StdinMonitor?
    private var pendingCursor: Point?
    private var pendingFocusPoint: Point?
    private var cursorVisible: Bool?
    private var restored = false
    /// Reads standard input (ncurses never reads it: see `StdinReader`) and decodes it.
    private var input = TerminalInput()
    /// What the terminal answered it can do (the kitty keyboard protocol, synchronized output).
    private var features = TerminalFeatures()
    /// Hyperlinks, which curses cannot send: written again after each frame that changed them.
    private var hyperlinks = HyperlinkOverlay()
    /// Images shown through the kitty graphics protocol, and the frame's placements not yet sent.
    private var kittyImages = KittyPlacements()
    /// Images written as sixels (where the terminal draws them and not the kitty protocol).
    private var sixelImages = SixelPlacements()
    /// Half-block pictures written again in 24-bit colour, where `COLORTERM` says the terminal has it.
    private var trueColorPictures = TrueColorPictures()
    /// `COLORTERM` is `truecolor` or `24bit` (the convention terminals with 24-bit colour follow).
    private static let hasTrueColor: Bool = {
        guard let value = getenv("COLORTERM") else { return false }
        return ["truecolor", "24bit"].contains(String(cString: value))
    }()
    private var pendingPlacements: [ImagePlacement] = []
    /// The frame's half-block pictures, for 24-bit colour.
    private var pendingPictures: [ImagePlacement] = []
    /// Events read while waiting for the terminal's answers (`waitForAnswers`), for the next read.
    private var heldEvents: [InputEvent] = []
    /// Called when the terminal's background colour becomes known after `waitForAnswers` gave up:
    /// an answer that came late.
    public var whenBackgroundIsKnown: (@MainActor (RGBColor) -> Void)?
    /// Called once the terminal said it draws images (it answered the kitty graphics query, or its
    /// DA1 names sixel), however late: images can be sent as images from then on.
    public var whenImageSupportIsKnown: (@MainActor () -> Void)?
    /// Whether the keyboard flags are pushed now (popped while the terminal is given back).
    private var keyboardFlagsPushed = false
    /// Whether a frame has been flushed since the terminal was (re)taken: only then is the alternate
    /// screen surely shown, and the keyboard flags, kept per screen, pushed onto its stack.
    private var hasFlushed = false
    /// The size last reported to the application, to notice a resize.
    private var reportedSize = Size.zero
    private var reportedInputClosed = false

    /// Called once, on the main actor, when the terminal's input ends or fails (see `isInputClosed`),
    /// from the `readEvents` call that noticed it. For callers that poll the terminal themselves;
    /// `EventLoop.run()` returns on its own.
    public var whenInputCloses: (@MainActor () -> Void)?

    /// Whether SIGINT, SIGTERM and SIGHUP end the input instead of the process (false by default:
    /// the terminal is restored and the process ends as the signal says). Set it when the program
    /// must save what it holds before it goes: `EventLoop.run()` then returns, `isInputClosed` is
    /// true and `terminationSignal` says which signal came, so the program can save, say where, and
    /// exit with 128 plus its number as the signal would have. A second signal ends the process.
    public var endsInputOnTerminationSignals = false {
        didSet {
            guard !restored else { return }
            if endsInputOnTerminationSignals { TerminationSignals.install() } else { TerminationSignals.uninstall() }
        }
    }

    /// The signal that ended the input (see `endsInputOnTerminationSignals`), if one did.
    public private(set) var terminationSignal: Int32?

    /// Sequences written directly (curses has no capability for them).
    /// Bracketed paste, and mouse reports in SGR form (decoded by `InputDecoder`): presses, releases,
    /// and motion while a button is held (mode 1002: dragging a pane's border). And Alt as ESC before
    /// the key (xterm's metaSendsEscape, mode 1036), its setting saved first and given back after
    /// (XTSAVE, XTRESTORE): a stock xterm sends Alt+B as the 8-bit `â` otherwise, which is also a
    /// letter someone may type, so it cannot be read back as Alt.
    private static let inputModesOn = Array(
        "\u{1B}[?2004h\u{1B}[?1000h\u{1B}[?1002h\u{1B}[?1006h\u{1B}[?1036s\u{1B}[?1036h".utf8)
    private static let inputModesOff = Array("\u{1B}[?1036r\u{1B}[?1006l\u{1B}[?1002l\u{1B}[?1000l\u{1B}[?2004l".utf8)

    /// Takes over the terminal on standard input and output.
    ///
    /// Throws `TerminalError.notATerminal` when either is not a terminal,
    /// `TerminalError.unknownTerminal` when curses does not know `TERM`, and
    /// `TerminalError.noCursorAddressing` when the terminal cannot move its cursor (`TERM=dumb`), so a
    /// full screen would come out as one scrolling line. Nothing is written to the terminal then.
    public init() throws(TerminalError) {
        guard isatty(0) == 1, isatty(1) == 1 else { throw .notATerminal }
        _ = setlocale(LC_ALL, "")
        // Wide characters need a UTF-8 LC_CTYPE; a "C"/POSIX environment would garble them.
        if __ctype_get_mb_cur_max() == 1 { _ = setlocale(LC_CTYPE, "C.UTF-8") }
        let term = getenv("TERM").map { String(cString: $0) }
        switch np_terminal_addresses_cursor() {
        case 1: break
        case 0: throw .noCursorAddressing(term ?? "")
        default: throw .unknownTerminal(term)
        }
        // Save the terminal modes before curses changes them, so a signal can put them back.
        TerminalRestorer.install()
        JobControlSignals.install()
        guard let screen = np_newterm(), let window = np_stdscr() else {
            JobControlSignals.uninstall()
            TerminalRestorer.uninstall()
            throw .unknownTerminal(term)
        }
        self.screen = screen
        self.window = window
        _ = set_term(screen)
        _ = raw()
        _ = noecho()
        _ = nonl()
        _ = intrflush(window, false)
        _ = leaveok(window, false)
        // Until its first `endwin()`, ncurses writes its output at every cursor movement (for
        // programs that use terminfo without curses), so a frame went out in hundreds of writes:
        // taken and given back once here, each frame leaves in one write.
        _ = endwin()
        _ = doupdate()
        colors = CursesColors()
        reportedSize = size
        Self.writeDirectly(Self.inputModesOn)
        if Self.asksTerminalFeatures { Self.writeDirectly(TerminalFeatures.queries) }
    }

    /// Whether to ask the terminal what it can do at start; `NAVPILOT_TERMINAL_QUERIES=0` turns it off
    /// (for a terminal that shows the questions instead of answering them).
    private static var asksTerminalFeatures: Bool {
        getenv("NAVPILOT_TERMINAL_QUERIES").map { String(cString: $0) } != "0"
    }

    /// The terminal speaks the kitty keyboard protocol and its flags are pushed: Escape arrives at once.
    public var usesKittyKeyboard: Bool { keyboardFlagsPushed }

    /// The terminal shows each frame whole (synchronized output, mode 2026).
    public var usesSynchronizedOutput: Bool { features.synchronizedOutput }

    /// The terminal's background colour, once it answered the question asked at start (OSC 11).
    public var backgroundColor: RGBColor? { features.background }

    /// Reads the terminal's answers to the questions asked at start for at most `limit`, returning
    /// as soon as the background colour is known or the last question (DA1, which every terminal
    /// answers) has its answer, so no other answer is coming. A terminal that answers nothing costs
    /// `limit`; keys typed meanwhile are kept for the next `readEvents`. An answer that comes later
    /// still counts (`whenBackgroundIsKnown`).
    public func waitForAnswers(upTo limit: Duration) {
        guard Self.asksTerminalFeatures, !restored else { return }
        let clock = ContinuousClock()
        let deadline = clock.now + limit
        while features.background == nil, !features.answered, !input.isClosed {
            let left = deadline - clock.now
            guard left > .zero else { break }
            heldEvents += input.read(waiting: max(1, TerminalInput.milliseconds(left)))
            learnFeatures()
        }
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
                    // curses keeps at most CCHARW_MAX scalars a cell.
                    let scalars = change.cell.drawnScalars(limit: Self.scalarsPerCell)
                    for (index, value) in scalars.enumerated() { characters[index] = wchar_t(bitPattern: value) }
                    characters[scalars.count] = 0
                }
                if setcchar(&cell, characters.baseAddress, attributes, pair, nil) != OK {
                    characters[1] = 0
                    _ = setcchar(&cell, characters.baseAddress, attributes, pair, nil)
                }
                _ = mvwadd_wch(window, Int32(change.position.y), Int32(change.position.x), &cell)
            }
        }
        hyperlinks.note(changes)
    }

    /// Shows the cursor at `point` (or hides it) with the next flush.
    public func setCursor(_ point: Point?) {
        pendingCursor = point
    }

    /// Moves the hidden cursor to `point` with the next flush.
    public func setFocusPoint(_ point: Point?) {
        pendingFocusPoint = point
    }

    /// Sends everything drawn since the last flush to the terminal with one `doupdate()`.
    public func flush() {
        guard !restored else { return }
        let visible = pendingCursor != nil
        if visible != cursorVisible {
            _ = curs_set(visible ? 1 : 0)
            cursorVisible = visible
        }
        // Hidden, the cursor still goes where the focus is: magnifiers and braille displays follow it.
        if let point = pendingCursor ?? pendingFocusPoint { _ = wmove(window, Int32(point.y), Int32(point.x)) }
        _ = wnoutrefresh(window)
        // curses flushes its whole output inside `doupdate`, so the frame lies between the two marks.
        if features.synchronizedOutput { Self.writeDirectly(TerminalFeatures.beginFrame) }
        _ = doupdate()
        writeHyperlinks()
        writeImages()
        if features.synchronizedOutput { Self.writeDirectly(TerminalFeatures.endFrame) }
        input.frameFlushed()
        hasFlushed = true
        pushKeyboardFlagsIfKnown()
    }

    /// Writes the cells of changed hyperlinks again inside their OSC 8 sequences, once curses sent
    /// the frame (`HyperlinkOverlay`).
    private func writeHyperlinks() {
        let bytes = hyperlinks.takeBytes(colorCount: colors.colorCount, scalarsPerCell: Self.scalarsPerCell)
        if !bytes.isEmpty { Self.writeDirectly(bytes) }
    }

    /// Sends the frame's images where the terminal speaks the kitty graphics protocol, the cursor
    /// saved around them (curses believes it knows where it is).
    private func writeImages() {
        let pictures = trueColorPictures.bytes(toShow: pendingPictures)
        if !pictures.isEmpty { Self.writeDirectly(pictures) }
        let bytes: [UInt8]
        if features.kittyGraphics {
            bytes = kittyImages.bytes(toShow: pendingPlacements)
        } else if features.sixel {
            bytes = sixelImages.bytes(toShow: pendingPlacements, cellSize: cellPixelSize ?? Size(width: 10, height: 20))
        } else {
            return
        }
        if !bytes.isEmpty { Self.writeDirectly(Array("\u{1B}7".utf8) + bytes + Array("\u{1B}8".utf8)) }
    }

    /// Takes the frame's images, sent with the next flush.
    func showImages(_ placements: [ImagePlacement]) {
        pendingPictures = Self.hasTrueColor && colors.colorCount >= 256 ? placements.filter(\.isDrawnInCells) : []
        pendingPlacements = placements.filter { !$0.isDrawnInCells }
        guard !features.kittyGraphics, features.sixel, !restored else { return }
        // A sixel that goes is erased by writing its cells again: curses writes only changed cells.
        for row in sixelImages.rowsToRepaint(leaving: pendingPlacements) { _ = wredrawln(window, Int32(row), 1) }
    }

    /// The size of one cell in pixels, where the terminal tells it (kitty, WezTerm, xterm and most
    /// graphical terminals do; a tty or tmux may not): images keep their aspect by it.
    public var cellPixelSize: Size? {
        var (width, height): (Int32, Int32) = (0, 0)
        let cells = size
        guard np_window_pixels(1, &width, &height) == 0, width > 0, height > 0, cells.width > 0, cells.height > 0
        else { return nil }
        return Size(width: Int(width) / cells.width, height: Int(height) / cells.height)
    }

    /// Whether images are written as sixels (DA1 names sixel, and the kitty graphics protocol is not
    /// there).
    public var usesSixel: Bool { features.sixel && !features.kittyGraphics }

    /// Whether images are sent as images (the terminal answered the kitty graphics query).
    public var usesKittyGraphics: Bool { features.kittyGraphics }

    /// Scalars curses keeps in one cell.
    private static let scalarsPerCell = Int(CCHARW_MAX)

    /// Acts on the terminal's answers read with the input: what it supports is used from then on.
    private func learnFeatures() {
        var learnt = false
        let hadBackground = features.background != nil
        let hadGraphics = features.kittyGraphics || features.sixel
        for reply in input.takeReplies() where features.learn(reply) { learnt = true }
        if !hadBackground, let background = features.background { whenBackgroundIsKnown?(background) }
        if !hadGraphics, features.kittyGraphics || features.sixel { whenImageSupportIsKnown?() }
        guard learnt else { return }
        TerminalRestorer.setResetPrefix(features.resetSequence)
        pushKeyboardFlagsIfKnown()
    }

    /// Pushes the disambiguate flag once the terminal said it speaks the protocol and the alternate
    /// screen is shown (the flags are kept per screen: they are popped on the same one).
    private func pushKeyboardFlagsIfKnown() {
        guard features.kittyKeyboard, !keyboardFlagsPushed, hasFlushed, !restored else { return }
        Self.writeDirectly(TerminalFeatures.pushKeyboardFlags)
        keyboardFlagsPushed = true
    }

    /// Pops the keyboard flags, before the alternate screen is left.
    private func popKeyboardFlags() {
        guard keyboardFlagsPushed else { return }
        Self.writeDirectly(TerminalFeatures.popKeyboardFlags)
        keyboardFlagsPushed = false
    }

    /// Puts `text` on the system clipboard with OSC 52 (`ESC ] 52 ; c ; base64 ESC \\`): terminals
    /// that allow it (xterm, kitty, WezTerm, iTerm2; tmux with `set-clipboard on`) copy it, others
    /// ignore it.
    public func copyToClipboard(_ text: String) {
        guard !restored else { return }
        Self.writeDirectly(TerminalClipboard.sequence(for: text))
    }

    /// Makes the next flush repaint the whole screen.
    public func clear() {
        guard !restored else { return }
        _ = clearok(np_curscr(), true)
        hyperlinks.forget()
        sixelImages.forget()
        trueColorPictures.forget()
        let removed = kittyImages.placeAllAgain()
        if !removed.isEmpty { Self.writeDirectly(removed) }
    }

    /// True once the terminal's input has ended or failed: the terminal is gone (closed window,
    /// dropped connection) and no more input will come.
    public var isInputClosed: Bool { input.isClosed || terminationSignal != nil }

    /// Reads the available input (waiting as `timeout` says for the first unit only) and decodes it.
    /// Handles a job-control signal that arrived first (see `JobControlSignals`).
    public func readEvents(timeout: Duration?) -> [InputEvent] {
        guard !restored else { return [] }
        defer {
            monitor?.didDrain()
            if isInputClosed && !reportedInputClosed {
                reportedInputClosed = true
                whenInputCloses?()
            }
        }
        if let signal = TerminationSignals.takePending() {
            terminationSignal = signal
            TerminationSignals.uninstall()
            return []
        }
        if JobControlSignals.takeStopRequest() {
            suspend()
        } else if JobControlSignals.takeContinued() {
            takeBack()
        }
        var events = heldEvents
        heldEvents = []
        if let resized = takeResize() { events += input.feed(.resize(resized)) }
        events += input.read(waiting: events.isEmpty ? TerminalInput.milliseconds(timeout) : 0)
        learnFeatures()
        return events
    }

    /// The new size after a SIGWINCH (nil when the size is unchanged), with ncurses' screen resized.
    private func takeResize() -> Size? {
        var rows: Int32 = 0
        var columns: Int32 = 0
        guard np_window_size(1, &rows, &columns) == 0, rows > 0, columns > 0 else { return nil }
        let measured = Size(width: Int(columns), height: Int(rows))
        guard measured != reportedSize else { return nil }
        _ = resizeterm(rows, columns)
        reportedSize = measured
        return size
    }

    /// Starts the background stdin watcher that wakes `EventLoop.run()`.
    public func startInputMonitor(_ wake: @escaping @Sendable () -> Void) {
        stopInputMonitor()
        monitor = StdinMonitor(wake: wake)
        if let monitor {
            ResizeSignal.install(notifying: monitor.pipeWrite)
            JobControlSignals.notify(monitor.pipeWrite)
            TerminationSignals.notify(monitor.pipeWrite)
            monitor.start()
        }
        // Input typed before the monitor started would otherwise wait for the next key.
        wake()
    }

    /// Stops the background stdin watcher.
    public func stopInputMonitor() {
        ResizeSignal.uninstall()
        JobControlSignals.notify(-1)
        TerminationSignals.notify(-1)
        monitor?.stop()
        monitor = nil
    }

    /// Ctrl+Z (and a SIGTSTP from outside): gives the terminal back (main screen, shell modes,
    /// bracketed paste and mouse reports off), stops the process as SIGTSTP's default action does, and
    /// takes the terminal again once a shell resumes it. The event loop repaints the whole screen
    /// afterwards.
    public func suspend() {
        guard !restored else { return }
        removeImages()
        popKeyboardFlags()
        Self.writeDirectly(Self.inputModesOff)
        _ = endwin()
        JobControlSignals.stopLikeCtrlZ()
        // This stop's own SIGCONT: the terminal is taken again right here.
        _ = JobControlSignals.takeContinued()
        resume()
        clear()
    }

    /// Hands the terminal to `program` as Ctrl+Z hands it to the shell (keyboard flags popped, mouse
    /// and paste reports off, the alternate screen left, the tty's own modes back), runs it in the
    /// foreground until it exits (`ForegroundProgram`), then takes the terminal back. The event
    /// loop repaints everything afterwards.
    public func run(_ program: ExternalProgram) -> ExternalProgramOutcome {
        guard !restored else { return .failedToStart("the terminal was already given back") }
        removeImages()
        popKeyboardFlags()
        Self.writeDirectly(Self.inputModesOff)
        _ = endwin()
        let outcome = ForegroundProgram.run(program)
        resume()
        clear()
        return outcome
    }

    /// After a SIGCONT this program did not cause (it was stopped by SIGSTOP, or by a SIGTSTP that
    /// arrived while it was busy): whoever had the terminal meanwhile may have changed its modes (a
    /// shell's `fg` leaves canonical mode and echo on) and its screen, so everything is set again and
    /// the whole screen repainted. `endwin()` first: ncurses goes back to the program's modes and the
    /// alternate screen, and repaints every cell, only on the first update after an `endwin()`.
    private func takeBack() {
        popKeyboardFlags()
        _ = endwin()
        resume()
    }

    /// Takes the terminal again after `endwin()`: program modes, alternate screen, bracketed paste
    /// and mouse reports, and the whole screen repainted from curses' copy of it.
    private func resume() {
        Self.writeDirectly(Self.inputModesOn)
        cursorVisible = nil  // endwin() showed it; the next flush sets it again
        _ = doupdate()  // the first update after endwin() takes the terminal again
        hyperlinks.noteAllAgain()
        writeHyperlinks()
        // Curses repainted every cell from its copy: pictures are sent again with the next frame.
        sixelImages.forget()
        trueColorPictures.forget()
        let removed = kittyImages.placeAllAgain()
        if !removed.isEmpty { Self.writeDirectly(removed) }
        pushKeyboardFlagsIfKnown()
    }

    /// Gives the terminal back: bracketed paste off, cursor visible, `endwin` (leaves the alternate
    /// screen, restores the tty modes), signal handlers removed. Safe to call more than once.
    public func restore() {
        guard !restored else { return }
        restored = true
        stopInputMonitor()
        _ = curs_set(1)
        removeImages()
        popKeyboardFlags()
        Self.writeDirectly(Self.inputModesOff)
        _ = endwin()
        delscreen(screen)
        JobControlSignals.uninstall()
        TerminationSignals.uninstall()
        TerminalRestorer.uninstall()
    }

    /// Deletes every image sent, before the terminal is given to someone else.
    private func removeImages() {
        let bytes = kittyImages.removeAll()
        if !bytes.isEmpty { Self.writeDirectly(bytes) }
    }

    // MARK: helpers

    private static func writeDirectly(_ bytes: [UInt8]) {
        _ = bytes.withUnsafeBufferPointer { write(1, $0.baseAddress, $0.count) }
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
