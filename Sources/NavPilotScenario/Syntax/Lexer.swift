/// Splits one scenario line into tokens: words, quoted strings, and routes whose balanced brackets
/// may hold spaces, commas and strings. A `#` that starts a token starts a comment.
struct Lexer {
    /// A problem in the line, with the span it is about.
    struct Failure: Error, Hashable {
        let span: SourceSpan
        let message: String
    }

    let lineNumber: Int
    private let characters: [Character]
    private var index = 0
    /// The line's comment from its `#` on, once `tokens()` reached it; nil when it has none.
    private(set) var comment: String?

    init(line: String, lineNumber: Int) {
        self.lineNumber = lineNumber
        self.characters = Array(line)
    }

    /// The tokens of the line, or the first problem in it.
    mutating func tokens() throws(Failure) -> [Token] {
        var result: [Token] = []
        while true {
            skipWhitespace()
            guard index < characters.count else { return result }
            guard characters[index] != "#" else {
                comment = String(characters[index...])
                return result
            }
            if characters[index] == "\"" {
                result.append(try string())
            } else {
                result.append(try word())
            }
        }
    }

    // MARK: Tokens

    private mutating func string() throws(Failure) -> Token {
        let start = index
        let value = try stringBody()
        return token(.string, from: start, value: value)
    }

    /// A word ends at whitespace outside brackets; inside them strings and whitespace belong to it.
    private mutating func word() throws(Failure) -> Token {
        let start = index
        // Only the position of each open bracket: its name is looked up when an error needs it.
        var open: [Int] = []
        while index < characters.count {
            let character = characters[index]
            if open.isEmpty && (character == " " || character == "\t") { break }
            switch character {
            case "\"":
                _ = try stringBody()
                continue
            case "(", "[", "{":
                open.append(index)
            case ")", "]", "}":
                guard let innermost = open.popLast() else {
                    throw Failure(span: span(at: index), message: "unexpected '\(character)'")
                }
                let closer = Self.closer(of: characters[innermost])
                guard closer == character else {
                    throw Failure(
                        span: span(at: index),
                        message: "expected '\(closer)' to close '\(openerName(at: innermost))', found '\(character)'")
                }
            default:
                break
            }
            index += 1
        }
        if let innermost = open.last {
            throw Failure(
                span: span(at: characters.count),
                message: "expected '\(Self.closer(of: characters[innermost]))' to close '\(openerName(at: innermost))'")
        }
        let text = String(characters[start..<index])
        return token(.word, from: start, value: text)
    }

    /// Reads a quoted string at `index` and returns its value with the escapes resolved.
    private mutating func stringBody() throws(Failure) -> String {
        let start = index
        index += 1
        var value = ""
        while index < characters.count {
            let character = characters[index]
            if character == "\"" {
                index += 1
                return value
            }
            if character == "\\" {
                value.append(try escape())
                continue
            }
            value.append(character)
            index += 1
        }
        throw Failure(
            span: SourceSpan(line: lineNumber, column: start + 1, length: characters.count - start),
            message: "unterminated string")
    }

    /// Reads `\n`, `\t`, `\r`, `\"`, `\\`, `\0` or `\u{…}` at `index`.
    private mutating func escape() throws(Failure) -> Character {
        let start = index
        guard index + 1 < characters.count else {
            throw Failure(span: span(at: start), message: "unterminated string")
        }
        let letter = characters[index + 1]
        index += 2
        switch letter {
        case "n": return "\n"
        case "t": return "\t"
        case "r": return "\r"
        case "0": return "\0"
        case "\"": return "\""
        case "\\": return "\\"
        case "u":
            guard index < characters.count, characters[index] == "{",
                let close = characters[index...].firstIndex(of: "}"),
                let code = UInt32(String(characters[(index + 1)..<close]), radix: 16),
                let scalar = Unicode.Scalar(code)
            else {
                throw Failure(span: span(at: start, length: 2), message: "expected '\\u{hex}' with a Unicode scalar")
            }
            index = close + 1
            return Character(scalar)
        default:
            throw Failure(
                span: span(at: start, length: 2), message: "unknown escape '\\\(letter)' in string")
        }
    }

    // MARK: Helpers

    private mutating func skipWhitespace() {
        while index < characters.count, characters[index] == " " || characters[index] == "\t" {
            index += 1
        }
    }

    /// `post(` for the parenthesis of `post(id: 1`: the name right before an opening bracket (its
    /// last characters when it is long).
    private func openerName(at position: Int) -> String {
        var start = position
        while start > 0, position - start < Excerpt.valueLength,
            characters[start - 1].isLetter || characters[start - 1].isNumber
                || characters[start - 1] == "_"
        {
            start -= 1
        }
        return String(characters[start...position])
    }

    private static func closer(of opener: Character) -> Character {
        switch opener {
        case "(": ")"
        case "[": "]"
        default: "}"
        }
    }

    private func span(at position: Int, length: Int = 1) -> SourceSpan {
        SourceSpan(line: lineNumber, column: position + 1, length: length)
    }

    private func token(_ kind: Token.Kind, from start: Int, value: String) -> Token {
        Token(
            kind: kind, raw: String(characters[start..<index]), value: value,
            span: SourceSpan(line: lineNumber, column: start + 1, length: index - start))
    }
}
