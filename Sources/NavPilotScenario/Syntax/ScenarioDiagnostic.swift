import NavPilotTUI

/// A problem found in a scenario file before anything runs, at a place in the file.
public struct ScenarioDiagnostic: Hashable, Sendable, CustomStringConvertible {
    /// The file as it was named (the path given on the command line, or a label).
    public var file: String
    /// Where the problem is.
    public var span: SourceSpan
    /// What is wrong, without the position.
    public var message: String

    /// A diagnostic for `file` at `span`.
    public init(file: String, span: SourceSpan, message: String) {
        self.file = file
        self.span = span
        self.message = message
    }

    /// `file:line:col: message`, the message cut after a few hundred characters.
    public var description: String {
        "\(file):\(span.line):\(span.column): \(Excerpt.prefix(message, limit: Excerpt.messageLength))"
    }

    /// The diagnostic as compilers print it: `file:line:col: message`, the source line, and a caret
    /// with tildes under the offending token. Of a long line only the part around the caret is
    /// shown, with `…` where it was cut, so the output stays short however long the line.
    public func rendered(sourceLine: String) -> String {
        rendered(sourceCharacters: Array(sourceLine))
    }

    /// `rendered(sourceLine:)` for a line already split into characters (several diagnostics on one
    /// long line split it once).
    func rendered(sourceCharacters: [Character]) -> String {
        let shown = Excerpt.window(of: sourceCharacters, column: span.column, length: span.length)
        var indent = ""
        // Keep tabs so the caret lines up however wide the reader's tabs are.
        for character in shown.text.prefix(max(0, shown.column - 1)) {
            indent += character == "\t" ? "\t" : String(repeating: " ", count: max(1, displayWidth(of: character)))
        }
        let missing = max(0, shown.column - 1 - shown.text.count)
        indent += String(repeating: " ", count: missing)
        let underline = "^" + String(repeating: "~", count: max(0, shown.length - 1))
        return "\(description)\n\(String(shown.text))\n\(indent)\(underline)"
    }
}
