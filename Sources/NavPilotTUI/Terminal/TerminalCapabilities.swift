/// What a terminal type's sequences are, for what `FrameWriter` sends: read from its terminfo entry
/// by `TerminfoTerminal`, or the ANSI (ECMA-48, xterm) defaults for tests and tools.
///
/// Attributes, colours and relative cursor moves are written as ECMA-48 sequences, which every
/// terminal with ANSI cursor addressing understands (the restore sequence and hyperlinks already
/// assume them); cursor addressing itself follows the entry when it is something else.
struct TerminalCapabilities: Sendable {
    /// How the cursor is moved to a cell.
    enum CursorAddressing: Sendable {
        /// `ESC [ row ; column H`, and the relative moves of ECMA-48 (`CUF`, `CHA`, CR LF) where shorter.
        case ansi
        /// The entry's own `cup`, filled in for a zero-based row and column; absolute moves only.
        case custom(@Sendable (_ row: Int, _ column: Int) -> [UInt8])
    }

    /// How the cursor is moved (`cup`).
    var cursorAddressing = CursorAddressing.ansi
    /// Switches to the alternate screen (`smcup`); empty where there is none.
    var enterScreen = Array("\u{1B}[?1049h".utf8)
    /// Leaves it (`rmcup`).
    var exitScreen = Array("\u{1B}[?1049l".utf8)
    /// Clears the screen and homes the cursor (`clear`).
    var clearScreen = Array("\u{1B}[H\u{1B}[2J".utf8)
    /// Hides the cursor (`civis`); empty where it cannot be hidden.
    var hideCursor = Array("\u{1B}[?25l".utf8)
    /// Shows it again (`cnorm`).
    var showCursor = Array("\u{1B}[?25h".utf8)
    /// Colours the terminal has (8, 16, 256, …); 0 when it has none or `NO_COLOR` says so.
    var colorCount = 256
    /// Erases from the cursor to the end of its row (`el`, `ESC [ K`).
    var erasesLine = true
    /// Erases a number of cells from the cursor on, leaving the cursor where it is (`ech`,
    /// `ESC [ n X`).
    var erasesCharacters = true
    /// Erased cells take the background colour set (`bce`); without it they take the default one.
    var erasesInBackgroundColor = true
    /// Writing the bottom-right cell scrolls the screen (`am` without `xenl`): that cell is written
    /// with automatic margins turned off around it.
    var scrollsAtLastCell = false

    /// An xterm-compatible terminal with 256 colours.
    static let ansi = TerminalCapabilities()
}
