#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

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
    /// Images shown through the terminal's graphics over blank cells (see `ImagePlacement`).
    var imagePlacements: [ImagePlacement] = []

    /// A buffer of `size` blank cells (negative sizes are treated as zero).
    public init(size: Size) {
        let clamped = Size(width: max(0, size.width), height: max(0, size.height))
        self.size = clamped
        self.cells = Array(repeating: .blank, count: clamped.width * clamped.height)
    }

    /// Makes this a blank buffer of `size`, reusing the storage when the size is unchanged.
    mutating func reset(to size: Size) {
        let clamped = Size(width: max(0, size.width), height: max(0, size.height))
        guard clamped == self.size else {
            self = CellBuffer(size: clamped)
            return
        }
        cells.withUnsafeMutableBufferPointer { $0.update(repeating: .blank) }
        if !imagePlacements.isEmpty { imagePlacements.removeAll(keepingCapacity: true) }
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
    /// skipped. A grapheme of several scalars takes the cells of its drawn pieces (see
    /// `forEachDrawnPiece`), so what the terminal draws always has the width measured here.
    @discardableResult
    public mutating func write(_ text: String, at origin: Point, style: Style = .plain, clip: Rect? = nil) -> Int {
        write(slice: text[...], at: origin, style: style, clip: clip)
    }

    /// `write(_:at:style:clip:)` of a substring (no copy). Text is walked over its UTF-8 bytes: printable
    /// ASCII and other scalars that cannot join their neighbours skip Swift's grapheme breaking.
    @discardableResult
    mutating func write(slice text: Substring, at origin: Point, style: Style, clip: Rect?) -> Int {
        let area = (clip ?? bounds).intersection(bounds)
        let rowVisible = !area.isEmpty && origin.y >= area.y && origin.y < area.maxY
        let y = origin.y
        let minX = area.x
        let maxX = area.maxX
        let run = text.utf8.withContiguousStorageIfAvailable { bytes in
            writePrintableASCII(bytes, at: origin, style: style, columns: rowVisible ? minX..<maxX : 0..<0)
        }
        if let written = run ?? nil { return written }
        return withGraphemes(of: text) { walker in
            var column = 0
            while let unit = walker.next() {
                let x = origin.x + column
                switch unit {
                case .ascii(let byte) where byte >= 0x20 && byte < 0x7F:
                    if rowVisible && x >= minX && x < maxX {
                        put(Cell(grapheme: UInt32(byte), width: 1, style: style), x: x, y: y)
                    }
                    column += 1
                case .ascii(0x09):
                    let spaces = tabStop - column % tabStop
                    if rowVisible {
                        for offset in 0..<spaces where x + offset >= minX && x + offset < maxX {
                            put(.blank(style), x: x + offset, y: y)
                        }
                    }
                    column += spaces
                case .ascii(let byte):
                    if rowVisible && x >= minX && x < maxX {
                        put(Cell(grapheme: controlPicture(of: UInt32(byte)), width: 1, style: style), x: x, y: y)
                    }
                    column += 1
                case .scalar(let value, let width):
                    if isControl(value) {
                        if rowVisible && x >= minX && x < maxX {
                            put(Cell(grapheme: controlPicture(of: value), width: 1, style: style), x: x, y: y)
                        }
                        column += 1
                    } else if width != 0 {
                        if rowVisible {
                            place(Cell(grapheme: value, width: UInt8(width), style: style), x: x, y: y, in: area)
                        }
                        column += width
                    }
                case .cluster(let character):
                    if let pictures = visibleControlPictures(of: character) {
                        for (offset, picture) in pictures.enumerated()
                        where rowVisible && x + offset >= minX && x + offset < maxX {
                            put(Cell(character: picture, width: 1, style: style), x: x + offset, y: y)
                        }
                        column += pictures.count
                        continue
                    }
                    // One cell (or pair) per drawn piece: a ZWJ sequence takes its people's cells.
                    forEachDrawnPiece(of: character) { scalars, width in
                        if rowVisible {
                            let cell = Cell(grapheme: Cell.code(ofScalars: scalars), width: UInt8(width), style: style)
                            place(cell, x: origin.x + column, y: y, in: area)
                        }
                        column += width
                    }
                }
            }
            return column
        }
    }

    /// Writes `bytes` as one run of cells when every one is printable ASCII (the text of most
    /// frames): each byte is then a grapheme one column wide, and only the run's two ends can cut a
    /// wide character in half. Nil for any other text, which goes grapheme by grapheme.
    private mutating func writePrintableASCII(
        _ bytes: UnsafeBufferPointer<UInt8>, at origin: Point, style: Style, columns: Range<Int>
    ) -> Int? {
        for byte in bytes where byte < 0x20 || byte >= 0x7F { return nil }
        let start = max(origin.x, columns.lowerBound)
        let end = min(origin.x + bytes.count, columns.upperBound)
        guard start < end else { return bytes.count }
        let row = origin.y * size.width
        breakWideCharacter(at: row + start, x: start)
        breakWideCharacter(at: row + end - 1, x: end - 1)
        for x in start..<end {
            cells[row + x] = Cell(grapheme: UInt32(bytes[x - origin.x]), width: 1, style: style)
        }
        return bytes.count
    }

    /// Stores a written grapheme of width 1 or 2 at (x, y) inside `area` (a visible row): a wide one
    /// that does not fit completely leaves a blank in its visible column.
    @inline(__always)
    private mutating func place(_ cell: Cell, x: Int, y: Int, in area: Rect) {
        if cell.width == 1 {
            if x >= area.x && x < area.maxX {
                put(cell, x: x, y: y)
            }
        } else if x >= area.x && x + 1 < area.maxX {
            putWide(cell, x: x, y: y)
        } else if x >= area.x && x < area.maxX {
            put(.blank(cell.style), x: x, y: y)  // only the left half would be visible
        } else if x + 1 >= area.x && x + 1 < area.maxX {
            put(.blank(cell.style), x: x + 1, y: y)  // only the right half would be visible
        }
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
                let narrow = Cell(grapheme: cell.grapheme, width: 1, style: cell.style)
                let start = y * size.width
                // Only the two ends can cut a wide character; the cells in between are overwritten whole.
                breakWideCharacter(at: start + area.x, x: area.x)
                breakWideCharacter(at: start + area.maxX - 1, x: area.maxX - 1)
                cells.withUnsafeMutableBufferPointer { cells in
                    for index in start + area.x..<start + area.maxX { cells[index] = narrow }
                }
            }
        }
    }

    /// The cells of `rect` (clipped to the buffer) as a buffer of their own.
    public func copy(of rect: Rect) -> CellBuffer {
        let area = rect.intersection(bounds)
        var copy = CellBuffer(size: area.size)
        guard !area.isEmpty else { return copy }
        for y in 0..<area.height {
            let from = (area.y + y) * size.width + area.x
            copy.cells.replaceSubrange(y * area.width..<(y + 1) * area.width, with: cells[from..<from + area.width])
        }
        if !imagePlacements.isEmpty {
            copy.imagePlacements = imagePlacements.compactMap { $0.moved(dx: -area.x, dy: -area.y, clip: copy.bounds) }
        }
        return copy
    }

    /// Lays every cell of `other` over this buffer with its top-left corner at `origin` (what falls
    /// outside is dropped). Half of a wide character cut off at either end of a row becomes a blank,
    /// and a wide character under either end is broken, as any write does.
    public mutating func paste(_ other: CellBuffer, at origin: Point) {
        let area = Rect(origin: origin, size: other.size).intersection(bounds)
        guard !area.isEmpty else { return }
        if !imagePlacements.isEmpty || !other.imagePlacements.isEmpty {
            pastePlacements(of: other, at: origin, in: area)
        }
        for y in area.y..<area.maxY {
            let start = y * size.width
            breakWideCharacter(at: start + area.x, x: area.x)
            breakWideCharacter(at: start + area.maxX - 1, x: area.maxX - 1)
            let from = (y - origin.y) * other.size.width + (area.x - origin.x)
            cells.replaceSubrange(start + area.x..<start + area.maxX, with: other.cells[from..<from + area.width])
            // `other` keeps the invariants, so only a row cut by this buffer's edges can end in half
            // a character.
            let (first, last) = (start + area.x, start + area.maxX - 1)
            if cells[first].width == 0 { cells[first] = .blank(cells[first].style) }
            if cells[last].width == 2 { cells[last] = .blank(cells[last].style) }
        }
    }

    /// The images of `other` laid over this buffer at `origin`, in `area`, replacing those under it.
    @inline(never)
    private mutating func pastePlacements(of other: CellBuffer, at origin: Point, in area: Rect) {
        removePlacements(overlapping: area)
        imagePlacements += other.imagePlacements.compactMap { $0.moved(dx: origin.x, dy: origin.y, clip: area) }
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
        if cell.isSingleScalar {
            guard isControl(cell.grapheme) else { return cell }
            return Cell(grapheme: controlPicture(of: cell.grapheme), width: 1, style: cell.style)
        }
        let character = cell.character
        if let picture = visibleControlPictures(of: character)?.first {
            return Cell(character: picture, width: 1, style: cell.style)
        }
        // A grapheme that is drawn as several pieces (a ZWJ sequence) keeps its first one, whose width
        // the terminal agrees with.
        var first: Cell?
        forEachDrawnPiece(of: character) { scalars, width in
            if first == nil {
                first = Cell(grapheme: Cell.code(ofScalars: scalars), width: UInt8(width), style: cell.style)
            }
        }
        return first ?? .blank(cell.style)
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

extension CellBuffer {
    /// Compares the cells' bytes (see `hash(into:)`): one `memcmp`, not a comparison per cell, for
    /// the checks that compare whole frames.
    public static func == (lhs: CellBuffer, rhs: CellBuffer) -> Bool {
        guard lhs.size == rhs.size, lhs.imagePlacements == rhs.imagePlacements else { return false }
        return lhs.cells.withUnsafeBytes { left in
            rhs.cells.withUnsafeBytes { right in
                left.count == right.count
                    && (left.count == 0 || memcmp(left.baseAddress!, right.baseAddress!, left.count) == 0)
            }
        }
    }
}

extension CellBuffer {
    /// A 64-bit fingerprint of the size and the cells, for telling many frames apart cheaply (the
    /// explorer counts the distinct screens it reached): a multiply-and-rotate over the cells' bytes
    /// eight at a time, several times faster than `Hasher` and, unlike it, not seeded per process.
    /// Not for hash tables an adversary fills.
    package var fingerprint: UInt64 {
        var hash =
            (UInt64(truncatingIfNeeded: size.width) &* 0x9E37_79B9_7F4A_7C15) ^ UInt64(truncatingIfNeeded: size.height)
        func mix(_ word: UInt64) {
            hash = (((hash << 5) | (hash >> 59)) ^ word) &* 0x517C_C1B7_2722_0A95
        }
        cells.withUnsafeBytes { bytes in
            var offset = 0
            while offset + 8 <= bytes.count {
                mix(bytes.loadUnaligned(fromByteOffset: offset, as: UInt64.self))
                offset += 8
            }
            var tail: UInt64 = 0
            for index in offset..<bytes.count { tail = tail << 8 | UInt64(bytes[index]) }
            mix(tail)
        }
        return hash
    }
}

extension CellBuffer: Hashable {
    /// Hashes the cells' bytes: cells are plain data without padding, and equal graphemes share one
    /// interned index, so equal buffers hash alike, without building any text.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(size.width)
        hasher.combine(size.height)
        cells.withUnsafeBytes { hasher.combine(bytes: $0) }
    }
}
