import CCharacterWidth
import Synchronization

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

// Display widths of graphemes on a terminal grid.
//
// Rules (the same ones `CellBuffer.write` uses, so measuring and drawing always agree):
// - printable ASCII is 1 column;
// - control characters (C0, DEL, C1) are never drawn raw: each one is shown as a single visible
//   character, its Unicode control picture (U+2400...U+241F for C0, U+2421 "␡" for DEL) or U+FFFD for C1,
//   so each takes 1 column (a CR LF grapheme takes 2);
// - a scalar takes what glibc's `wcwidth` says (East Asian Wide and Fullwidth, most emoji: 2; combining
//   marks, ZWJ, variation selectors: 0), at most 2; a scalar `wcwidth` does not know (-1) takes 2 when
//   its default presentation is emoji (emoji newer than glibc's tables), else 1. Graphemes of width 0
//   (a lone combining mark, U+200B) are not drawn;
// - a grapheme of several scalars is drawn as pieces (see `forEachDrawnPiece`): each scalar with a
//   width starts a piece of its own cells, the zero-width scalars after it ride in its cell. ZWJ,
//   VS15/VS16 and emoji modifiers after the first scalar are left out of the drawing. Its width is the
//   sum of its pieces: 👨‍👩‍👧 is 6 (three people), ☁️ (U+2601 U+FE0F) is 1, 🇫🇷 is 2 (two regional
//   indicators of 1), 👍🏽 is 2, "e" + U+0301 is 1.
//
// Why: terminals place characters by `wcwidth` (`FrameWriter` trusts it for a cell of one scalar),
// and they disagree about everything beyond `wcwidth`. tmux
// 3.3a gives ☁️ one column but joins a ZWJ sequence into two; kitty and WezTerm give ☁️ two columns
// and join skin-tone modifiers; xterm joins nothing. Drawn without joiners, variation selectors and
// modifiers, every piece has the width all of them agree on, so the text after an emoji
// stays in its columns on any of them. The cost: a ZWJ sequence shows as its people side by side, an
// emoji with VS16 in its text presentation, a skin tone as the default one.

/// `wcwidth` follows LC_CTYPE. A process that never called `setlocale` runs in the "C" locale, where
/// every non-ASCII character is -1; switch LC_CTYPE to C.UTF-8 then (once), so widths are the same in
/// tests, headless runs and the real terminal.
private let utf8WidthLocaleReady: Bool = {
    if __ctype_get_mb_cur_max() == 1 {
        _ = setlocale(LC_CTYPE, "C.UTF-8")
    }
    return true
}()

/// The number of terminal columns `character` occupies (see the rules at the top of this file): 0, 1 or
/// 2 for a single scalar, the sum of its drawn pieces for a grapheme of several (👨‍👩‍👧 is 6).
public func displayWidth(of character: Character) -> Int {
    let utf8 = character.utf8
    if utf8.count == 1 {
        let byte = utf8.first!
        return byte >= 0x20 && byte < 0x7F ? 1 : (isControl(Unicode.Scalar(byte)) ? 1 : nonASCIIWidth(of: character))
    }
    if utf8.count <= 4, let scalar = character.unicodeScalars.first, scalar.utf8.count == utf8.count {
        // One scalar: widths of single scalars are cached.
        return isControl(scalar) ? 1 : scalarWidth(scalar.value)
    }
    return nonASCIIWidth(of: character)
}

/// The number of columns `string` occupies when written at column 0 (tabs expand to the next multiple
/// of 4, exactly as in `CellBuffer.write`).
public func displayWidth(of string: String) -> Int {
    displayWidth(ofSlice: string[...])
}

/// `displayWidth(of:)` of a substring, without copying it.
func displayWidth(ofSlice text: Substring) -> Int {
    // Printable ASCII, the most common text, is a column a byte.
    let printableASCII = text.utf8.withContiguousStorageIfAvailable { bytes in
        bytes.allSatisfy { $0 >= 0x20 && $0 < 0x7F } ? bytes.count : nil
    }
    if let width = printableASCII ?? nil { return width }
    return withGraphemes(of: text) { walker in
        var column = 0
        while let unit = walker.next() {
            column += unit.advance(atColumn: column)
        }
        return column
    }
}

/// `string` cut to at most `width` columns. When it has to be cut and `ellipsis` is true, the last column
/// holds "…". A wide character that does not fit is left out whole, never split.
public func truncate(_ string: String, toWidth width: Int, ellipsis: Bool = true) -> String {
    guard width > 0 else { return "" }
    let budget = ellipsis ? width - 1 : width
    // One pass: the column and byte offset where the budget ends, and whether the whole string fits.
    let (cut, fits) = withGraphemes(of: string[...]) { walker -> (Int, Bool) in
        var column = 0
        var cut = -1
        while true {
            let start = walker.offset
            guard let unit = walker.next() else { return (cut < 0 ? start : cut, true) }
            column += unit.advance(atColumn: column)
            if cut < 0 && column > budget { cut = start }
            if column > width { return (cut, false) }
        }
    }
    if fits { return string }
    var result = String(string[..<string.utf8.index(string.utf8.startIndex, offsetBy: cut)])
    if ellipsis { result.append("…") }
    return result
}

/// Columns a character advances the cursor when written at `column` (relative to the write origin).
@inline(__always)
func advance(of character: Character, atColumn column: Int) -> Int {
    if character == "\t" { return tabStop - column % tabStop }
    return displayWidth(of: character)
}

/// Tab stops are every 4 columns, relative to where a write started.
let tabStop = 4

/// The visible stand-ins for a grapheme made of control characters, or nil when it has none.
///
/// Swift never joins a control character with anything except CR LF, so a grapheme is either all
/// controls or none.
func visibleControlPictures(of character: Character) -> [Character]? {
    guard let first = character.unicodeScalars.first, isControl(first) else { return nil }
    return character.unicodeScalars.map { scalar in
        switch scalar.value {
        case 0x00...0x1F: Character(Unicode.Scalar(0x2400 + scalar.value)!)
        case 0x7F: "\u{2421}"
        case 0x80...0x9F: "\u{FFFD}"
        default: Character(scalar)
        }
    }
}

@inline(__always)
func isControl(_ scalar: Unicode.Scalar) -> Bool {
    isControl(scalar.value)
}

@inline(__always)
func isControl(_ v: UInt32) -> Bool {
    v < 0x20 || (v >= 0x7F && v <= 0x9F)
}

/// The scalar value of the visible picture of the control scalar `value` (as `visibleControlPictures`).
@inline(__always)
func controlPicture(of value: UInt32) -> UInt32 {
    switch value {
    case 0x00...0x1F: 0x2400 + value
    case 0x7F: 0x2421
    default: 0xFFFD
    }
}

func nonASCIIWidth(of character: Character) -> Int {
    let scalars = character.unicodeScalars
    guard let first = scalars.first else { return 0 }
    if isControl(first) { return scalars.count }
    var width = 0
    forEachDrawnPiece(of: character) { _, pieceWidth in width += pieceWidth }
    return width
}

/// Calls `body` with each piece `character` is drawn as, in order: the scalar values of one cell (a
/// scalar with a width, then the zero-width scalars after it) and the cell's width (1 or 2). Not for
/// control characters (see `visibleControlPictures(of:)`).
///
/// Left out: ZWJ and variation selectors VS15/VS16 anywhere, emoji modifiers after the first scalar,
/// and zero-width scalars before the first scalar with a width (see the rules at the top of the file).
func forEachDrawnPiece(of character: Character, _ body: (_ scalars: [UInt32], _ width: Int) -> Void) {
    var piece: [UInt32] = []
    var pieceWidth = 0
    var isFirst = true
    for scalar in character.unicodeScalars {
        let value = scalar.value
        let leftOut = isLeftOutWhenDrawn(value, isFirst: isFirst)
        isFirst = false
        if leftOut { continue }
        let width = isControl(value) ? 1 : scalarWidth(value)
        if width == 0 {
            if !piece.isEmpty { piece.append(value) }
            continue
        }
        if !piece.isEmpty { body(piece, pieceWidth) }
        piece.removeAll(keepingCapacity: true)
        piece.append(value)
        pieceWidth = width
    }
    if !piece.isEmpty { body(piece, pieceWidth) }
}

/// Whether the scalar `value` is left out when its grapheme is drawn: it would make terminals join
/// pieces, or widen one, differently from `wcwidth`.
@inline(__always)
func isLeftOutWhenDrawn(_ value: UInt32, isFirst: Bool) -> Bool {
    switch value {
    case 0x200D, 0xFE0E, 0xFE0F: true  // ZWJ, VS15, VS16
    case 0x1F3FB...0x1F3FF: !isFirst  // emoji modifiers (skin tones)
    default: false
    }
}

@inline(__always)
private func isRegionalIndicator(_ scalar: Unicode.Scalar) -> Bool {
    (0x1F1E6...0x1F1FF).contains(scalar.value)
}

// MARK: - Cached widths of single scalars

/// Width and grapheme-break facts of the scalars below `ScalarInfo.tableSize`, computed on first use and
/// kept for the life of the process (one atomic byte per scalar, 128 KiB, filled lazily).
///
/// Each entry is 0 (not computed yet) or `known | simple? | width`. A *simple* scalar has the grapheme
/// break property Other and is not an emoji modifier or regional indicator: between two simple scalars
/// (or a simple scalar and ASCII) there is always a grapheme boundary, so such text can be walked
/// scalar by scalar without Swift's grapheme breaking. The test is conservative: letters of scripts that
/// join (Lo, marks, Hangul jamo, prepended concatenation marks) are not simple and take the slow path.
struct ScalarInfo {
    static let tableSize = 0x2_0000
    static let known: UInt8 = 0x80
    static let simple: UInt8 = 0x40
    static let widthMask: UInt8 = 0x03

    /// The entry for `value` (computed now if it is not in the table yet).
    @inline(__always)
    static func entry(_ value: UInt32) -> UInt8 {
        if value < UInt32(tableSize) {
            let cached = table.entries[Int(value)].load(ordering: .relaxed)
            if cached != 0 { return cached }
            let computed = compute(value)
            table.entries[Int(value)].store(computed, ordering: .relaxed)
            return computed
        }
        return compute(value)
    }

    private static let table = ScalarTable()

    /// The entry of a scalar (no control characters, which are handled before).
    static func compute(_ value: UInt32) -> UInt8 {
        guard let scalar = Unicode.Scalar(value) else { return known | 1 }
        let width = UInt8(singleScalarWidth(scalar))
        return known | (isSimple(scalar) ? simple : 0) | width
    }

    /// `nonASCIIWidth` of a grapheme that is this one scalar.
    private static func singleScalarWidth(_ scalar: Unicode.Scalar) -> Int {
        if isControl(scalar) { return 1 }
        _ = utf8WidthLocaleReady
        let width = Int(navpilot_character_width(scalar.value))
        if width >= 0 { return min(width, 2) }
        // Unknown to this C library: newer emoji are wide, the rest narrow.
        return scalar.properties.isEmojiPresentation ? 2 : 1
    }

    private static func isSimple(_ scalar: Unicode.Scalar) -> Bool {
        let properties = scalar.properties
        if properties.isGraphemeExtend || properties.isEmojiModifier || isRegionalIndicator(scalar) {
            return false
        }
        if (0xAC00...0xD7A3).contains(scalar.value) || (0x1100...0x11FF).contains(scalar.value) {
            return false  // Hangul syllables and jamo join with each other
        }
        switch properties.generalCategory {
        case .uppercaseLetter, .lowercaseLetter, .titlecaseLetter, .modifierLetter, .decimalNumber, .letterNumber,
            .otherNumber, .connectorPunctuation, .dashPunctuation, .openPunctuation, .closePunctuation,
            .initialPunctuation, .finalPunctuation, .otherPunctuation, .mathSymbol, .currencySymbol,
            .modifierSymbol, .otherSymbol, .spaceSeparator:
            return true
        case .otherLetter:
            // Kana and CJK ideographs: never prepended, never spacing marks.
            let v = scalar.value
            return (0x3041...0x3096).contains(v) || (0x30A1...0x30FA).contains(v) || (0x3400...0x4DBF).contains(v)
                || (0x4E00...0x9FFF).contains(v) || (0x2_0000...0x2_FFFF).contains(v)
        default:
            return false
        }
    }
}

/// The storage of `ScalarInfo`: allocated once, never freed; entries are atomics, so concurrent first
/// uses from several threads at most compute the same value twice.
private final class ScalarTable: @unchecked Sendable {
    let entries: UnsafeMutablePointer<Atomic<UInt8>>

    init() {
        entries = .allocate(capacity: ScalarInfo.tableSize)
        for index in 0..<ScalarInfo.tableSize {
            (entries + index).initialize(to: Atomic(0))
        }
    }
}

/// The display width of a scalar that is a whole grapheme (not a control character).
@inline(__always)
func scalarWidth(_ value: UInt32) -> Int {
    Int(ScalarInfo.entry(value) & ScalarInfo.widthMask)
}

// MARK: - Walking graphemes over UTF-8

/// One grapheme as `GraphemeWalker` yields it.
enum GraphemeUnit {
    /// A grapheme that is one ASCII byte (printable or control; CR LF is a `.cluster`).
    case ascii(UInt8)
    /// A grapheme that is one non-ASCII scalar, with its width (control scalars have width 1 here).
    case scalar(UInt32, width: Int)
    /// A grapheme of several scalars.
    case cluster(Character)

    /// Columns the grapheme advances the cursor when written at `column` (as `advance(of:atColumn:)`).
    @inline(__always)
    func advance(atColumn column: Int) -> Int {
        switch self {
        case .ascii(let byte):
            return byte == 0x09 ? tabStop - column % tabStop : 1
        case .scalar(_, let width):
            return width
        case .cluster(let character):
            return displayWidth(of: character)
        }
    }
}

/// Walks the graphemes of a string over its UTF-8 bytes: ASCII and "simple" scalars (see `ScalarInfo`)
/// are taken byte by byte, anything that might join with its neighbours goes through Swift's grapheme
/// breaking. The graphemes are exactly those of `for character in text`.
struct GraphemeWalker {
    let bytes: UnsafeBufferPointer<UInt8>
    let text: Substring
    /// Byte offset of the next grapheme.
    private(set) var offset = 0

    init(bytes: UnsafeBufferPointer<UInt8>, text: Substring) {
        self.bytes = bytes
        self.text = text
    }

    /// The next grapheme, or nil at the end.
    @inline(__always)
    mutating func next() -> GraphemeUnit? {
        let count = bytes.count
        let i = offset
        guard i < count else { return nil }
        let byte = bytes[i]
        if byte < 0x80 {
            if i + 1 == count {
                offset = i + 1
                return .ascii(byte)
            }
            let following = bytes[i + 1]
            if following < 0x80 ? !(byte == 0x0D && following == 0x0A) : isSimple(at: i + 1) {
                offset = i + 1
                return .ascii(byte)
            }
            return slow()
        }
        let (value, length) = decode(at: i)
        let entry = ScalarInfo.entry(value)
        if entry & ScalarInfo.simple != 0 {
            let j = i + length
            if j == count || bytes[j] < 0x80 || isSimple(at: j) {
                offset = j
                return .scalar(value, width: Int(entry & ScalarInfo.widthMask))
            }
        }
        return slow()
    }

    /// Whether the scalar starting at byte `i` (non-ASCII) is simple.
    @inline(__always)
    private func isSimple(at i: Int) -> Bool {
        ScalarInfo.entry(decode(at: i).value) & ScalarInfo.simple != 0
    }

    /// The scalar starting at byte `i` (a lead byte of valid UTF-8) and its length in bytes.
    @inline(__always)
    private func decode(at i: Int) -> (value: UInt32, length: Int) {
        let lead = UInt32(bytes[i])
        if lead < 0xE0 {
            return ((lead & 0x1F) << 6 | UInt32(bytes[i + 1] & 0x3F), 2)
        }
        if lead < 0xF0 {
            return ((lead & 0x0F) << 12 | UInt32(bytes[i + 1] & 0x3F) << 6 | UInt32(bytes[i + 2] & 0x3F), 3)
        }
        let value =
            (lead & 0x07) << 18 | UInt32(bytes[i + 1] & 0x3F) << 12 | UInt32(bytes[i + 2] & 0x3F) << 6
            | UInt32(bytes[i + 3] & 0x3F)
        return (value, 4)
    }

    /// The grapheme at `offset` through Swift's grapheme breaking.
    private mutating func slow() -> GraphemeUnit {
        let index = text.utf8.index(text.utf8.startIndex, offsetBy: offset)
        let character = text[index]
        let length = character.utf8.count
        offset += length
        if length == 1 { return .ascii(character.utf8.first!) }
        if length <= 4, let scalar = character.unicodeScalars.first, scalar.utf8.count == length {
            return .scalar(scalar.value, width: isControl(scalar) ? 1 : scalarWidth(scalar.value))
        }
        return .cluster(character)
    }
}

/// Runs `body` with a walker over the graphemes of `text` (its UTF-8 bytes, copied only when the string
/// is not stored contiguously).
@inline(__always)
func withGraphemes<R>(of text: Substring, _ body: (inout GraphemeWalker) -> R) -> R {
    if let result = text.utf8.withContiguousStorageIfAvailable({ bytes -> R in
        var walker = GraphemeWalker(bytes: bytes, text: text)
        return body(&walker)
    }) {
        return result
    }
    var copy = String(text)
    copy.makeContiguousUTF8()
    let contiguous = Substring(copy)
    return contiguous.utf8.withContiguousStorageIfAvailable { bytes -> R in
        var walker = GraphemeWalker(bytes: bytes, text: contiguous)
        return body(&walker)
    }!
}
