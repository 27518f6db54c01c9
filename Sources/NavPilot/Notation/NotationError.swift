/// A route notation that could not be read, with the place where reading stopped.
///
/// `description` is `line:column: message`, for example `1:14: expected ')' to close 'post('`.
/// Lines and columns are 1-based; columns count characters, not bytes.
public struct NotationError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The line of the offending text, starting at 1.
    public let line: Int
    /// The column of the offending text on its line, in characters, starting at 1.
    public let column: Int
    /// What went wrong, without the position.
    public let message: String

    /// Creates an error at a position.
    public init(line: Int, column: Int, message: String) {
        self.line = line
        self.column = column
        self.message = message
    }

    /// `line:column: message`.
    public var description: String { "\(line):\(column): \(message)" }
}

/// The text being read, kept as bytes so positions are cheap; turned into line and column only
/// when an error is reported.
struct NotationSource {
    let bytes: [UInt8]

    func error(at offset: Int, _ message: String) -> NotationError {
        let offset = min(max(offset, 0), bytes.count)
        var line = 1
        var lineStart = 0
        for index in 0..<offset where bytes[index] == UInt8(ascii: "\n") {
            line += 1
            lineStart = index + 1
        }
        let column = String(decoding: bytes[lineStart..<offset], as: UTF8.self).count + 1
        return NotationError(line: line, column: column, message: message)
    }
}
