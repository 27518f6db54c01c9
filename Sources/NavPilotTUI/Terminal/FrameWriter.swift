/// Turns a frame's changed cells into the bytes that show them on a terminal.
///
/// It keeps what the terminal shows (`screen`, one cell buffer), where the terminal's cursor is and
/// which style and hyperlink are set there, so it sends only what differs: a cell the terminal
/// already shows is skipped, the cursor is moved only where the next cell is not, and by the
/// shortest sequence (a short run of cells that already look right is written over instead); a
/// run of blank cells is erased rather than written (to the end of its row, or a number of cells);
/// a style only where it changes, and by its changes; a hyperlink (OSC 8) around the cells in it.
///
/// Where the terminal's cursor goes after a cell is only trusted where every terminal agrees: after
/// the last column (the pending wrap differs) and after a grapheme of several scalars (emoji
/// sequences, whose width terminals disagree on), the next cell is addressed from scratch.
struct FrameWriter {
    /// What the terminal shows, as far as this writer knows.
    private(set) var screen: CellBuffer
    /// The sequences of the terminal written to.
    let capabilities: TerminalCapabilities
    /// The table that gives the links' URLs by their codes.
    private let links: HyperlinkTable
    /// The bytes made since the last `takeBytes()`.
    private var out: [UInt8] = []
    /// Where the terminal's cursor is; nil when unknown.
    private var cursor: Point?
    /// The style set on the terminal; nil when unknown.
    private var style: Style?
    /// The hyperlink open on the terminal (0 for none); nil when unknown.
    private var link: UInt8?

    /// The longest run of unchanged cells written over instead of moving across them: a cursor move
    /// takes three or four bytes.
    private static let longestRewrite = 3
    /// The most scalars sent for one cell (a character and what rides on it).
    static let scalarsPerCell = 8
    /// A cell no frame holds: the screen's cells after a resize, when what the terminal shows is not
    /// known, so every cell of the next frame is written.
    private static let unknown = Cell(grapheme: .max, width: 1, style: .plain)

    /// A writer for a terminal of `size` whose screen is blank; the cells' links are in `links`.
    init(size: Size, capabilities: TerminalCapabilities, links: HyperlinkTable = .shared) {
        self.capabilities = capabilities
        self.links = links
        screen = CellBuffer(size: size)
    }

    /// Takes the bytes made so far.
    mutating func takeBytes() -> [UInt8] {
        defer { out = [] }
        return out
    }

    /// Appends bytes made elsewhere (images, a mode), which may move the cursor and change the style.
    mutating func appendForeign(_ bytes: [UInt8]) {
        guard !bytes.isEmpty else { return }
        out += bytes
        cursor = nil
        style = nil
        link = nil
    }

    /// Appends bytes that leave the cursor, style and link as they were (a mode, a query).
    mutating func appendNeutral(_ bytes: [UInt8]) {
        out += bytes
    }

    // MARK: cells

    /// Writes the cells of `changes` (as `diff(from:to:)` makes them: in rows, left to right) that
    /// the terminal does not show.
    mutating func draw(_ changes: [CellChange]) {
        let bounds = screen.bounds
        var next = 0
        while next < changes.count {
            let change = changes[next]
            next += 1
            guard change.cell.width != 0, bounds.contains(change.position) else { continue }
            let index = change.position.y * screen.size.width + change.position.x
            if screen.cells[index] == change.cell { continue }
            if isErasable(change.cell), let erased = erase(from: next - 1, of: changes) {
                next = erased
                continue
            }
            write(change.cell, at: change.position, index: index)
        }
        closeLink()
    }

    // MARK: erasing

    /// The fewest blank cells that are erased rather than written: `ESC [ n X` and the move past
    /// the run take up to ten bytes.
    private static let shortestErasedRun = 10
    /// The fewest cells to write at the end of a row that are erased rather than written.
    private static let shortestErasedEnd = 3

    /// Whether erasing shows `cell`: a space without underline, reverse or link, on the default
    /// background or one erasing takes.
    private func isErasable(_ cell: Cell) -> Bool {
        cell.grapheme == 0x20 && cell.width == 1 && !cell.style.underline && !cell.style.reverse
            && cell.style.linkCode == 0
            && (cell.style.background == nil || capabilities.erasesInBackgroundColor || capabilities.colorCount == 0)
    }

    /// Erases the run of cells like `changes[first]` that starts there, where that is shorter than
    /// writing them: to the end of the row, or a number of cells. Returns the index of the first
    /// change after the run, nil when the cells are better written.
    private mutating func erase(from first: Int, of changes: [CellChange]) -> Int? {
        guard capabilities.erasesLine || capabilities.erasesCharacters else { return nil }
        let start = changes[first].position
        let blank = changes[first].cell
        let rowStart = start.y * screen.size.width
        // The run as the row will be: each cell the change there, else what the terminal shows.
        var next = first
        var end = start.x
        var cellsToWrite = 0
        while end < screen.size.width {
            let target: Cell
            if next < changes.count, changes[next].position == Point(x: end, y: start.y) {
                target = changes[next].cell
                if target == blank { next += 1 }
            } else {
                target = screen.cells[rowStart + end]
            }
            guard target == blank else { break }
            if screen.cells[rowStart + end] != blank { cellsToWrite += 1 }
            end += 1
        }
        let toEnd = end == screen.size.width
        if toEnd && capabilities.erasesLine && cellsToWrite >= Self.shortestErasedEnd {
            prepareErasing(at: start, in: blank.style)
            out += [0x1B, UInt8(ascii: "["), UInt8(ascii: "K")]
        } else if capabilities.erasesCharacters && cellsToWrite >= Self.shortestErasedRun {
            prepareErasing(at: start, in: blank.style)
            out += [0x1B, UInt8(ascii: "[")]
            out.appendDecimal(end - start.x)
            out.append(UInt8(ascii: "X"))
        } else {
            return nil
        }
        for x in start.x..<end { screen.cells[rowStart + x] = blank }
        return next
    }

    /// Moves to `point` with the background of `style` set (what erased cells take) and no link open.
    private mutating func prepareErasing(at point: Point, in style: Style) {
        moveCursor(to: point)
        closeLink()
        if let current = self.style, current.backgroundCode == style.backgroundCode, !current.reverse { return }
        setStyle(style)
    }

    /// Writes row `y` again whole, as the terminal should show it (over a picture drawn there).
    mutating func repaintRow(_ y: Int) {
        guard y >= 0, y < screen.size.height else { return }
        let start = y * screen.size.width
        for x in 0..<screen.size.width
        where screen.cells[start + x].width != 0 && screen.cells[start + x] != Self.unknown {
            write(screen.cells[start + x], at: Point(x: x, y: y), index: start + x)
        }
        closeLink()
    }

    /// Clears the terminal and writes every cell of the screen again (the terminal was given to
    /// someone else meanwhile, or its screen is garbled).
    mutating func repaintAll() {
        let shown = screen
        clear()
        for index in shown.cells.indices {
            let cell = shown.cells[index]
            guard cell.width != 0, cell != .blank, cell != Self.unknown else { continue }
            write(cell, at: Point(x: index % shown.size.width, y: index / shown.size.width), index: index)
        }
        closeLink()
    }

    /// Clears the terminal: every cell blank, the style and link reset.
    mutating func clear() {
        resetStyle()
        out += capabilities.clearScreen
        cursor = Point(x: 0, y: 0)
        screen.reset(to: screen.size)
    }

    /// The terminal's size changed: what it shows is not known until every cell is written again.
    mutating func resize(to size: Size) {
        screen.reset(to: size)
        for index in screen.cells.indices { screen.cells[index] = Self.unknown }
        cursor = nil
    }

    /// Sets the plain style and closes an open link (before the terminal is given back, or cleared).
    mutating func resetStyle() {
        closeLink()
        out += [0x1B, UInt8(ascii: "["), UInt8(ascii: "0"), UInt8(ascii: "m")]
        style = .plain
    }

    /// Ends an open link, so what is written after the cells (pictures, what another program
    /// writes) is in none.
    private mutating func closeLink() {
        guard link != 0 else { return }
        out += Array(HyperlinkSequence.open(code: 0, in: links).utf8)
        link = 0
    }

    /// Forgets where the cursor is and what is set (the terminal was given to someone else).
    mutating func forgetCursorAndStyle() {
        cursor = nil
        style = nil
        link = nil
    }

    private mutating func write(_ cell: Cell, at point: Point, index: Int) {
        moveCursor(to: point)
        setStyle(cell.style)
        let lastCell =
            capabilities.scrollsAtLastCell && point.y == screen.size.height - 1
            && point.x + Int(cell.width) >= screen.size.width
        if lastCell { out += Array("\u{1B}[?7l".utf8) }
        if cell.isSingleScalar {
            appendScalar(cell.grapheme)
        } else {
            for value in cell.drawnScalars(limit: Self.scalarsPerCell) { appendScalar(value) }
        }
        if lastCell { out += Array("\u{1B}[?7h".utf8) }
        screen.cells[index] = cell
        if cell.width == 2, point.x + 1 < screen.size.width {
            screen.cells[index + 1] = .continuation(cell.style)
        }
        let next = point.x + Int(cell.width)
        cursor = next < screen.size.width && cell.isSingleScalar ? Point(x: next, y: point.y) : nil
    }

    // MARK: cursor

    /// Moves the terminal's cursor to `point` by the shortest sequence.
    mutating func moveCursor(to point: Point) {
        if cursor == point { return }
        defer { cursor = point }
        guard case .ansi = capabilities.cursorAddressing else {
            if case .custom(let address) = capabilities.cursorAddressing { out += address(point.y, point.x) }
            return
        }
        if let cursor, cursor.y == point.y {
            if point.x > cursor.x {
                if rewrite(from: cursor.x, to: point.x, row: point.y) { return }
                out += [0x1B, UInt8(ascii: "[")]
                if point.x - cursor.x > 1 { out.appendDecimal(point.x - cursor.x) }
                out.append(UInt8(ascii: "C"))
            } else if point.x == 0 {
                out.append(0x0D)
            } else {
                out += [0x1B, UInt8(ascii: "[")]
                out.appendDecimal(point.x + 1)
                out.append(UInt8(ascii: "G"))
            }
            return
        }
        if let cursor, point.x == 0, point.y == cursor.y + 1 {
            out += [0x0D, 0x0A]
            return
        }
        out += [0x1B, UInt8(ascii: "[")]
        out.appendDecimal(point.y + 1)
        if point.x > 0 {
            out.append(UInt8(ascii: ";"))
            out.appendDecimal(point.x + 1)
        }
        out.append(UInt8(ascii: "H"))
    }

    /// Writes the cells from `start` to `end` on row `y` again when they are a few plain ASCII cells
    /// in the style set now: shorter than moving across them.
    private mutating func rewrite(from start: Int, to end: Int, row y: Int) -> Bool {
        guard end - start <= Self.longestRewrite, let style, let link else { return false }
        let first = y * screen.size.width
        for x in start..<end {
            let cell = screen.cells[first + x]
            guard cell.grapheme >= 0x20, cell.grapheme < 0x7F, cell.width == 1, cell.style == style,
                cell.style.linkCode == link
            else { return false }
        }
        for x in start..<end { out.append(UInt8(truncatingIfNeeded: screen.cells[first + x].grapheme)) }
        return true
    }

    // MARK: style

    private mutating func setStyle(_ next: Style) {
        if link != next.linkCode {
            out += Array(HyperlinkSequence.open(code: next.linkCode, in: links).utf8)
            link = next.linkCode
        }
        next.appendSelectGraphicRendition(from: style, colorCount: capabilities.colorCount, to: &out)
        style = next
    }

    private mutating func appendScalar(_ value: UInt32) {
        if value < 0x80 {
            out.append(UInt8(truncatingIfNeeded: value))
        } else {
            UTF8.encode(Unicode.Scalar(value) ?? "\u{FFFD}") { out.append($0) }
        }
    }
}
