/// Reading JSON: RFC 8259, numbers whole (all this program writes), nesting bounded.
extension JSONValue {
    /// Why a text is not JSON as read here: what was wrong, and the byte offset where.
    package struct ParseError: Error, Equatable, CustomStringConvertible {
        /// What was wrong: `expected ',' or ']'`.
        package let reason: String
        /// Where, in bytes from the start.
        package let offset: Int

        /// `expected ',' or ']' at byte 17`.
        package var description: String { "\(reason) at byte \(offset)" }
    }

    /// The deepest nesting of arrays and objects read: a hostile file of brackets must not use the
    /// stack up.
    package static let maximumDepth = 64

    /// The value `text` holds, all of it but white space around it.
    package init(parsing text: String) throws(ParseError) {
        var reader = JSONReader(bytes: Array(text.utf8))
        self = try reader.value(depth: 0)
        reader.skipWhitespace()
        guard reader.offset == reader.bytes.count else { throw reader.error("unexpected text after the value") }
    }

    /// The member `key` of an object (the first one so called); nil for other values.
    package subscript(key: String) -> JSONValue? {
        guard case .object(let members) = self else { return nil }
        return members.first { $0.0 == key }?.1
    }

    /// The string this is; nil for other values.
    package var string: String? {
        if case .string(let value) = self { value } else { nil }
    }

    /// The whole number this is; nil for other values.
    package var int: Int? {
        if case .int(let value) = self { value } else { nil }
    }

    /// The values of the array this is; nil for other values.
    package var array: [JSONValue]? {
        if case .array(let values) = self { values } else { nil }
    }

    package static func == (left: JSONValue, right: JSONValue) -> Bool {
        switch (left, right) {
        case (.string(let a), .string(let b)): a == b
        case (.int(let a), .int(let b)): a == b
        case (.bool(let a), .bool(let b)): a == b
        case (.null, .null): true
        case (.array(let a), .array(let b)): a == b
        case (.object(let a), .object(let b)): a.elementsEqual(b) { $0.0 == $1.0 && $0.1 == $1.1 }
        default: false
        }
    }
}

/// The reader behind `JSONValue(parsing:)`: one pass over the bytes, one small function per kind.
private struct JSONReader {
    let bytes: [UInt8]
    var offset = 0

    init(bytes: [UInt8]) {
        self.bytes = bytes
    }

    func error(_ reason: String) -> JSONValue.ParseError {
        JSONValue.ParseError(reason: reason, offset: offset)
    }

    mutating func skipWhitespace() {
        while offset < bytes.count, [0x20, 0x09, 0x0A, 0x0D].contains(bytes[offset]) { offset += 1 }
    }

    mutating func value(depth: Int) throws(JSONValue.ParseError) -> JSONValue {
        skipWhitespace()
        guard offset < bytes.count else { throw error("expected a value") }
        switch bytes[offset] {
        case UInt8(ascii: "{"): return try object(depth: depth + 1)
        case UInt8(ascii: "["): return try array(depth: depth + 1)
        case UInt8(ascii: "\""): return .string(try string())
        case UInt8(ascii: "t"): return try word("true", .bool(true))
        case UInt8(ascii: "f"): return try word("false", .bool(false))
        case UInt8(ascii: "n"): return try word("null", .null)
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): return .int(try number())
        default: throw error("expected a value")
        }
    }

    private mutating func object(depth: Int) throws(JSONValue.ParseError) -> JSONValue {
        guard depth <= JSONValue.maximumDepth else { throw error("nested deeper than \(JSONValue.maximumDepth)") }
        offset += 1
        var members: [(String, JSONValue)] = []
        skipWhitespace()
        if offset < bytes.count, bytes[offset] == UInt8(ascii: "}") {
            offset += 1
            return .object(members)
        }
        while true {
            skipWhitespace()
            guard offset < bytes.count, bytes[offset] == UInt8(ascii: "\"") else { throw error("expected a key") }
            let key = try string()
            skipWhitespace()
            try expect(":", "expected ':'")
            members.append((key, try value(depth: depth)))
            skipWhitespace()
            if try endOrComma("}") { return .object(members) }
        }
    }

    private mutating func array(depth: Int) throws(JSONValue.ParseError) -> JSONValue {
        guard depth <= JSONValue.maximumDepth else { throw error("nested deeper than \(JSONValue.maximumDepth)") }
        offset += 1
        var values: [JSONValue] = []
        skipWhitespace()
        if offset < bytes.count, bytes[offset] == UInt8(ascii: "]") {
            offset += 1
            return .array(values)
        }
        while true {
            values.append(try value(depth: depth))
            skipWhitespace()
            if try endOrComma("]") { return .array(values) }
        }
    }

    /// Past a `,` (false) or the closing `close` (true).
    private mutating func endOrComma(_ close: Unicode.Scalar) throws(JSONValue.ParseError) -> Bool {
        guard offset < bytes.count else { throw error("expected ',' or '\(close)'") }
        switch bytes[offset] {
        case UInt8(ascii: ","): offset += 1; return false
        case UInt8(ascii: close): offset += 1; return true
        default: throw error("expected ',' or '\(close)'")
        }
    }

    private mutating func expect(_ byte: Unicode.Scalar, _ reason: String) throws(JSONValue.ParseError) {
        guard offset < bytes.count, bytes[offset] == UInt8(ascii: byte) else { throw error(reason) }
        offset += 1
    }

    private mutating func word(_ word: String, _ value: JSONValue) throws(JSONValue.ParseError) -> JSONValue {
        let spelled = Array(word.utf8)
        guard bytes[offset...].starts(with: spelled) else { throw error("expected a value") }
        offset += spelled.count
        return value
    }

    private mutating func number() throws(JSONValue.ParseError) -> Int {
        let start = offset
        if bytes[offset] == UInt8(ascii: "-") { offset += 1 }
        let digits = offset
        while offset < bytes.count, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(bytes[offset]) { offset += 1 }
        guard offset > digits else { throw error("expected a digit") }
        guard bytes[digits] != UInt8(ascii: "0") || offset == digits + 1 else {
            throw JSONValue.ParseError(reason: "a number with a leading zero", offset: start)
        }
        if offset < bytes.count, [UInt8(ascii: "."), UInt8(ascii: "e"), UInt8(ascii: "E")].contains(bytes[offset]) {
            throw error("only whole numbers are read")
        }
        guard let number = Int(String(decoding: bytes[start..<offset], as: UTF8.self)) else {
            throw JSONValue.ParseError(reason: "a number out of range", offset: start)
        }
        return number
    }

    /// A string, the reader on its opening quote.
    private mutating func string() throws(JSONValue.ParseError) -> String {
        offset += 1
        var out: [UInt8] = []
        while offset < bytes.count {
            let byte = bytes[offset]
            switch byte {
            case UInt8(ascii: "\""):
                offset += 1
                return String(decoding: out, as: UTF8.self)
            case UInt8(ascii: "\\"):
                offset += 1
                try escape(into: &out)
            case 0..<0x20:
                throw error("a control character in a string")
            default:
                out.append(byte)
                offset += 1
            }
        }
        throw error("a string without its closing quote")
    }

    /// One escape, the reader past its backslash.
    private mutating func escape(into out: inout [UInt8]) throws(JSONValue.ParseError) {
        guard offset < bytes.count else { throw error("a string without its closing quote") }
        let simple: [UInt8: UInt8] = [
            UInt8(ascii: "\""): 0x22, UInt8(ascii: "\\"): 0x5C, UInt8(ascii: "/"): 0x2F, UInt8(ascii: "b"): 0x08,
            UInt8(ascii: "f"): 0x0C, UInt8(ascii: "n"): 0x0A, UInt8(ascii: "r"): 0x0D, UInt8(ascii: "t"): 0x09,
        ]
        if let byte = simple[bytes[offset]] {
            out.append(byte)
            offset += 1
            return
        }
        guard bytes[offset] == UInt8(ascii: "u") else { throw error("an unknown escape") }
        offset += 1
        let unit = try hexUnit()
        var scalar = Unicode.Scalar(unit)
        if (0xD800..<0xDC00).contains(unit) {
            // A high surrogate: its low one must follow as the next escape.
            guard bytes[offset...].starts(with: Array("\\u".utf8)) else { throw error("a lone surrogate") }
            offset += 2
            let low = try hexUnit()
            guard (0xDC00..<0xE000).contains(low) else { throw error("a lone surrogate") }
            scalar = Unicode.Scalar(0x10000 + ((UInt32(unit) - 0xD800) << 10) + (UInt32(low) - 0xDC00))
        }
        guard let scalar else { throw error("a lone surrogate") }
        out.append(contentsOf: Array(String(Character(scalar)).utf8))
    }

    /// Four hexadecimal digits.
    private mutating func hexUnit() throws(JSONValue.ParseError) -> UInt16 {
        let isHexDigit = { (byte: UInt8) in
            (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte)
                || (UInt8(ascii: "a")...UInt8(ascii: "f")).contains(byte | 0x20)
        }
        guard offset + 4 <= bytes.count, bytes[offset..<(offset + 4)].allSatisfy(isHexDigit),
            let unit = UInt16(String(decoding: bytes[offset..<(offset + 4)], as: UTF8.self), radix: 16)
        else { throw error("expected four hexadecimal digits") }
        offset += 4
        return unit
    }
}
