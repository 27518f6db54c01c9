/// The syntax of a whole file: every line lexed and parsed, every problem kept, nothing stopped at
/// the first one.
struct ScenarioSyntax {
    /// The file's lines (without line breaks).
    let sourceLines: [String]
    /// The lines that hold a command and parsed cleanly.
    var lines: [ParsedLine] = []
    /// The problems, each with its span.
    var failures: [Lexer.Failure] = []
    /// The line number of the first command, parsed or not (the one that must be `Session`).
    var firstCommandLine: Token?

    init(text: String) {
        sourceLines = text.split(separator: "\n", omittingEmptySubsequences: false).map {
            $0.hasSuffix("\r") ? String($0.dropLast()) : String($0)
        }
        for (index, line) in sourceLines.enumerated() {
            var lexer = Lexer(line: line, lineNumber: index + 1)
            do {
                let tokens = try lexer.tokens()
                guard !tokens.isEmpty else { continue }
                if firstCommandLine == nil { firstCommandLine = tokens[0] }
                lines.append(try LineParser(tokens: tokens).parse())
            } catch {
                if firstCommandLine == nil {
                    firstCommandLine = Token(
                        kind: .word, raw: "", value: "", span: SourceSpan(line: index + 1, column: 1))
                }
                failures.append(error)
            }
        }
    }
}
