import CNcursesw

#if canImport(Glibc)
import Glibc
#endif

/// The real terminal: frames written from the cells that changed, with the sequences its terminfo
/// entry names (`FrameWriter`).
///
/// Starting it switches to the alternate screen, raw mode (Ctrl+C arrives as a key press and the
/// application decides), no echo, mouse reports and bracketed paste. `restore()` undoes
/// all of it and runs automatically on deinit; signals and crashes restore the terminal through
/// `TerminalRestorer`. Job control works as a shell expects: Ctrl+Z and a SIGTSTP from outside give the
/// terminal back before the process stops, and a SIGCONT (also after an uncatchable SIGSTOP) takes it
/// again and repaints the whole screen (`JobControlSignals`). When the terminal goes away (its input
/// ends or fails, as when its window is closed while SIGHUP is ignored), `isInputClosed` turns true.
/// Borders and everything else come from cells (no ACS line drawing), so what is written is exactly
/// the cell buffer, each frame in one write. Input bytes come straight from standard input
/// (`StdinReader`) and `InputDecoder` turns them into events.
@MainActor
public final class TerminfoTerminal: TerminalBackend, ShowsImages {
    /// What the terminal shows, and the bytes of the frame being made.
    private var writer: FrameWriter
    /// The shell's line settings and the program's.
    private let modes: TerminalModes
    private var monitor: StdinMonitor?
    private var pendingCursor: Point?
    private var pendingFocusPoint: Point?
    private var cursorVisible: Bool?
    private var restored = false
    /// Reads standard input (see `StdinReader`) and decodes it.
    private var input = TerminalInput()
    /// What the terminal answered it can do (the kitty keyboard protocol, synchronized output).
    private var features = TerminalFeatures()
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
    /// Called when the terminal's answer to the last question asked at start (DA1) comes after
    /// `waitForAnswers` gave up or was not called: every answer it will give to them has come.
    var whenQuestionsAreAnswered: (@MainActor () -> Void)?
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

    /// Modes terminfo has no capability for.
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
    /// `TerminalError.unknownTerminal` when the terminfo database does not know `TERM`, and
    /// `TerminalError.noCursorAddressing` when the terminal cannot move its cursor (`TERM=dumb`), so a
    /// full screen would come out as one scrolling line. Nothing is written to the terminal then.
    public init() throws(TerminalError) {
        guard isatty(0) == 1, isatty(1) == 1, let modes = TerminalModes(fd: 0) else { throw .notATerminal }
        // Character widths follow LC_CTYPE (`DisplayWidth`); a "C"/POSIX environment would garble
        // wide characters, so it gets a UTF-8 one. The other categories stay "C": each would map a
        // file of its own, and LC_NUMERIC would change how the C library writes and reads numbers.
        _ = setlocale(LC_CTYPE, "")
        if __ctype_get_mb_cur_max() == 1 { _ = setlocale(LC_CTYPE, "C.UTF-8") }
        let term = getenv("TERM").map { String(cString: $0) }
        switch np_terminfo_load() {
        case 1: break
        case 0: throw .noCursorAddressing(term ?? "")
        default: throw .unknownTerminal(term)
        }
        // Save the terminal modes before they change, so a signal can put them back.
        TerminalRestorer.install()
        JobControlSignals.install()
        self.modes = modes
        let capabilities = Terminfo.capabilities(
            allowingColor: Terminfo.allowsColor(noColor: getenv("NO_COLOR").map { String(cString: $0) }))
        reportedSize = Self.measuredSize ?? Terminfo.size ?? Size(width: 80, height: 24)
        writer = FrameWriter(size: reportedSize, capabilities: capabilities)
        modes.enterProgramMode()
        writer.appendNeutral(capabilities.enterScreen + Self.inputModesOn)
        if Self.asksTerminalFeatures { writer.appendNeutral(TerminalFeatures.queries) }
        // Cleared after the questions: a terminal that shows one instead of answering it (and
        // moves its cursor) starts from a blank screen all the same.
        writer.clear()
        Self.writeDirectly(writer.takeBytes())
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

    /// Whether the terminal answered the last question asked at start (DA1): an answer it has not
    /// given by then (its background) is not coming.
    var hasAnsweredQuestions: Bool { features.answered }

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

    /// The terminal's current size (as last measured: a resize is noticed by `readEvents`).
    public var size: Size { reportedSize }

    /// Number of colours the terminal has (0 without colour support, or with `NO_COLOR` set).
    public var colorCount: Int { writer.capabilities.colorCount }

    /// Makes the bytes that show the changed cells; they go out with the next flush.
    public func draw(_ changes: [CellChange]) {
        guard !restored else { return }
        writer.draw(changes)
    }

    /// Shows the cursor at `point` (or hides it) with the next flush.
    public func setCursor(_ point: Point?) {
        pendingCursor = point
    }

    /// Moves the hidden cursor to `point` with the next flush.
    public func setFocusPoint(_ point: Point?) {
        pendingFocusPoint = point
    }

    /// Sends everything drawn since the last flush to the terminal in one write: the cells, the
    /// frame's pictures, then the cursor where it belongs.
    public func flush() {
        guard !restored else { return }
        writeImages()
        // Hidden, the cursor still goes where the focus is: magnifiers and braille displays follow it.
        if let point = pendingCursor ?? pendingFocusPoint { writer.moveCursor(to: point) }
        let visible = pendingCursor != nil
        if visible != cursorVisible {
            let capabilities = writer.capabilities
            writer.appendNeutral(visible ? capabilities.showCursor : capabilities.hideCursor)
            cursorVisible = visible
        }
        var frame = writer.takeBytes()
        if features.synchronizedOutput, !frame.isEmpty {
            frame = TerminalFeatures.beginFrame + frame + TerminalFeatures.endFrame
        }
        Self.writeDirectly(frame)
        input.frameFlushed()
        hasFlushed = true
        pushKeyboardFlagsIfKnown()
    }

    /// Adds the frame's images: half-block pictures again in 24-bit colour where the terminal has
    /// it, and images sent as images where it speaks the kitty graphics protocol or sixel, the
    /// cursor saved around them.
    private func writeImages() {
        writer.appendForeign(trueColorPictures.bytes(toShow: pendingPictures))
        let bytes: [UInt8]
        if features.kittyGraphics {
            bytes = kittyImages.bytes(toShow: pendingPlacements)
        } else if features.sixel {
            bytes = sixelImages.bytes(toShow: pendingPlacements, cellSize: cellPixelSize ?? Size(width: 10, height: 20))
        } else {
            return
        }
        if !bytes.isEmpty { writer.appendNeutral(Array("\u{1B}7".utf8) + bytes + Array("\u{1B}8".utf8)) }
    }

    /// Takes the frame's images, sent with the next flush.
    func showImages(_ placements: [ImagePlacement]) {
        pendingPictures = Self.hasTrueColor && colorCount >= 256 ? placements.filter(\.isDrawnInCells) : []
        pendingPlacements = placements.filter { !$0.isDrawnInCells }
        guard !features.kittyGraphics, features.sixel, !restored else { return }
        // A sixel that goes is erased by writing its cells again.
        for row in sixelImages.rowsToRepaint(leaving: pendingPlacements) { writer.repaintRow(row) }
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

    /// Acts on the terminal's answers read with the input: what it supports is used from then on.
    private func learnFeatures() {
        var learnt = false
        let hadBackground = features.background != nil
        let hadAnswered = features.answered
        let hadGraphics = features.kittyGraphics || features.sixel
        for reply in input.takeReplies() where features.learn(reply) { learnt = true }
        if !hadBackground, let background = features.background { whenBackgroundIsKnown?(background) }
        if !hadAnswered, features.answered { whenQuestionsAreAnswered?() }
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

    /// Clears the screen and writes what it showed again with the next flush (Ctrl+L, a garbled
    /// screen): cells drawn next are written where they differ from that.
    public func clear() {
        guard !restored else { return }
        writer.repaintAll()
        sixelImages.forget()
        trueColorPictures.forget()
        writer.appendNeutral(kittyImages.placeAllAgain())
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

    /// The new size after a SIGWINCH (nil when the size is unchanged); every cell of the next frame
    /// is written, since a terminal may have moved its contents in resizing.
    private func takeResize() -> Size? {
        guard let measured = Self.measuredSize, measured != reportedSize else { return nil }
        reportedSize = measured
        writer.resize(to: measured)
        return measured
    }

    /// The size the kernel gives the terminal (TIOCGWINSZ), nil when it gives none.
    private static var measuredSize: Size? {
        var rows: Int32 = 0
        var columns: Int32 = 0
        guard np_window_size(1, &rows, &columns) == 0, rows > 0, columns > 0 else { return nil }
        return Size(width: Int(columns), height: Int(rows))
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
    /// takes the terminal again once a shell resumes it, writing the whole screen again.
    public func suspend() {
        guard !restored else { return }
        leaveScreen()
        JobControlSignals.stopLikeCtrlZ()
        // This stop's own SIGCONT: the terminal is taken again right here.
        _ = JobControlSignals.takeContinued()
        resume()
    }

    /// Hands the terminal to `program` as Ctrl+Z hands it to the shell (keyboard flags popped, mouse
    /// and paste reports off, the alternate screen left, the tty's own modes back), runs it in the
    /// foreground until it exits (`ForegroundProgram`), then takes the terminal back and writes the
    /// whole screen again.
    public func run(_ program: ExternalProgram) -> ExternalProgramOutcome {
        guard !restored else { return .failedToStart("the terminal was already given back") }
        leaveScreen()
        let outcome = ForegroundProgram.run(program)
        resume()
        return outcome
    }

    /// After a SIGCONT this program did not cause (it was stopped by SIGSTOP, or by a SIGTSTP that
    /// arrived while it was busy): whoever had the terminal meanwhile may have changed its modes (a
    /// shell's `fg` leaves canonical mode and echo on) and its screen, so everything is set again and
    /// the whole screen repainted.
    private func takeBack() {
        popKeyboardFlags()
        resume()
    }

    /// Gives the terminal back as the shell had it: images deleted, keyboard flags popped, the
    /// program's modes off, the style plain, the cursor shown, the alternate screen left, the shell's
    /// line settings back.
    private func leaveScreen() {
        removeImages()
        popKeyboardFlags()
        writer.resetStyle()
        let capabilities = writer.capabilities
        writer.appendNeutral(Self.inputModesOff + capabilities.showCursor + capabilities.exitScreen)
        writer.forgetCursorAndStyle()
        Self.writeDirectly(writer.takeBytes())
        modes.enterShellMode()
    }

    /// Takes the terminal again after `leaveScreen()`: the program's line settings, alternate
    /// screen, bracketed paste and mouse reports, and the whole screen written again from what it
    /// showed.
    private func resume() {
        modes.enterProgramMode()
        let capabilities = writer.capabilities
        writer.appendNeutral(capabilities.enterScreen + Self.inputModesOn)
        writer.repaintAll()
        // Every cell was written again: pictures are sent again with the next frame.
        sixelImages.forget()
        trueColorPictures.forget()
        writer.appendNeutral(kittyImages.placeAllAgain())
        // The cursor as the last frame left it: shown at the text cursor, else hidden at the focus.
        if let point = pendingCursor ?? pendingFocusPoint { writer.moveCursor(to: point) }
        cursorVisible = pendingCursor != nil
        writer.appendNeutral(pendingCursor != nil ? capabilities.showCursor : capabilities.hideCursor)
        Self.writeDirectly(writer.takeBytes())
        pushKeyboardFlagsIfKnown()
    }

    /// Gives the terminal back (bracketed paste and mouse reports off, cursor visible, the alternate
    /// screen left, the tty modes restored) and removes the signal handlers. Safe to call more than once.
    public func restore() {
        guard !restored else { return }
        stopInputMonitor()
        leaveScreen()
        restored = true
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

    /// Writes `bytes` whole to standard output: again after a signal or a partial write, waiting
    /// while a full terminal cannot take more. Gives up when the terminal is gone.
    private static func writeDirectly(_ bytes: [UInt8]) {
        bytes.withUnsafeBufferPointer { buffer in
            guard var next = buffer.baseAddress else { return }
            var left = buffer.count
            while left > 0 {
                let written = write(1, next, left)
                if written > 0 {
                    next += written
                    left -= written
                } else if written < 0 && errno == EINTR {
                    continue
                } else if written < 0 && errno == EAGAIN {
                    var output = pollfd(fd: 1, events: Int16(POLLOUT), revents: 0)
                    _ = poll(&output, 1, -1)
                } else {
                    return
                }
            }
        }
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

/// The real terminal's former name, from when frames were drawn through ncurses.
@available(*, deprecated, renamed: "TerminfoTerminal")
public typealias CursesTerminal = TerminfoTerminal
