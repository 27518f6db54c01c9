/// A frame: a grid of cells, stored row-major in one flat array (no per-cell allocation).
///
/// Invariants kept by every mutating method: a cell of width 2 is never in the last column and is always
/// followed by its continuation cell (width 0, same style); a continuation cell is always preceded by
/// its wide cell. Writing over either half of a wide character turns the other half into a blank.
public struct CellBuffer: Sendable, Equatable {
    /// The size in cells.
    public private(set) var size: Size
    /// The cells, row by row.
    @usableFromInline var cells: [Cell]

    /// A buffer of `size` blank cells (negative sizes are treated as zero).
    public init(size: Size) {
        let clamped = Size(width: max(0, size.width), height: max(0, size.height))
        self.size = clamped
        self.cells = Array(repeating: .blank, count: clamped.width * clamped.height)
    }

    /// The whole buffer as a rectangle at the origin.
    public var bounds: Rect { Rect(x: 0, y: 0, width: size.width, height: size.height) }

    /// The cell at column `x`, row `y` (`buffer[x, y]`); a blank cell outside the buffer.
    public subscript(x: Int, y: Int) -> Cell {
        self[x: x, y: y]
    }

    /// The cell at column `x`, row `y` (`buffer[x: 3, y: 1]`); a blank cell outside the buffer.
    public subscript(x x: Int, y y: Int) -> Cell {
        guard x >= 0, y >= 0, x < size.width, y < size.height else { return .blank }
        return cells[y * size.width + x]
    }

    // MARK: writing

    /// Writes `text` starting at `origin`, on one row, and returns the number of columns the text
    /// advances (its full width, whether or not all of it was visible).
    ///
    /// Only cells inside `clip` (and the buffer) change. Tabs expand to the next multiple of 4 columns
    /// counted from `origin.x`. Control characters are shown as their control pictures (see
    /// `displayWidth(of:)`), never stored raw. A wide character that does not fit completely inside the
    /// clip leaves a blank in its visible column instead of half a glyph. Zero-width graphemes are
    /// skipped.
    @discardableResult
    public mutating func write(_ text: String, at origin: Point, style: Style = .plain, clip: Rect? = nil) -> Int {
        let area = (clip ?? bounds).intersection(bounds)
        let rowVisible = !area.isEmpty && origin.y >= area.y && origin.y < area.maxY
        var column = 0
        for character in text {
            let x = origin.x + column
            if let ascii = character.asciiValue, ascii >= 0x20, ascii < 0x7F {
                // Fast path: most text is printable ASCII.
                if rowVisible && x >= area.x && x < area.maxX {
                    put(Cell(character: character, width: 1, style: style), x: x, y: origin.y)
                }
                column += 1
                continue
            }
            if character == "\t" {
                let spaces = tabStop - column % tabStop
                if rowVisible {
                    for offset in 0..<spaces where x + offset >= area.x && x + offset < area.maxX {
                        put(.blank(style), x: x + offset, y: origin.y)
                    }
                }
                column += spaces
                continue
            }
            if let pictures = visibleControlPictures(of: character) {
                for (offset, picture) in pictures.enumerated() {
                    if rowVisible && x + offset >= area.x && x + offset < area.maxX {
                        put(Cell(character: picture, width: 1, style: style), x: x + offset, y: origin.y)
                    }
                }
                column += pictures.count
                continue
            }
            let width = displayWidth(of: character)
            if width == 0 { continue }
            if rowVisible {
                if width == 1 {
                    if x >= area.x && x < area.maxX {
                        put(Cell(character: character, width: 1, style: style), x: x, y: origin.y)
                    }
                } else if x >= area.x && x + 1 < area.maxX {
                    putWide(Cell(character: character, width: 2, style: style), x: x, y: origin.y)
                } else if x >= area.x && x < area.maxX {
                    put(.blank(style), x: x, y: origin.y)  // only the left half would be visible
                } else if x + 1 >= area.x && x + 1 < area.maxX {
                    put(.blank(style), x: x + 1, y: origin.y)  // only the right half would be visible
                }
            }
            column += width
        }
        return column
    }

    /// Fills `rect` (clipped to the buffer) with `cell`. A wide cell is repeated in pairs of columns; a
    /// column left over at the right edge of a row gets a blank in the cell's style.
    public mutating func fill(_ rect: Rect, with cell: Cell) {
        let cell = Self.sanitized(cell)
        let area = rect.intersection(bounds)
        guard !area.isEmpty else { return }
        for y in area.y..<area.maxY {
            if cell.width == 2 {
                var x = area.x
                while x + 1 < area.maxX {
                    putWide(cell, x: x, y: y)
                    x += 2
                }
                if x < area.maxX { put(.blank(cell.style), x: x, y: y) }
            } else {
                let narrow = Cell(character: cell.character, width: 1, style: cell.style)
                for x in area.x..<area.maxX { put(narrow, x: x, y: y) }
            }
        }
    }

    /// Lays `style` over every cell in `rect` with `Style.patched(with:)`. A wide character with one half
    /// inside the rectangle is restyled whole, since a terminal draws it in one style.
    public mutating func setStyle(_ style: Style, in rect: Rect) {
        let area = rect.intersection(bounds)
        guard !area.isEmpty else { return }
        let width = size.width
        for y in area.y..<area.maxY {
            var start = area.x
            var end = area.maxX
            if cells[y * width + start].width == 0 { start -= 1 }
            if cells[y * width + end - 1].width == 2 { end += 1 }
            for x in start..<end {
                cells[y * width + x].style = cells[y * width + x].style.patched(with: style)
            }
        }
    }

    /// Sets one cell, keeping the wide-character invariants (used by `apply(_:to:)` and by views that
    /// place single cells). A wide cell in the last column is stored as a blank instead.
    public mutating func set(_ cell: Cell, at point: Point) {
        guard point.x >= 0, point.y >= 0, point.x < size.width, point.y < size.height else { return }
        let cell = Self.sanitized(cell)
        switch cell.width {
        case 2:
            if point.x + 1 < size.width {
                putWide(cell, x: point.x, y: point.y)
            } else {
                put(.blank(cell.style), x: point.x, y: point.y)
            }
        case 0:
            // A continuation on its own is meaningless; its wide cell sets it.
            break
        default:
            put(cell, x: point.x, y: point.y)
        }
    }

    // MARK: reading

    /// The text of row `y`: wide characters once, trailing spaces trimmed; "" outside the buffer.
    public func line(_ y: Int) -> String {
        guard y >= 0, y < size.height else { return "" }
        var result = ""
        result.reserveCapacity(size.width)
        let start = y * size.width
        for cell in cells[start..<start + size.width] where cell.width != 0 {
            result.append(cell.character)
        }
        while result.last == " " { result.removeLast() }
        return result
    }

    /// Every row's text (see `line(_:)`).
    public var lines: [String] { (0..<size.height).map(line) }

    /// All rows joined by "\n".
    public var text: String { lines.joined(separator: "\n") }

    // MARK: invariant-keeping primitives

    /// A cell given from outside, with a control character replaced by its visible picture.
    @inline(__always)
    private static func sanitized(_ cell: Cell) -> Cell {
        guard cell.character.asciiValue.map({ $0 < 0x20 || $0 == 0x7F }) ?? !cell.character.isASCII,
            let picture = visibleControlPictures(of: cell.character)?.first
        else { return cell }
        return Cell(character: picture, width: 1, style: cell.style)
    }

    /// Stores a narrow cell at (x, y), blanking the other half of a wide character it lands on.
    @inline(__always)
    private mutating func put(_ cell: Cell, x: Int, y: Int) {
        let index = y * size.width + x
        breakWideCharacter(at: index, x: x)
        cells[index] = cell
    }

    /// Stores a wide cell at (x, y) and its continuation at (x + 1, y); requires x + 1 < width.
    private mutating func putWide(_ cell: Cell, x: Int, y: Int) {
        let index = y * size.width + x
        breakWideCharacter(at: index, x: x)
        // The right half may land on the leading cell of another wide character.
        if cells[index + 1].width == 2 { cells[index + 2] = .blank(cells[index + 2].style) }
        cells[index] = cell
        cells[index + 1] = .continuation(cell.style)
    }

    /// If the cell at `index` is half of a wide character, turns the other half into a blank.
    @inline(__always)
    private mutating func breakWideCharacter(at index: Int, x: Int) {
        switch cells[index].width {
        case 0 where x > 0:
            cells[index - 1] = .blank(cells[index - 1].style)
        case 2 where x + 1 < size.width:
            cells[index + 1] = .blank(cells[index + 1].style)
        default:
            break
        }
    }
}

extension CellBuffer: CustomStringConvertible {
    /// The buffer's text (see `text`).
    public var description: String { text }
}
