import Synchronization

/// One cell of the terminal grid.
///
/// A wide character (CJK, most emoji) takes two cells: the leading cell holds the character with
/// `width == 2`, the cell to its right is a continuation cell (`width == 0`, a space, same style).
/// `CellBuffer` keeps that pairing intact on every mutation.
///
/// A cell is 12 bytes of plain data (no references, no padding): the grapheme is stored as its Unicode
/// scalar when it is a single scalar, otherwise as an index into a process-wide table of interned
/// graphemes. Copying, clearing and comparing cells is therefore as cheap as for integers.
public struct Cell: Hashable, Sendable {
    /// A Unicode scalar value (below 0x110000), or `Cell.internedBase` + an index into `GraphemeTable`.
    var grapheme: UInt32
    /// How the cell is drawn.
    public var style: Style
    /// 1 for a normal cell, 2 for the leading cell of a wide character, 0 for its continuation cell.
    public var width: UInt8
    /// Always 0: keeps the layout free of padding bytes (see `FrameDiff`'s row comparison).
    private var reserved: UInt8 = 0

    /// Grapheme codes at or above this are interned multi-scalar graphemes.
    static let internedBase: UInt32 = 0x11_0000

    /// The grapheme shown in this cell (a space for blank and continuation cells).
    public var character: Character {
        get {
            if grapheme < Self.internedBase, let scalar = Unicode.Scalar(grapheme) {
                return Character(scalar)
            }
            return GraphemeTable.shared.character(at: Int(grapheme &- Self.internedBase))
        }
        set { grapheme = Self.code(of: newValue) }
    }

    /// Creates a cell with an explicit width.
    public init(character: Character, width: UInt8, style: Style = .plain) {
        self.grapheme = Self.code(of: character)
        self.width = width
        self.style = style
    }

    /// Creates a cell whose width is measured from the character (1 or 2; zero-width and control
    /// characters are not measured here and count as 1).
    public init(_ character: Character, style: Style = .plain) {
        self.grapheme = Self.code(of: character)
        self.width = displayWidth(of: character) == 2 ? 2 : 1
        self.style = style
    }

    /// A cell from a grapheme code (a scalar value, or an interned index from `code(of:)`).
    @inline(__always)
    init(grapheme: UInt32, width: UInt8, style: Style) {
        self.grapheme = grapheme
        self.width = width
        self.style = style
    }

    /// A space in the plain style.
    public static let blank = Cell(grapheme: 0x20, width: 1, style: .plain)

    /// The continuation cell that sits right of a wide character drawn in `style`.
    @inline(__always)
    static func continuation(_ style: Style) -> Cell {
        Cell(grapheme: 0x20, width: 0, style: style)
    }

    /// A space in `style`: what remains when half of a wide character is overwritten.
    @inline(__always)
    static func blank(_ style: Style) -> Cell {
        Cell(grapheme: 0x20, width: 1, style: style)
    }

    /// The grapheme code of `character`: its scalar value when it is one scalar, else its interned index.
    static func code(of character: Character) -> UInt32 {
        var scalars = character.unicodeScalars.makeIterator()
        guard let first = scalars.next() else { return 0x20 }
        if scalars.next() == nil { return first.value }
        return internedBase + GraphemeTable.shared.index(of: character)
    }

    /// Whether the grapheme is one scalar (the common case; curses then needs no table look-up).
    var isSingleScalar: Bool { grapheme < Self.internedBase }
}

/// The multi-scalar graphemes (emoji sequences, flags, letters with combining marks) cells have shown,
/// each stored once for the life of the process. Keyed by exact scalar sequence, so two canonically
/// equivalent spellings stay distinct and a cell always gives back the scalars it was given. It never
/// shrinks: a program shows a bounded set of such graphemes.
final class GraphemeTable: Sendable {
    static let shared = GraphemeTable()

    private struct State {
        var characters: [Character] = []
        var indices: [[UInt32]: UInt32] = [:]
    }

    private let state = Mutex(State())

    /// The index of `character`, adding it the first time.
    func index(of character: Character) -> UInt32 {
        let key = character.unicodeScalars.map(\.value)
        return state.withLock { state in
            if let index = state.indices[key] { return index }
            let index = UInt32(state.characters.count)
            state.characters.append(character)
            state.indices[key] = index
            return index
        }
    }

    /// The grapheme stored at `index` (a space for an index never handed out).
    func character(at index: Int) -> Character {
        state.withLock { state in
            index >= 0 && index < state.characters.count ? state.characters[index] : " "
        }
    }

    /// Number of graphemes interned so far.
    var count: Int { state.withLock { $0.characters.count } }
}
