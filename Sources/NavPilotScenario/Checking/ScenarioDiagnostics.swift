/// Every problem found in one scenario file, with the file's lines to show them in context.
public struct ScenarioDiagnostics: Error, Sendable, CustomStringConvertible {
    /// The problems, in the order of the file.
    public var diagnostics: [ScenarioDiagnostic]
    /// The file's lines, to print under each problem.
    public var sourceLines: [String]

    /// Problems found in a file of `sourceLines`.
    public init(diagnostics: [ScenarioDiagnostic], sourceLines: [String]) {
        self.diagnostics = diagnostics.sorted { ($0.span.line, $0.span.column) < ($1.span.line, $1.span.column) }
        self.sourceLines = sourceLines
    }

    /// Each problem as `file:line:col: message`, its line and a caret under the token, one after
    /// the other, like a compiler prints them.
    public var description: String {
        diagnostics.map { diagnostic in
            let index = diagnostic.span.line - 1
            let line = sourceLines.indices.contains(index) ? sourceLines[index] : ""
            return diagnostic.rendered(sourceLine: line)
        }.joined(separator: "\n")
    }
}
