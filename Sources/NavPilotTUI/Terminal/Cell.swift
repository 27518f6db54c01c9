/// One cell of the terminal grid.
///
/// A wide character (CJK, most emoji) takes two cells: the leading cell holds the character with
/// `width == 2`, the cell to its right is a continuation cell (`width == 0`, a space, same style).
/// `CellBuffer` keeps that pairing intact on every mutation.
public struct Cell: Hashable, Sendable {
    /// The grapheme shown in this cell (a space for blank and continuation cells).
    public var character: Character
    /// 1 for a normal cell, 2 for the leading cell of a wide character, 0 for its continuation cell.
    public var width: UInt8
    /// How the cell is drawn.
    public var style: Style

    /// Creates a cell with an explicit width.
    public init(character: Character, width: UInt8, style: Style = .plain) {
        self.character = character
        self.width = width
        self.style = style
    }

    /// Creates a cell whose width is measured from the character (1 or 2; zero-width and control
    /// characters are not measured here and count as 1).
    public init(_ character: Character, style: Style = .plain) {
        self.character = character
        self.width = displayWidth(of: character) == 2 ? 2 : 1
        self.style = style
    }

    /// A space in the plain style.
    public static let blank = Cell(character: " ", width: 1, style: .plain)

    /// The continuation cell that sits right of a wide character drawn in `style`.
    static func continuation(_ style: Style) -> Cell {
        Cell(character: " ", width: 0, style: style)
    }

    /// A space in `style`: what remains when half of a wide character is overwritten.
    static func blank(_ style: Style) -> Cell {
        Cell(character: " ", width: 1, style: style)
    }
}
