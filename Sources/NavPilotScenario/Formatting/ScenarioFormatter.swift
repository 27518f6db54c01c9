/// A scenario file in its canonical form (`navpilot fmt`): each command printed by its declaration
/// (`ScenarioPrinter`: one space between words, keys as the docs write them, strings quoted one
/// way), routes in route notation's spacing, comments and blank lines kept, trailing blanks and
/// indentation dropped, line feeds only. A formatted file holds the same steps.
enum ScenarioFormatter {
    /// The canonical text of `text`, or the problems that keep it from being read (nothing is
    /// formatted then: a file that does not parse could lose what the author meant).
    static func format(_ text: String) -> Result<String, Unreadable> {
        let syntax = ScenarioSyntax(text: text)
        guard syntax.failures.isEmpty else {
            return .failure(
                Unreadable(failures: syntax.failures, omitted: syntax.omittedFailures, sourceLines: syntax.sourceLines))
        }
        let lines = syntax.sourceLines.enumerated().map { index, line in formatted(line, number: index + 1) }
        var body = lines[...]
        // A file ends with one line feed: empty lines at its end say nothing.
        while body.last?.isEmpty == true { body.removeLast() }
        return .success(body.isEmpty ? "" : body.joined(separator: "\n") + "\n")
    }

    /// A file whose lines do not all parse.
    struct Unreadable: Error {
        /// The first problems.
        let failures: [Lexer.Failure]
        /// How many more there are.
        let omitted: Int
        /// The file's lines, for the diagnostics.
        let sourceLines: [String]
    }

    /// One line, which parsed when the file was read.
    private static func formatted(_ line: String, number: Int) -> String {
        var lexer = Lexer(line: line, lineNumber: number)
        guard let tokens = try? lexer.tokens(), !tokens.isEmpty,
            let content = try? LineParser(tokens: tokens).parse().content
        else { return trimmed(line) }
        let code = ScenarioPrinter.line(for: canonicalRoutes(content))
        guard let comment = lexer.comment.map(trimmed) else { return code }
        // The comment stays in its column where the code leaves room, so aligned comments stay
        // aligned; printing the line again keeps it there.
        let commentColumn = line.count - (lexer.comment?.count ?? 0)
        let gap = max(1, commentColumn - code.count)
        return code + String(repeating: " ", count: gap) + comment
    }

    /// `line` without blanks at either end.
    private static func trimmed(_ line: String) -> String {
        String(line.drop { $0 == " " || $0 == "\t" }.reversed().drop { $0 == " " || $0 == "\t" }.reversed())
    }

    /// `content` with every route in route notation's spacing (`post(id: 1, title: "A")`).
    private static func canonicalRoutes(_ content: ParsedLine.Content) -> ParsedLine.Content {
        guard case .step(let action) = content else { return content }
        let route = Expectations.normalized
        return switch action {
        case .operation(let pane, .push(let routes)): .step(.operation(pane: pane, .push(routes.map(route))))
        case .operation(let pane, .popTo(let text)): .step(.operation(pane: pane, .popTo(route(text))))
        case .operation(let pane, .popToLast(let text)): .step(.operation(pane: pane, .popToLast(route(text))))
        case .operation(let pane, .replace(let routes)): .step(.operation(pane: pane, .replace(routes.map(route))))
        case .operation(let pane, .replaceCurrent(let text)):
            .step(.operation(pane: pane, .replaceCurrent(route(text))))
        case .expectStack(let pane, let routes): .step(.expectStack(pane: pane, routes.map(route)))
        case .expectTop(let pane, let text): .step(.expectTop(pane: pane, route(text)))
        default: content
        }
    }
}
