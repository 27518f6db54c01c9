/// The problems found in one scenario file, with the file's lines to show them in context.
///
/// A file can hold thousands of mistakes (one line of 8,000 bad routes): only the first
/// `ScenarioLimits.errorsPerFile` are kept, the rest are counted, so showing them takes bounded
/// time and output.
public struct ScenarioDiagnostics: Error, Sendable, CustomStringConvertible {
    /// The problems shown, in the order of the file.
    public var diagnostics: [ScenarioDiagnostic]
    /// How many more problems were found and are not shown.
    public var omittedCount: Int
    /// The file's lines, to print under each problem.
    public var sourceLines: [String]

    /// All the problems found: those shown and those counted.
    public var count: Int { diagnostics.count + omittedCount }

    /// Problems found in a file of `sourceLines`: the first `ScenarioLimits.errorsPerFile` in file
    /// order are kept, the others added to `omittedCount` (problems already left out by the caller).
    public init(diagnostics: [ScenarioDiagnostic], sourceLines: [String], omittedCount: Int = 0) {
        let sorted = diagnostics.sorted { ($0.span.line, $0.span.column) < ($1.span.line, $1.span.column) }
        self.diagnostics = Array(sorted.prefix(ScenarioLimits.errorsPerFile))
        self.omittedCount = omittedCount + max(0, sorted.count - ScenarioLimits.errorsPerFile)
        self.sourceLines = sourceLines
    }

    /// Each problem as `file:line:col: message`, its line and a caret under the token, one after
    /// the other, like a compiler prints them (a problem with the file itself, outside its lines,
    /// alone); then `… and N more errors` when some are not shown.
    public var description: String {
        var rendered: [String] = []
        var cachedLine: (index: Int, characters: [Character]) = (-1, [])
        for diagnostic in diagnostics {
            let index = diagnostic.span.line - 1
            // A problem with the file itself (it cannot be read) has no line to show.
            guard sourceLines.indices.contains(index) else {
                rendered.append(diagnostic.description)
                continue
            }
            if index != cachedLine.index {
                cachedLine = (index, Array(sourceLines[index]))
            }
            rendered.append(diagnostic.rendered(sourceCharacters: cachedLine.characters))
        }
        if omittedCount > 0 {
            let limits =
                "the first \(ScenarioLimits.errorsPerLine) of a line and \(ScenarioLimits.errorsPerFile) of a file"
            rendered.append("… and \(omittedCount) more error\(omittedCount == 1 ? "" : "s") (\(limits) are shown)")
        }
        return rendered.joined(separator: "\n")
    }
}
