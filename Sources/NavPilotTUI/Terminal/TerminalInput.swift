/// The terminal's input bytes read from standard input and decoded into events, with the timing a
/// real terminal needs: an escape sequence cut by the end of a read waits briefly for its rest, and
/// a bracketed paste whose end marker was lost ends at a pause. What the terminal backend and the
/// linear (narrated) backend read through.
struct TerminalInput {
    private var reader = StdinReader()
    private var decoder = InputDecoder()
    /// When this program finished handling the last input: its read, or the frame drawn for it. A
    /// pause in the input is measured from there, so time spent handling a large batch never counts as
    /// the input pausing (while frames drawn for other reasons, say a timer, do not hide a pause).
    private var inputHandled: ContinuousClock.Instant?
    private var drawingAfterInput = false

    /// The most bytes one batch reads: a flood or a huge paste is handled and drawn in steps.
    static let batchLimit = 1 << 20
    /// How long a started escape sequence waits for its rest (ncurses' ESCDELAY is 1 s by default;
    /// terminals send a sequence in one write, so a short wait suffices).
    static let escapeDelayMilliseconds: Int32 = 25
    /// How long a bracketed paste may pause before it is taken as ended (its end marker was lost); the
    /// paste is closed when the next input arrives after such a pause.
    static let pasteTimeout: Duration = .seconds(1)

    /// True once standard input reached its end or failed: no read will bring anything again.
    var isClosed: Bool { reader.isClosed }

    /// The terminal's answers to queries read since the last call (never keys).
    mutating func takeReplies() -> [TerminalReply] {
        decoder.takeReplies()
    }

    /// Decodes `raw` (a resize the backend noticed) with the same decoder as the bytes.
    mutating func feed(_ raw: RawInput) -> [InputEvent] {
        decoder.feed(raw)
    }

    /// Reads what is available, waiting up to `timeout` milliseconds (-1: no limit) for the first
    /// byte, and decodes it.
    mutating func read(waiting timeout: Int32) -> [InputEvent] {
        var events: [InputEvent] = []
        var bytes = reader.read(waiting: timeout, limit: Self.batchLimit)
        if !bytes.isEmpty {
            // A paste (or a terminal's colour answer) still open after a pause in the input has lost
            // its end marker: the keys after the pause are keys, not more pasted text or answer.
            if decoder.isInPaste || decoder.isInSequence, let last = inputHandled,
                ContinuousClock.now - last > Self.pasteTimeout
            {
                events += decoder.endPaste()
            }
            events += decoder.feed(bytes.map { .byte($0) })
            // An escape sequence cut by the end of a read waits the escape delay for its rest, so it
            // is not taken for Escape and characters; after that it resolves at `.idle`.
            if decoder.isInSequence, bytes.count < Self.batchLimit {
                bytes = reader.read(waiting: Self.escapeDelayMilliseconds, limit: Self.batchLimit)
                events += decoder.feed(bytes.map { .byte($0) })
            }
        }
        if bytes.count < Self.batchLimit { events += decoder.feed(.idle) }
        if !bytes.isEmpty || !events.isEmpty {
            inputHandled = .now
            drawingAfterInput = true
        }
        return events
    }

    /// Called when a frame reached the terminal: the frame drawn for the last input ends its handling.
    mutating func frameFlushed() {
        if drawingAfterInput {
            inputHandled = .now
            drawingAfterInput = false
        }
    }

    /// Milliseconds for `read(waiting:)`: -1 for no limit.
    static func milliseconds(_ timeout: Duration?) -> Int32 {
        guard let timeout else { return -1 }
        let (seconds, attoseconds) = timeout.components
        let total = seconds * 1000 + attoseconds / 1_000_000_000_000_000
        return Int32(clamping: max(0, total))
    }
}
