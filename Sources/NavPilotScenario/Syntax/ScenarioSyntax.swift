/// The syntax of a whole file: every line lexed and parsed, nothing stopped at the first problem
/// (the first ones are kept, the rest counted).
struct ScenarioSyntax {
    /// The file's lines (without line breaks).
    let sourceLines: [String]
    /// The lines that hold a command and parsed cleanly.
    var lines: [ParsedLine] = []
    /// The first problems, each with its span (at most `ScenarioLimits.errorsPerFile`).
    var failures: [Lexer.Failure] { failureList.kept }
    /// How many more problems were found than `failures` holds.
    var omittedFailures: Int { failureList.omitted }
    private var failureList = FailureList()
    /// The line number of the first command, parsed or not (the one that must be `Session`).
    var firstCommandLine: Token?

    init(text: String) {
        sourceLines = Self.lines(of: text)
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
                failureList.append(error)
            }
        }
    }

    /// The lines of `text`. A line ends at a line feed, a carriage return and line feed, or a lone
    /// carriage return, so files saved on any system read the same and no line holds a carriage
    /// return; a byte order mark at the very start is not part of the first line.
    static func lines(of text: String) -> [String] {
        var body = Substring(text)
        if body.unicodeScalars.first == "\u{FEFF}" {
            body = Substring(body.unicodeScalars.dropFirst())
        }
        // "\r\n" is one Character, and a line break is always a Character of its own.
        return body.split(omittingEmptySubsequences: false) { $0 == "\n" || $0 == "\r\n" || $0 == "\r" }
            .map(String.init)
    }
}
