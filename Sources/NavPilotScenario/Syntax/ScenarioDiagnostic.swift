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

    /// `file:line:col: message`.
    public var description: String { "\(file):\(span.line):\(span.column): \(message)" }

    /// The diagnostic as compilers print it: `file:line:col: message`, the source line, and a caret
    /// with tildes under the offending token.
    public func rendered(sourceLine: String) -> String {
        let characters = Array(sourceLine)
        var indent = ""
        // Keep tabs so the caret lines up however wide the reader's tabs are.
        for character in characters.prefix(max(0, span.column - 1)) {
            indent += character == "\t" ? "\t" : String(repeating: " ", count: max(1, displayWidth(of: character)))
        }
        let missing = max(0, span.column - 1 - characters.count)
        indent += String(repeating: " ", count: missing)
        let underline = "^" + String(repeating: "~", count: max(0, span.length - 1))
        return "\(description)\n\(sourceLine)\n\(indent)\(underline)"
    }
}
