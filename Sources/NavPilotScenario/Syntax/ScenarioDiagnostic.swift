import NavPilot
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

    /// `file:line:col: message` (`file: message` for a problem with the file itself, at line 0),
    /// the message cut after a few hundred characters, terminal-safe (the file name and the message
    /// can echo anything the file holds).
    public var description: String {
        let message = Excerpt.prefix(message, limit: Excerpt.messageLength)
        let shownFile = SafeText.escaping(file)
        let place = span.line > 0 ? "\(shownFile):\(span.line):\(span.column)" : shownFile
        return SafeText.escaping("\(place): \(message)")
    }

    /// The diagnostic as compilers print it: `file:line:col: message`, the source line, and a caret
    /// with tildes under the offending token. Of a long line only the part around the caret is
    /// shown, with `…` where it was cut, so the output stays short however long the line. Characters
    /// a terminal would act on are shown escaped (`\u{1B}`), and the caret counts their escaped
    /// width, so it still stands under the token.
    public func rendered(sourceLine: String) -> String {
        rendered(sourceCharacters: Array(sourceLine))
    }

    /// `rendered(sourceLine:)` for a line already split into characters (several diagnostics on one
    /// long line split it once).
    func rendered(sourceCharacters: [Character]) -> String {
        let shown = Excerpt.window(of: sourceCharacters, column: span.column, length: span.length)
        let first = shown.column - 1
        let end = first + shown.length
        var line = ""
        var indent = ""
        var underline = ""
        for (offset, character) in shown.text.enumerated() {
            // Tabs are harmless and kept, so the caret lines up however wide the reader's tabs are.
            let isTab = character == "\t"
            let text = isTab ? "\t" : SafeText.escaping(String(character))
            let width = text == String(character) ? max(1, displayWidth(of: character)) : text.count
            line += text
            if offset < first {
                indent += isTab ? "\t" : String(repeating: " ", count: width)
            } else if offset < end {
                underline += (underline.isEmpty ? "^" : "~") + String(repeating: "~", count: width - 1)
            }
        }
        // The span may start or reach past the end of the line (where a missing closer belongs).
        indent += String(repeating: " ", count: max(0, first - shown.text.count))
        for _ in max(first, shown.text.count)..<max(end, first + 1, shown.text.count) {
            underline += underline.isEmpty ? "^" : "~"
        }
        return "\(description)\n\(line)\n\(indent)\(underline)"
    }
}
