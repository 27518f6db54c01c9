/// What the terminal can do beyond what terminfo says, learnt by asking it (progressive
/// enhancement): the kitty keyboard protocol, synchronized output, its background colour (for a
/// light or dark theme), and the kitty graphics protocol (for images). The questions go out once at start and the answers come back with the
/// input, whenever they come; a terminal that does not answer gets nothing new, so it works exactly
/// as before.
///
/// The questions end with DA1 (`CSI c`), which every terminal answers: an answer to it means the
/// questions before it have been read (terminals answer in order), so a background colour not known
/// by then never will be.
struct TerminalFeatures: Equatable {
    /// The queries written at start: the keyboard flags (`CSI ? u`), whether mode 2026 (synchronized
    /// output) is known (DECRQM), the background colour (`OSC 11 ; ? ST`), the kitty graphics
    /// protocol (a one-pixel image queried, never stored), and DA1 last.
    static let queries =
        Array("\u{1B}[?u\u{1B}[?2026$p\u{1B}]11;?\u{1B}\\".utf8) + KittyGraphics.query + Array("\u{1B}[c".utf8)
    /// Pushes the "disambiguate escape codes" flag: Escape, Alt and Ctrl combinations arrive as
    /// `CSI … u`. Pushed onto the current screen's stack, so it is popped on the same screen.
    static let pushKeyboardFlags = Array("\u{1B}[>1u".utf8)
    static let popKeyboardFlags = Array("\u{1B}[<u".utf8)
    /// Around each frame where synchronized output is known: the terminal shows the frame whole.
    static let beginFrame = Array("\u{1B}[?2026h".utf8)
    static let endFrame = Array("\u{1B}[?2026l".utf8)

    /// The terminal speaks the kitty keyboard protocol (it answered `CSI ? u`).
    private(set) var kittyKeyboard = false
    /// The terminal knows mode 2026 (it answered DECRQM with set or reset).
    private(set) var synchronizedOutput = false
    /// The terminal's background colour, from its answer to OSC 11; nil while unknown.
    private(set) var background: RGBColor?
    /// The terminal's default text colour, from an answer to OSC 10 (not asked at start); nil while
    /// unknown.
    private(set) var foreground: RGBColor?
    /// The terminal speaks the kitty graphics protocol (it answered the query `OK`).
    private(set) var kittyGraphics = false
    /// The terminal draws sixel graphics (attribute 4 in its answer to DA1).
    private(set) var sixel = false
    /// The terminal answered DA1: every question has had its answer, or none will come.
    private(set) var answered = false

    /// Takes one of the terminal's answers; true when it turned on or learnt something new (a colour
    /// counts when it differs from the one known).
    mutating func learn(_ reply: TerminalReply) -> Bool {
        switch reply {
        case .keyboardFlags:
            guard !kittyKeyboard else { return false }
            kittyKeyboard = true
            return true
        case .modeReport(let mode, let setting):
            // 1 set, 2 reset: known and switchable. 0 unknown; 3 and 4 permanent: nothing to wrap.
            guard mode == 2026, setting == 1 || setting == 2, !synchronizedOutput else { return false }
            synchronizedOutput = true
            return true
        case .deviceAttributes(let attributes):
            answered = true
            // The first number is the terminal's class; the rest are its features.
            guard attributes.dropFirst().contains(4), !sixel else { return false }
            sixel = true
            return true
        case .backgroundColor(let color):
            guard background != color else { return false }
            background = color
            return true
        case .foregroundColor(let color):
            guard foreground != color else { return false }
            foreground = color
            return true
        case .graphics(let id, let message):
            guard id == Int(KittyGraphics.queryID), message == "OK", !kittyGraphics else { return false }
            kittyGraphics = true
            return true
        }
    }

    /// What puts the terminal back as it was before the program took it, of what was turned on here:
    /// the keyboard flags popped, and a frame left open by a crash closed.
    var resetSequence: [UInt8] {
        (kittyKeyboard ? Self.popKeyboardFlags : []) + (synchronizedOutput ? Self.endFrame : [])
    }
}
