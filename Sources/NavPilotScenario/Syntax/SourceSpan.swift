/// Where a token sits in a scenario file: a line and a run of characters on it.
///
/// Lines and columns are 1-based; columns and lengths count characters (grapheme clusters), the
/// same unit `NotationError` uses, so a route's error position can be moved into the file.
public struct SourceSpan: Hashable, Sendable {
    /// The line, starting at 1.
    public var line: Int
    /// The first column, starting at 1.
    public var column: Int
    /// How many characters the span covers (at least 1 when drawn).
    public var length: Int

    /// A span of `length` characters at `line`:`column`.
    public init(line: Int, column: Int, length: Int = 1) {
        self.line = line
        self.column = column
        self.length = length
    }

    /// The span `offset` characters into this one, `length` long.
    func subspan(offset: Int, length: Int) -> SourceSpan {
        SourceSpan(line: line, column: column + offset, length: length)
    }
}
