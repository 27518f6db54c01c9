/// One unit of input as a backend reads it, before decoding into `InputEvent`s: the terminal backend
/// reads bytes; curses-style key codes and characters remain for other sources (and the fuzzer).
public enum RawInput: Hashable, Sendable {
    /// A character `wget_wch` returned with `OK`: a Unicode scalar value (invalid values are dropped).
    case character(UInt32)
    /// One byte of the terminal's UTF-8 input, as read from standard input; the decoder assembles the
    /// characters. An invalid or cut-off sequence becomes U+FFFD and never swallows the bytes after it.
    case byte(UInt8)
    /// A key code `wget_wch` returned with `KEY_CODE_YES` (looked up in the decoder's key table).
    case keyCode(Int32)
    /// A special key the backend already decoded (for example from an extended terminfo key name).
    case key(KeyPress)
    /// A mouse event the backend already decoded.
    case mouse(MouseEvent)
    /// The terminal was resized to this size.
    case resize(Size)
    /// No more input is available right now: a pending lone Escape is a key press after all.
    case idle
}

/// Turns raw input into events. Pure and deterministic, so tests can feed it directly.
///
/// It decodes UTF-8 bytes, ESC + character (Alt+character), control codes (Ctrl+letter), CSI and SS3
/// sequences (arrows, function keys, modified keys), the kitty keyboard protocol's `CSI … u` keys,
/// SGR and X10 mouse reports and bracketed paste (`ESC[200~ … ESC[201~`). The terminal's answers to
/// queries (`CSI ? … u`, `… $ y`, `… c`, and the colours of `OSC 10`/`OSC 11`) are never keys: they
/// are set aside for `takeReplies()`. Other OSC strings, unknown or malformed sequences are dropped;
/// nothing here can trap.
///
/// The decoder always gets back to the ground state: a pending escape sequence resolves to keys at the
/// next `.idle`, invalid UTF-8 becomes U+FFFD without taking the bytes after it, a paste ends at its
/// end marker whatever it contains, and `endPaste()` closes a paste whose end marker never comes.
/// The one thing an idle leaves pending is a colour answer cut by the end of a read (its rest comes
/// with the next); a character no such answer holds ends it (and is a key), as does `endPaste()`.
public struct InputDecoder: Sendable {
    private enum State: Sendable {
        case ground
        case escape
        case csi(String.UnicodeScalarView)
        case ss3
        case paste
        /// `ESC [ M` of an X10 mouse report: the button, column and row bytes follow.
        case x10Mouse([UInt32])
        /// `ESC ]`: an OSC string (its text in `oscText`) up to BEL or ST.
        case osc
        /// An ESC inside an OSC string: the string's end if `\` follows (ST), else a key's start.
        case oscEscape
    }

    /// Longest CSI parameter string accepted before the sequence is treated as garbage.
    private static let maximumSequenceLength = 32
    private static let pasteEnd: [UInt32] = [0x1B, 0x5B, 0x32, 0x30, 0x31, 0x7E]  // ESC [ 2 0 1 ~

    private var state: State = .ground
    private var pasteText = String.UnicodeScalarView()
    private var pasteEndMatched = 0
    /// Scalars in `pasteText` (counting the view itself would cost its length on every scalar).
    private var pasteLength = 0
    /// The bytes of a UTF-8 sequence read so far, and how many it needs (`.byte` input).
    private var utf8Bytes: [UInt8] = []
    private var utf8Length = 0
    private let keyCodes: [Int32: KeyPress]
    /// The terminal's answers read so far and not yet taken (at most `maximumReplies`).
    private var replies: [TerminalReply] = []
    private static let maximumReplies = 16
    /// The text of the OSC string being read (its first `maximumOSCLength` scalars), and its length.
    private var oscText = String.UnicodeScalarView()
    private var oscLength = 0
    /// The string being read began `ESC _` (an APC, as the kitty graphics protocol answers in), not
    /// `ESC ]`; it is read as an OSC string is.
    private var stringIsAPC = false
    /// Longest OSC text kept: a colour answer is at most 31 (`11;rgba:ffff/ffff/ffff/ffff`); a longer
    /// OSC string is read to its end and dropped.
    private static let maximumOSCLength = 128

    /// Creates a decoder that maps curses key codes with `keyCodes` (by default the fixed ncurses codes).
    public init(keyCodes: [Int32: KeyPress] = InputDecoder.standardCursesKeyCodes) {
        self.keyCodes = keyCodes
    }

    /// The key codes ncurses defines with fixed values (`KEY_UP` = 0403 and so on); F1…F63 included.
    public static let standardCursesKeyCodes: [Int32: KeyPress] = {
        var table: [Int32: KeyPress] = [
            0o402: KeyPress(.down), 0o403: KeyPress(.up), 0o404: KeyPress(.left), 0o405: KeyPress(.right),
            0o406: KeyPress(.home), 0o407: KeyPress(.backspace), 0o512: KeyPress(.delete),
            0o513: KeyPress(.insert), 0o520: KeyPress(.down, .shift), 0o521: KeyPress(.up, .shift),
            0o522: KeyPress(.pageDown), 0o523: KeyPress(.pageUp), 0o527: KeyPress(.enter),
            0o541: KeyPress(.backTab), 0o550: KeyPress(.end), 0o577: KeyPress(.delete, .shift),
            0o602: KeyPress(.end, .shift), 0o607: KeyPress(.home, .shift), 0o611: KeyPress(.left, .shift),
            0o622: KeyPress(.right, .shift),
        ]
        for n in 1...63 { table[0o410 + Int32(n)] = KeyPress(.function(n)) }
        return table
    }()

    /// True while an escape sequence (outside a paste) or a UTF-8 character has begun and not ended: a
    /// reader that finds no more input waits the escape delay before it reports `.idle`, so a sequence
    /// split across two reads is not taken for Escape and characters, nor a character for U+FFFD.
    public var isInSequence: Bool {
        if !utf8Bytes.isEmpty { return true }  // a character whose last bytes have not come yet
        switch state {
        case .escape, .csi, .ss3, .x10Mouse, .osc, .oscEscape: return true
        case .ground, .paste: return false
        }
    }

    /// The terminal's answers to queries decoded since the last call, oldest first.
    public mutating func takeReplies() -> [TerminalReply] {
        defer { replies = [] }
        return replies
    }

    /// True while a bracketed paste is being collected.
    public var isInPaste: Bool {
        if case .paste = state { return true }
        return false
    }

    /// Decodes a batch of raw input.
    public mutating func feed(_ raws: [RawInput]) -> [InputEvent] {
        var events: [InputEvent] = []
        for raw in raws { decode(raw, into: &events) }
        return events
    }

    /// Decodes one unit of raw input; returns the events it completes (often none or one).
    public mutating func feed(_ raw: RawInput) -> [InputEvent] {
        var events: [InputEvent] = []
        decode(raw, into: &events)
        return events
    }

    /// Closes a bracketed paste whose end marker has not come (the terminal lost it, or the input
    /// stalled): what was collected is delivered as a paste, and the decoder is back at the ground
    /// state, so later keys are keys again. Returns no events outside a paste; a colour answer left
    /// pending (its end never came) is dropped.
    public mutating func endPaste() -> [InputEvent] {
        switch state {
        case .paste: break
        case .osc, .oscEscape:
            state = .ground
            return []
        default: return []
        }
        var events: [InputEvent] = []
        finishUTF8(into: &events)
        for value in Self.pasteEnd[0..<pasteEndMatched] { pasteText.append(Unicode.Scalar(value)!) }
        if !pasteText.isEmpty { events.append(.paste(Self.normalizedLineBreaks(String(pasteText)))) }
        pasteText = String.UnicodeScalarView()
        pasteLength = 0
        pasteEndMatched = 0
        state = .ground
        return events
    }

    private mutating func decode(_ raw: RawInput, into events: inout [InputEvent]) {
        if case .byte(let byte) = raw {
            if case .x10Mouse = state {
                decode(Unicode.Scalar(byte), into: &events)  // report bytes are numbers, not UTF-8
            } else {
                decodeUTF8(byte, into: &events)
            }
            return
        }
        // Anything but a byte ends a pending UTF-8 character, except an idle inside a paste: a paste's
        // bytes may arrive in several reads, split anywhere.
        if case .idle = raw, case .paste = state {} else { finishUTF8(into: &events) }
        switch raw {
        case .byte:
            break
        case .character(let value):
            guard let scalar = Unicode.Scalar(value) else { return }  // not a scalar: drop it
            decode(scalar, into: &events)
        case .keyCode(let code):
            if case .paste = state { return }  // curses matched a key inside pasted text: not a key press
            let alt = abandonSequence()
            guard var press = keyCodes[code] else { return }
            if alt { press.modifiers.insert(.alt) }
            events.append(.key(press))
        case .key(var press):
            if case .paste = state { return }
            if abandonSequence() { press.modifiers.insert(.alt) }
            events.append(.key(press))
        case .mouse(let mouse):
            if case .paste = state { return }
            flushPending(into: &events)
            events.append(.mouse(mouse))
        case .resize(let size):
            if case .paste = state {} else { flushPending(into: &events) }
            events.append(.resize(size))
        case .idle:
            flushPending(into: &events)
        }
    }

    /// Assembles UTF-8: an ASCII byte is decoded at once, a lead byte starts a sequence, continuation
    /// bytes complete it. Anything that cannot continue the sequence ends it as U+FFFD and is then
    /// read afresh, so an invalid byte costs one replacement character and nothing after it.
    private mutating func decodeUTF8(_ byte: UInt8, into events: inout [InputEvent]) {
        if !utf8Bytes.isEmpty {
            if byte & 0xC0 == 0x80 {
                utf8Bytes.append(byte)
                if utf8Bytes.count == utf8Length { finishUTF8(into: &events) }
                return
            }
            finishUTF8(into: &events)
        }
        switch byte {
        case 0x00...0x7F: decode(Unicode.Scalar(byte), into: &events)
        case 0xC2...0xDF: startUTF8(byte, length: 2)
        case 0xE0...0xEF: startUTF8(byte, length: 3)
        case 0xF0...0xF4: startUTF8(byte, length: 4)
        // A stray continuation byte, an overlong lead (C0, C1), or F5…FF.
        default: decode(Unicode.Scalar(0xFFFD)!, into: &events)
        }
    }

    private mutating func startUTF8(_ lead: UInt8, length: Int) {
        utf8Bytes = [lead]
        utf8Length = length
    }

    /// Decodes the pending UTF-8 bytes, complete or not: the standard library validates them (overlong
    /// forms and surrogates become U+FFFD, as does a sequence cut short).
    private mutating func finishUTF8(into events: inout [InputEvent]) {
        guard !utf8Bytes.isEmpty else { return }
        let bytes = utf8Bytes
        utf8Bytes = []
        for scalar in String(decoding: bytes, as: UTF8.self).unicodeScalars {
            decode(scalar, into: &events)
        }
    }

    /// Drops a half-read CSI/SS3 sequence; returns true when a lone ESC was pending (it then means Alt).
    private mutating func abandonSequence() -> Bool {
        defer { if case .paste = state {} else { state = .ground } }
        if case .escape = state { return true }
        return false
    }

    /// At idle or before an unrelated event: a lone ESC is the Escape key; `ESC [`, `ESC O` and `ESC ]`
    /// were Alt+[, Alt+O and Alt+]; longer unfinished sequences are dropped. A paste stays open (it may
    /// span reads), and so does an OSC string that may be a colour answer: the terminal wrote it in
    /// one piece, the rest is on its way. An ESC after its text is the Escape key: the user's, after
    /// an answer lost its end.
    private mutating func flushPending(into events: inout [InputEvent]) {
        switch state {
        case .ground, .paste:
            return
        case .escape:
            events.append(.key(KeyPress(.escape)))
        case .csi(let params):
            if params.isEmpty { events.append(.key(KeyPress(.character("["), .alt))) }
        case .ss3:
            events.append(.key(KeyPress(.character("O"), .alt)))
        case .x10Mouse:
            break
        case .osc:
            if oscLength == 0 {
                events.append(stringOpener)
            } else if oscLength <= Self.maximumOSCLength && (stringIsAPC || Self.mayBeColorAnswer(oscText)) {
                return
            }
        case .oscEscape:
            if oscLength == 0 { events.append(stringOpener) }
            events.append(.key(KeyPress(.escape)))
        }
        state = .ground
    }

    private static let altBracket = InputEvent.key(KeyPress(.character("]"), .alt))
    private static let altUnderscore = InputEvent.key(KeyPress(.character("_"), .alt))
    /// The key a string's opening was when nothing followed it: Alt+] or Alt+_.
    private var stringOpener: InputEvent { stringIsAPC ? Self.altUnderscore : Self.altBracket }

    private mutating func decode(_ scalar: Unicode.Scalar, into events: inout [InputEvent]) {
        let value = scalar.value
        switch state {
        case .ground:
            if value == 0x1B {
                state = .escape
            } else if let press = Self.keyPress(for: scalar) {
                events.append(.key(press))
            }
        case .escape:
            switch value {
            case 0x5B:  // [
                state = .csi(String.UnicodeScalarView())
            case 0x4F:  // O
                state = .ss3
            case 0x5D:  // ]
                state = .osc
                oscText = String.UnicodeScalarView()
                oscLength = 0
                stringIsAPC = false
            case 0x5F:  // _: an APC string, as the kitty graphics protocol's answers
                state = .osc
                oscText = String.UnicodeScalarView()
                oscLength = 0
                stringIsAPC = true
            case 0x1B:  // ESC ESC: the first was Escape on its own, the second may start something
                events.append(.key(KeyPress(.escape)))
            default:
                state = .ground
                if var press = Self.keyPress(for: scalar) {
                    press.modifiers.insert(.alt)
                    events.append(.key(press))
                }
            }
        case .csi(var params):
            switch value {
            case 0x20...0x3F:
                params.append(scalar)
                state = params.count > Self.maximumSequenceLength ? .ground : .csi(params)
            case 0x40...0x7E:
                state = .ground
                finishCSI(String(params), final: scalar, into: &events)
            default:
                // Not part of a CSI sequence: drop what we had and read this scalar afresh.
                state = .ground
                decode(scalar, into: &events)
            }
        case .ss3:
            state = .ground
            if let key = Self.ss3Key(value) {
                events.append(.key(KeyPress(key)))
            } else {
                events.append(.key(KeyPress(.character("O"), .alt)))
                decode(scalar, into: &events)
            }
        case .paste:
            collectPaste(scalar, into: &events)
        case .osc:
            collectOSC(scalar, into: &events)
        case .oscEscape:
            if value == 0x5C {  // `\`: ESC \ is ST
                finishOSC()
            } else {
                // The answer lost its end and this ESC starts a key (or another answer).
                abandonOSC(into: &events)
                state = .escape
                decode(scalar, into: &events)
            }
        case .x10Mouse(var values):
            values.append(value)
            guard values.count == 3 else {
                state = .x10Mouse(values)
                return
            }
            state = .ground
            // Each byte is 32 + the value; positions are 1-based.
            if let mouse = Self.mouseEvent(
                code: Int(values[0]) - 32, x: Int(values[1]) - 32, y: Int(values[2]) - 32, pressed: true)
            {
                events.append(.mouse(mouse))
            }
        }
    }

    /// The mouse event of an xterm report: `code` has the button in its low two bits (3: released),
    /// Shift 4, Alt 8, Control 16, motion 32, wheel 64; `x` and `y` are 1-based. SGR reports say
    /// press or release by their final character; X10 reports say release with button 3.
    private static func mouseEvent(code: Int, x: Int, y: Int, pressed: Bool) -> MouseEvent? {
        guard code >= 0, x >= 1, y >= 1 else { return nil }
        var modifiers: Modifiers = []
        if code & 4 != 0 { modifiers.insert(.shift) }
        if code & 8 != 0 { modifiers.insert(.alt) }
        if code & 16 != 0 { modifiers.insert(.control) }
        let position = Point(x: x - 1, y: y - 1)
        if code & 64 != 0 {
            guard pressed else { return nil }
            let kind: MouseEventKind = code & 1 == 0 ? .scrollUp : .scrollDown
            return MouseEvent(position: position, button: .none, kind: kind, modifiers: modifiers)
        }
        let buttons: [MouseButton] = [.left, .middle, .right, .none]
        let button = buttons[code & 3]
        // Motion is reported only while a button is held (mode 1002): a drag. Motion without a
        // button (mode 1003) is never asked for.
        if code & 32 != 0 {
            guard pressed, button != .none else { return nil }
            return MouseEvent(position: position, button: button, kind: .drag, modifiers: modifiers)
        }
        let kind: MouseEventKind = pressed && button != .none ? .press : .release
        return MouseEvent(position: position, button: button, kind: kind, modifiers: modifiers)
    }

    private mutating func collectPaste(_ scalar: Unicode.Scalar, into events: inout [InputEvent]) {
        let end = Self.pasteEnd
        if scalar.value == end[pasteEndMatched] {
            pasteEndMatched += 1
            if pasteEndMatched == end.count {
                events.append(.paste(Self.normalizedLineBreaks(String(pasteText))))
                pasteText = String.UnicodeScalarView()
                pasteLength = 0
                pasteEndMatched = 0
                state = .ground
            }
            return
        }
        // A partial end marker was ordinary text after all.
        for value in end[0..<pasteEndMatched] { pasteText.append(Unicode.Scalar(value)!) }
        pasteEndMatched = 0
        if scalar.value == end[0] {
            pasteEndMatched = 1
        } else {
            pasteText.append(scalar)
        }
        // A paste that never ends must not grow without bound: hand it over in pieces.
        pasteLength += 1
        if pasteLength >= Self.maximumPasteChunk {
            events.append(.paste(Self.normalizedLineBreaks(String(pasteText))))
            pasteText = String.UnicodeScalarView()
            pasteLength = 0
        }
    }

    /// Reads one scalar of an OSC string: BEL, ST (C1 or `ESC \`) end it; what `continuesOSC` allows
    /// is its text; anything else means the user typed while an answer was cut short: the OSC is
    /// abandoned and the scalar read as a key.
    private mutating func collectOSC(_ scalar: Unicode.Scalar, into events: inout [InputEvent]) {
        switch scalar.value {
        case 0x07, 0x9C:
            finishOSC()
        case 0x1B:
            state = .oscEscape
        default:
            guard
                stringIsAPC
                    ? Self.continuesAPC(oscText, with: scalar) : Self.continuesOSC(oscText, with: scalar)
            else {
                abandonOSC(into: &events)
                decode(scalar, into: &events)
                return
            }
            oscLength += 1
            if oscLength <= Self.maximumOSCLength { oscText.append(scalar) }
        }
    }

    /// Whether `scalar` can continue an OSC string whose text so far is `text`: digits and `;` for its
    /// number; then, in a colour answer (OSC 10, 11), only what `rgb:…` and `rgba:…` hold (hex digits,
    /// `r`, `g`, `:`, `/`); in any other OSC any character but a control character. So a `q`, Enter
    /// or Ctrl+C typed after a cut-short colour answer is a key, never its text.
    private static func continuesOSC(_ text: String.UnicodeScalarView, with scalar: Unicode.Scalar) -> Bool {
        guard text.contains(";") else { return ("0"..."9").contains(scalar) || scalar == ";" }
        if mayBeColorAnswer(text) {
            switch scalar {
            case "0"..."9", "a"..."f", "A"..."F", "r", "g", ":", "/": return true
            default: return false
            }
        }
        return scalar.value >= 0x20 && !(0x7F...0x9F).contains(scalar.value)
    }

    /// Whether `scalar` can continue an APC string whose text so far is `text`: only a kitty graphics
    /// answer (`G`, then its keys and message, no control characters) is read; anything else is a key.
    private static func continuesAPC(_ text: String.UnicodeScalarView, with scalar: Unicode.Scalar) -> Bool {
        guard !text.isEmpty else { return scalar == "G" }
        return scalar.value >= 0x20 && !(0x7F...0x9F).contains(scalar.value)
    }

    /// Whether OSC text is, or may still become, a colour answer: it begins `10;` or `11;`, or is
    /// still a start of one of them.
    private static func mayBeColorAnswer(_ text: String.UnicodeScalarView) -> Bool {
        let head = Substring(text.prefix(3))
        return "10;".hasPrefix(head) || "11;".hasPrefix(head)
    }

    /// The OSC string ended: a colour answer is set aside; any other string, or one too long, is dropped.
    private mutating func finishOSC() {
        state = .ground
        guard oscLength <= Self.maximumOSCLength, replies.count < Self.maximumReplies,
            let reply = stringIsAPC
                ? TerminalReply.fromAPC(String(oscText)[...]) : TerminalReply.fromOSC(String(oscText)[...])
        else { return }
        replies.append(reply)
    }

    /// Gives up an OSC string before its end; one with no text was the key Alt+] (`ESC ]`).
    private mutating func abandonOSC(into events: inout [InputEvent]) {
        if oscLength == 0 { events.append(stringOpener) }
        state = .ground
    }

    /// The most characters one paste event carries; a longer paste arrives as several events.
    static let maximumPasteChunk = 1 << 20

    private mutating func finishCSI(_ params: String, final: Unicode.Scalar, into events: inout [InputEvent]) {
        if params.hasPrefix("<") && (final == "M" || final == "m") {
            // SGR mouse report: ESC [ < code ; x ; y M (press) or m (release).
            let numbers = params.dropFirst().split(separator: ";", omittingEmptySubsequences: false).map { Int($0) }
            if numbers.count == 3, let code = numbers[0], let x = numbers[1], let y = numbers[2],
                let mouse = Self.mouseEvent(code: code, x: x, y: y, pressed: final == "M")
            {
                events.append(.mouse(mouse))
            }
            return
        }
        if final == "M" && params.isEmpty {
            state = .x10Mouse([])
            return
        }
        if params.hasPrefix("?") {
            if let reply = TerminalReply.fromPrivateCSI(params.dropFirst(), final: final),
                replies.count < Self.maximumReplies
            {
                replies.append(reply)
            }
            return
        }
        if final == "u" {
            if let press = KittyKey.press(parameters: params[...]) { events.append(.key(press)) }
            return
        }
        if final == "~" && params == "200" {
            state = .paste
            pasteText = String.UnicodeScalarView()
            pasteLength = 0
            pasteEndMatched = 0
            return
        }
        let fields = params.split(separator: ";", omittingEmptySubsequences: false)
        // Parameters must be plain numbers; anything else (private markers, SGR mouse) is dropped.
        var numbers: [Int] = []
        for field in fields {
            if field.isEmpty {
                numbers.append(1)
            } else if let number = Int(field), number < 1000 {
                numbers.append(number)
            } else {
                return
            }
        }
        let modifiers = numbers.count >= 2 ? Self.modifiers(fromXTerm: numbers[1]) : []
        let key: Key?
        switch final {
        case "A": key = .up
        case "B": key = .down
        case "C": key = .right
        case "D": key = .left
        case "H": key = .home
        case "F": key = .end
        case "Z": key = .backTab
        case "P": key = .function(1)
        case "Q": key = .function(2)
        case "R": key = .function(3)
        case "S": key = .function(4)
        case "~": key = numbers.first.flatMap(Self.tildeKey)
        default: key = nil
        }
        if let key { events.append(.key(KeyPress(key, modifiers))) }
    }

    /// Keys of the `CSI n ~` form.
    private static func tildeKey(_ number: Int) -> Key? {
        switch number {
        case 1, 7: .home
        case 2: .insert
        case 3: .delete
        case 4, 8: .end
        case 5: .pageUp
        case 6: .pageDown
        case 11...15: .function(number - 10)
        case 17...21: .function(number - 11)
        case 23, 24: .function(number - 12)
        default: nil
        }
    }

    private static func ss3Key(_ value: UInt32) -> Key? {
        switch value {
        case 0x41: .up
        case 0x42: .down
        case 0x43: .right
        case 0x44: .left
        case 0x48: .home
        case 0x46: .end
        case 0x50...0x53: .function(Int(value) - 0x50 + 1)
        default: nil
        }
    }

    /// xterm's modifier parameter: 1 + (shift 1 | alt 2 | control 4).
    private static func modifiers(fromXTerm parameter: Int) -> Modifiers {
        let bits = max(0, parameter - 1)
        var modifiers: Modifiers = []
        if bits & 1 != 0 { modifiers.insert(.shift) }
        if bits & 2 != 0 { modifiers.insert(.alt) }
        if bits & 4 != 0 { modifiers.insert(.control) }
        return modifiers
    }

    /// The key press for one scalar read outside any sequence; nil for characters that are not keys (C1).
    static func keyPress(for scalar: Unicode.Scalar) -> KeyPress? {
        switch scalar.value {
        case 0x09: return KeyPress(.tab)
        case 0x0A, 0x0D: return KeyPress(.enter)
        case 0x08, 0x7F: return KeyPress(.backspace)
        case 0x1B: return KeyPress(.escape)
        case 0x00: return KeyPress(.character(" "), .control)
        case 0x01...0x1A: return KeyPress(.character(Character(Unicode.Scalar(scalar.value + 0x60)!)), .control)
        case 0x1C: return KeyPress(.character("\\"), .control)
        case 0x1D: return KeyPress(.character("]"), .control)
        case 0x1E: return KeyPress(.character("^"), .control)
        case 0x1F: return KeyPress(.character("_"), .control)
        case 0x80...0x9F: return nil
        default: return KeyPress(.character(Character(scalar)))
        }
    }

    private static func normalizedLineBreaks(_ text: String) -> String {
        guard text.unicodeScalars.contains("\r") else { return text }
        var result = String.UnicodeScalarView()
        var previousWasCR = false
        for scalar in text.unicodeScalars {
            if scalar == "\r" {
                result.append("\n")
                previousWasCR = true
                continue
            }
            if !(scalar == "\n" && previousWasCR) { result.append(scalar) }
            previousWasCR = false
        }
        return String(result)
    }
}
