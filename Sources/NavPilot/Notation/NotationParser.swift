/// Reads notation text into a value tree, recording the byte offset of every value for errors.
///
/// Grammar (whitespace is allowed between any two tokens):
/// ```
/// value  := 'nil' | 'true' | 'false' | number | string | list | object | case
/// case   := name ( '(' ( arg (',' arg)* ','? )? ')' )?        name alone = case without payload
/// arg    := ( key ':' )? value                                unlabeled arg n gets the key "_n"
/// list   := '[' ( value (',' value)* ','? )? ']'
/// object := '{' ( key ':' value (',' key ':' value)* ','? )? '}'
/// key    := name | string
/// name   := [A-Za-z_][A-Za-z0-9_]*
/// number := '-'? ( digits ('.' digits)? ([eE] [+-]? digits)? | '.nan' | '.infinity' )
/// string := '"' ( char | '\"' | '\\' | '\n' | '\t' | '\r' | '\0' | '\u{' hex{1,8} '}' )* '"'
/// ```
/// Nesting is limited (every `(`, `[` and `{` is a level) so hostile input fails with an error
/// instead of exhausting the stack.
struct NotationParser {
    private let source: NotationSource
    private let bytes: [UInt8]
    private let maximumDepth: Int
    private var index = 0
    private var depth = 0

    init(source: NotationSource, maximumDepth: Int) {
        self.source = source
        self.bytes = source.bytes
        self.maximumDepth = maximumDepth
    }

    /// Parses exactly one value; anything but whitespace after it is an error.
    mutating func parseDocument() throws(NotationError) -> NotationValue {
        let value = try parseValue()
        skipWhitespace()
        if index < bytes.count {
            throw source.error(at: index, "unexpected \(found()) after the value")
        }
        return value
    }

    // MARK: Values

    private mutating func parseValue() throws(NotationError) -> NotationValue {
        skipWhitespace()
        guard index < bytes.count else {
            throw source.error(at: index, "expected a value, found end of input")
        }
        let start = index
        switch bytes[index] {
        case UInt8(ascii: "\""):
            return NotationValue(kind: .string(try parseString()), offset: start)
        case UInt8(ascii: "["):
            return try parseList()
        case UInt8(ascii: "{"):
            return try parseObject()
        case UInt8(ascii: "-"), UInt8(ascii: "."), UInt8(ascii: "0")...UInt8(ascii: "9"):
            return NotationValue(kind: .number(try parseNumber()), offset: start)
        case let byte where NotationPrinter.isIdentifierStart(byte):
            return try parseNamed()
        default:
            throw source.error(at: index, "expected a value, found \(found())")
        }
    }

    /// `nil`, `true`, `false`, or a case: `name` or `name(args)`.
    private mutating func parseNamed() throws(NotationError) -> NotationValue {
        let start = index
        let name = readName()
        switch name {
        case "nil": return NotationValue(kind: .null, offset: start)
        case "true": return NotationValue(kind: .bool(true), offset: start)
        case "false": return NotationValue(kind: .bool(false), offset: start)
        default: break
        }
        var payload: [NotationMember] = []
        let afterName = index
        skipWhitespace()
        if index < bytes.count, bytes[index] == UInt8(ascii: "(") {
            payload = try parseArguments(of: name, openedAt: index)
        } else {
            index = afterName
        }
        let inner = NotationValue(kind: .object(payload), offset: start)
        return NotationValue(kind: .object([NotationMember(key: name, keyOffset: start, value: inner)]), offset: start)
    }

    private mutating func parseArguments(of name: String, openedAt open: Int) throws(NotationError) -> [NotationMember]
    {
        try enterNesting(at: open)
        index += 1
        var members: [NotationMember] = []
        var labels: Set<String> = []
        let closing = "expected ')' to close '\(name)('"
        skipWhitespace()
        while !consume(")") {
            guard index < bytes.count else { throw source.error(at: index, closing) }
            let keyStart = index
            let label = try readLabel()
            let value = try parseValue()
            try append(
                NotationMember(key: label ?? "_\(members.count)", keyOffset: keyStart, value: value), to: &members,
                seen: &labels)
            skipWhitespace()
            if consume(",") {
                skipWhitespace()
            } else if index >= bytes.count || bytes[index] != UInt8(ascii: ")") {
                throw source.error(at: index, index >= bytes.count ? closing : "\(closing), found \(found())")
            }
        }
        depth -= 1
        return members
    }

    /// A `name:` or `"key":` label in front of an argument, or nil (and nothing consumed) when the
    /// argument is unlabeled.
    private mutating func readLabel() throws(NotationError) -> String? {
        let start = index
        guard index < bytes.count else { return nil }
        let key: String
        if NotationPrinter.isIdentifierStart(bytes[index]) {
            key = readName()
        } else if bytes[index] == UInt8(ascii: "\"") {
            key = try parseString()
        } else {
            return nil
        }
        skipWhitespace()
        if consume(":") {
            return key
        }
        index = start
        return nil
    }

    private mutating func parseList() throws(NotationError) -> NotationValue {
        let start = index
        try enterNesting(at: start)
        index += 1
        var elements: [NotationValue] = []
        skipWhitespace()
        while !consume("]") {
            guard index < bytes.count else { throw source.error(at: index, "expected ']' to close '['") }
            elements.append(try parseValue())
            skipWhitespace()
            if consume(",") {
                skipWhitespace()
            } else if index >= bytes.count || bytes[index] != UInt8(ascii: "]") {
                let closing = "expected ']' to close '['"
                throw source.error(at: index, index >= bytes.count ? closing : "\(closing), found \(found())")
            }
        }
        depth -= 1
        return NotationValue(kind: .array(elements), offset: start)
    }

    private mutating func parseObject() throws(NotationError) -> NotationValue {
        let start = index
        try enterNesting(at: start)
        index += 1
        var members: [NotationMember] = []
        var labels: Set<String> = []
        skipWhitespace()
        while !consume("}") {
            guard index < bytes.count else { throw source.error(at: index, "expected '}' to close '{'") }
            let keyStart = index
            guard let key = try readLabel() else {
                throw source.error(at: index, "expected a key followed by ':', found \(found())")
            }
            try append(
                NotationMember(key: key, keyOffset: keyStart, value: try parseValue()), to: &members, seen: &labels)
            skipWhitespace()
            if consume(",") {
                skipWhitespace()
            } else if index >= bytes.count || bytes[index] != UInt8(ascii: "}") {
                let closing = "expected '}' to close '{'"
                throw source.error(at: index, index >= bytes.count ? closing : "\(closing), found \(found())")
            }
        }
        depth -= 1
        return NotationValue(kind: .object(members), offset: start)
    }

    /// Adds a member, refusing a label seen before in the same object (`seen` keeps the check O(1),
    /// so an object with 100,000 labels costs what its length does).
    private func append(
        _ member: NotationMember, to members: inout [NotationMember], seen labels: inout Set<String>
    ) throws(NotationError) {
        guard labels.insert(member.key).inserted else {
            throw source.error(at: member.keyOffset, "duplicate label '\(member.key)'")
        }
        members.append(member)
    }

    private mutating func enterNesting(at offset: Int) throws(NotationError) {
        depth += 1
        if depth > maximumDepth {
            throw source.error(at: offset, "nesting deeper than \(maximumDepth) levels")
        }
    }

    // MARK: Tokens

    private mutating func parseNumber() throws(NotationError) -> String {
        let start = index
        _ = consume("-")
        if consume(".") {
            let word = readName()
            guard word == "nan" || word == "infinity" else {
                throw source.error(at: start, "malformed number: expected '.nan' or '.infinity'")
            }
        } else {
            try readDigits(numberStart: start)
            if consume(".") {
                try readDigits(numberStart: start)
            }
            if consume("e") || consume("E") {
                if !consume("+") { _ = consume("-") }
                try readDigits(numberStart: start)
            }
        }
        return String(decoding: bytes[start..<index], as: UTF8.self)
    }

    private mutating func readDigits(numberStart: Int) throws(NotationError) {
        let start = index
        while index < bytes.count, bytes[index] >= UInt8(ascii: "0"), bytes[index] <= UInt8(ascii: "9") {
            index += 1
        }
        if index == start {
            let text = String(decoding: bytes[numberStart..<index], as: UTF8.self)
            throw source.error(at: index, "malformed number '\(text)': expected a digit, found \(found())")
        }
    }

    private mutating func parseString() throws(NotationError) -> String {
        let open = index
        index += 1
        var buffer: [UInt8] = []
        var segmentStart = index
        while true {
            guard index < bytes.count, bytes[index] != UInt8(ascii: "\n") else {
                throw source.error(at: open, "unterminated string")
            }
            let byte = bytes[index]
            if byte == UInt8(ascii: "\"") {
                buffer.append(contentsOf: bytes[segmentStart..<index])
                index += 1
                return String(decoding: buffer, as: UTF8.self)
            }
            if byte == UInt8(ascii: "\\") {
                buffer.append(contentsOf: bytes[segmentStart..<index])
                try readEscape(into: &buffer)
                segmentStart = index
            } else {
                index += 1
            }
        }
    }

    private mutating func readEscape(into buffer: inout [UInt8]) throws(NotationError) {
        let start = index
        index += 1
        guard index < bytes.count else { throw source.error(at: start, "unterminated string") }
        let code = bytes[index]
        index += 1
        switch code {
        case UInt8(ascii: "\""), UInt8(ascii: "\\"): buffer.append(code)
        case UInt8(ascii: "n"): buffer.append(0x0A)
        case UInt8(ascii: "t"): buffer.append(0x09)
        case UInt8(ascii: "r"): buffer.append(0x0D)
        case UInt8(ascii: "0"): buffer.append(0x00)
        case UInt8(ascii: "u"):
            guard consume("{") else { throw source.error(at: start, "expected '{' after '\\u'") }
            let digitsStart = index
            while index < bytes.count, index - digitsStart < 9, hexDigitValue(bytes[index]) != nil {
                index += 1
            }
            let digits = String(decoding: bytes[digitsStart..<index], as: UTF8.self)
            guard (1...8).contains(digits.utf8.count), consume("}"), let value = UInt32(digits, radix: 16),
                let scalar = Unicode.Scalar(value)
            else {
                throw source.error(
                    at: start, "invalid unicode escape: expected '\\u{' 1 to 8 hex digits of a scalar '}'")
            }
            buffer.append(contentsOf: String(Character(scalar)).utf8)
        default:
            // The whole character after the backslash, however many bytes it takes.
            var end = start + 2
            while end < bytes.count, bytes[end] & 0xC0 == 0x80 { end += 1 }
            let escaped = String(decoding: bytes[(start + 1)..<end], as: UTF8.self)
            throw source.error(at: start, "invalid escape '\\\(escaped)'")
        }
    }

    private mutating func readName() -> String {
        let start = index
        while index < bytes.count, NotationPrinter.isIdentifierContinuation(bytes[index]) {
            index += 1
        }
        return String(decoding: bytes[start..<index], as: UTF8.self)
    }

    private mutating func skipWhitespace() {
        while index < bytes.count {
            switch bytes[index] {
            case UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\n"), UInt8(ascii: "\r"): index += 1
            default: return
            }
        }
    }

    private mutating func consume(_ ascii: Unicode.Scalar) -> Bool {
        guard index < bytes.count, bytes[index] == UInt8(ascii: ascii) else { return false }
        index += 1
        return true
    }

    /// What stands at the current position, for "found …": a whole name, or one character quoted.
    private func found() -> String {
        guard index < bytes.count else { return "end of input" }
        if NotationPrinter.isIdentifierStart(bytes[index]) {
            var end = index
            while end < bytes.count, NotationPrinter.isIdentifierContinuation(bytes[end]) { end += 1 }
            return "'" + String(decoding: bytes[index..<end], as: UTF8.self) + "'"
        }
        // One whole character, however many bytes it takes.
        var end = index + 1
        while end < bytes.count, bytes[end] & 0xC0 == 0x80 { end += 1 }
        return SafeText.quoted(String(decoding: bytes[index..<end], as: UTF8.self))
    }
}
