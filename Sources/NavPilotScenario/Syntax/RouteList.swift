/// Splits a bracketed list of routes, `[feed, post(id: 1, title: "a, b")]`, into its routes, each
/// with where it starts in the list, so a route's error position maps back to the file.
enum RouteList {
    struct Element: Hashable {
        let text: String
        /// Characters from the start of the list's text to the start of this route.
        let offset: Int
    }

    /// The routes of `text`, or a message and the character offset it is about.
    static func split(_ text: String) -> Result<[Element], Lexer.Failure> {
        let characters = Array(text)
        guard characters.first == "[", characters.last == "]", characters.count >= 2 else {
            return .failure(
                failure(
                    at: 0, length: characters.count, "expected a list of routes in brackets, like [feed, post(id: 1)]"))
        }
        var elements: [Element] = []
        var depth = 0
        var inString = false
        var start = 1
        var index = 1
        func close(at end: Int) -> Lexer.Failure? {
            var first = start
            var last = end
            while first < last, characters[first].isWhitespace { first += 1 }
            while last > first, characters[last - 1].isWhitespace { last -= 1 }
            if first == last {
                // `[]` is an empty list; an empty slot between commas is a mistake.
                if elements.isEmpty && end == characters.count - 1 && !characters[1..<end].contains(",") {
                    return nil
                }
                return failure(at: end, length: 1, "expected a route")
            }
            elements.append(Element(text: String(characters[first..<last]), offset: first))
            return nil
        }
        while index < characters.count - 1 {
            let character = characters[index]
            if inString {
                if character == "\\" {
                    index += 1
                } else if character == "\"" {
                    inString = false
                }
            } else {
                switch character {
                case "\"": inString = true
                case "(", "[", "{": depth += 1
                case ")", "]", "}": depth -= 1
                case "," where depth == 0:
                    if let failure = close(at: index) { return .failure(failure) }
                    start = index + 1
                default: break
                }
            }
            index += 1
        }
        if let failure = close(at: characters.count - 1) { return .failure(failure) }
        return .success(elements)
    }

    private static func failure(at offset: Int, length: Int, _ message: String) -> Lexer.Failure {
        // Line and column are relative to the list; the parser moves them into the file.
        Lexer.Failure(span: SourceSpan(line: 0, column: offset, length: max(1, length)), message: message)
    }
}
