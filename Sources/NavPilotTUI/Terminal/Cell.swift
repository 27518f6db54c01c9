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
    /// characters are not measured here and count as 1). A grapheme drawn as several cells (a ZWJ
    /// sequence: see `forEachDrawnPiece`) keeps its first one; `CellBuffer.write` draws all of them.
    public init(_ character: Character, style: Style = .plain) {
        var code: UInt32?
        var width = 1
        if character.unicodeScalars.count > 1, !isControl(character.unicodeScalars.first!) {
            forEachDrawnPiece(of: character) { scalars, pieceWidth in
                if code == nil { (code, width) = (Self.code(ofScalars: scalars), pieceWidth) }
            }
        } else {
            width = displayWidth(of: character) == 2 ? 2 : 1
        }
        self.grapheme = code ?? Self.code(of: character)
        self.width = UInt8(width)
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
        return code(ofScalars: character.unicodeScalars.map(\.value))
    }

    /// The grapheme code of the grapheme made of `scalars` (non-empty scalar values of one grapheme).
    static func code(ofScalars scalars: [UInt32]) -> UInt32 {
        if scalars.count == 1 { return scalars[0] }
        // A full table (millions of graphemes in one frame) shows the replacement character instead.
        return GraphemeTable.shared.index(ofScalars: scalars).map { internedBase + $0 } ?? 0xFFFD
    }

    /// Whether the grapheme is one scalar (the common case: no table look-up).
    var isSingleScalar: Bool { grapheme < Self.internedBase }

    /// The scalars a terminal is sent for this cell, at most `limit`: its scalar with a width and the
    /// zero-width ones that ride in its cell (`CellBuffer` stores drawn pieces). Anything else (a
    /// joiner, a second scalar with a width) would make the terminal join cells, so it is never sent.
    func drawnScalars(limit: Int) -> [UInt32] {
        if isSingleScalar { return [grapheme] }
        var scalars: [UInt32] = []
        for scalar in character.unicodeScalars where scalars.count < limit {
            let value = scalar.value
            if !scalars.isEmpty && (isLeftOutWhenDrawn(value, isFirst: false) || scalarWidth(value) != 0) { break }
            scalars.append(value)
        }
        return scalars
    }
}

/// The multi-scalar graphemes cells show (letters with combining marks, emoji with what rides in their
/// cell), each stored once while it is in use. Keyed by exact scalar sequence, so two canonically
/// equivalent spellings stay distinct and a cell always gives back the scalars it was given.
///
/// Bounded: once it holds more than `capacity` graphemes, the next frame's diff calls
/// `collect(keeping:)`, which frees every grapheme that neither the frame on screen nor the new one
/// shows, and freed slots are reused. An index names its slot and how many times the slot was reused,
/// so a cell kept from an older frame whose grapheme was freed reads as a space, never as another
/// grapheme. (About 100 bytes per grapheme: a program that shows a million distinct ones over its life
/// keeps only those of its last two frames, plus up to `capacity`.)
final class GraphemeTable: Sendable {
    static let shared = GraphemeTable(capacity: 1 << 14, shownFrames: .shared)

    /// Bits of an index that name the slot; the bits above count the slot's reuses.
    static let slotBits = 21
    static let slotMask: UInt32 = 1 << slotBits - 1
    /// Reuse counts wrap at 1024 (indices stay below 2^31, so codes fit `UInt32`).
    static let reuseMask: UInt32 = 1 << 10 - 1

    private struct Slot {
        var scalars: [UInt32]
        var character: Character
        var reuses: UInt32
        var inUse: Bool
    }

    private struct State {
        var slots: [Slot] = []
        var free: [Int] = []
        var indices: [[UInt32]: UInt32] = [:]
        /// The size that makes the next diff collect: `capacity`, or twice what the last collection
        /// kept when that was more, so a screen full of distinct graphemes does not collect every frame.
        var threshold: Int
    }

    private let state: Mutex<State>
    /// How many graphemes the table holds before it starts freeing unused ones.
    let capacity: Int

    /// The other frames whose graphemes a collection keeps (a table of its own for a check: none).
    private let shownFrames: ShownFrames

    init(capacity: Int, shownFrames: ShownFrames = ShownFrames()) {
        self.capacity = capacity
        self.shownFrames = shownFrames
        state = Mutex(State(threshold: capacity))
    }

    /// The index of the grapheme made of `scalars`, adding it the first time; nil when all 2^21 slots
    /// are in use.
    func index(ofScalars scalars: [UInt32]) -> UInt32? {
        state.withLock { state in
            if let index = state.indices[scalars] { return index }
            let character = Self.character(of: scalars)
            let slot: Int
            if let reused = state.free.popLast() {
                slot = reused
                state.slots[slot].reuses = (state.slots[slot].reuses + 1) & Self.reuseMask
                state.slots[slot].scalars = scalars
                state.slots[slot].character = character
                state.slots[slot].inUse = true
            } else {
                guard state.slots.count <= Int(Self.slotMask) else { return nil }
                slot = state.slots.count
                state.slots.append(Slot(scalars: scalars, character: character, reuses: 0, inUse: true))
            }
            let index = state.slots[slot].reuses << Self.slotBits | UInt32(slot)
            state.indices[scalars] = index
            return index
        }
    }

    /// The grapheme stored at `index` (a space for an index never handed out or since freed).
    func character(at index: Int) -> Character {
        let slot = Int(UInt32(truncatingIfNeeded: index) & Self.slotMask)
        let reuses = UInt32(truncatingIfNeeded: index) >> Self.slotBits
        return state.withLock { state in
            guard index >= 0, slot < state.slots.count else { return " " }
            let entry = state.slots[slot]
            return entry.inUse && entry.reuses == reuses ? entry.character : " "
        }
    }

    /// Number of graphemes the table holds.
    var count: Int { state.withLock { $0.indices.count } }

    /// When the table holds more than its threshold, frees every grapheme that no cell of `buffers`
    /// shows (a diff passes the frame on screen and the new one), nor the frame of any other
    /// terminal of the process (`ShownFrames`).
    func collect(keeping buffers: CellBuffer...) {
        guard state.withLock({ $0.indices.count > $0.threshold }) else { return }
        var kept = Set<UInt32>()
        for buffer in buffers + shownFrames.frames {
            for cell in buffer.cells where !cell.isSingleScalar {
                kept.insert(cell.grapheme &- Cell.internedBase)
            }
        }
        state.withLock { state in
            for (slot, entry) in state.slots.enumerated() where entry.inUse {
                let index = entry.reuses << Self.slotBits | UInt32(slot)
                if kept.contains(index) { continue }
                state.indices[entry.scalars] = nil
                state.slots[slot].inUse = false
                state.slots[slot].scalars = []
                state.slots[slot].character = " "
                state.free.append(slot)
            }
            state.threshold = max(capacity, 2 * state.indices.count)
        }
    }

    /// The grapheme of `scalars`; its first scalar alone if they are not exactly one grapheme.
    private static func character(of scalars: [UInt32]) -> Character {
        var string = ""
        string.unicodeScalars.append(contentsOf: scalars.compactMap(Unicode.Scalar.init))
        if string.count == 1 { return Character(string) }
        return Character(Unicode.Scalar(scalars[0]) ?? "\u{FFFD}")
    }
}
