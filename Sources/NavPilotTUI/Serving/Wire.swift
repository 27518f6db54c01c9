/// The bytes of one message of the attach protocol being written: fixed-width integers in network
/// order and length-prefixed UTF-8, nothing else, so both ends read exactly what the other wrote.
package struct WireWriter {
    package private(set) var bytes: [UInt8] = []

    package init() {}

    package mutating func u8(_ value: UInt8) { bytes.append(value) }

    package mutating func u16(_ value: UInt16) {
        bytes.append(UInt8(value >> 8))
        bytes.append(UInt8(value & 0xFF))
    }

    package mutating func u32(_ value: UInt32) {
        u16(UInt16(value >> 16))
        u16(UInt16(value & 0xFFFF))
    }

    /// A count or coordinate, clamped into 16 bits (no terminal is wider).
    package mutating func int(_ value: Int) { u16(UInt16(clamping: max(0, value))) }

    package mutating func bool(_ value: Bool) { u8(value ? 1 : 0) }

    package mutating func string(_ text: String) {
        let utf8 = Array(text.utf8)
        u32(UInt32(clamping: utf8.count))
        bytes += utf8
    }
}

/// Reads what a `WireWriter` wrote; every read past the end, and every value out of its range,
/// throws, so a short or hostile message is refused, never half-applied.
package struct WireReader {
    private let bytes: [UInt8]
    private var offset = 0

    package init(_ bytes: [UInt8]) { self.bytes = bytes }

    package var isAtEnd: Bool { offset == bytes.count }

    package mutating func u8() throws(WireError) -> UInt8 {
        guard offset < bytes.count else { throw .truncated }
        defer { offset += 1 }
        return bytes[offset]
    }

    package mutating func u16() throws(WireError) -> UInt16 {
        UInt16(try u8()) << 8 | UInt16(try u8())
    }

    package mutating func u32() throws(WireError) -> UInt32 {
        UInt32(try u16()) << 16 | UInt32(try u16())
    }

    package mutating func int() throws(WireError) -> Int { Int(try u16()) }

    package mutating func bool() throws(WireError) -> Bool {
        switch try u8() {
        case 0: false
        case 1: true
        default: throw .malformed("a flag is neither 0 nor 1")
        }
    }

    package mutating func string() throws(WireError) -> String {
        let count = Int(try u32())
        guard count <= bytes.count - offset else { throw .truncated }
        defer { offset += count }
        return String(decoding: bytes[offset..<offset + count], as: UTF8.self)
    }
}

/// Why bytes from the other end of an attach connection were refused.
package enum WireError: Error, Equatable, CustomStringConvertible {
    /// A message ended before its last field.
    case truncated
    /// A field holds a value no writer writes.
    case malformed(String)
    /// A message is longer than `AttachFraming.longestMessage`.
    case tooLong(Int)

    package var description: String {
        switch self {
        case .truncated: "a message ended before its last field"
        case .malformed(let what): "a malformed message: \(what)"
        case .tooLong(let count): "a message of \(count) bytes (at most \(AttachFraming.longestMessage))"
        }
    }
}

/// How messages follow each other on an attach connection: a kind byte, a 32-bit length, the body.
package enum AttachFraming {
    /// The longest body taken: a whole frame of the largest screen a client may have
    /// (`ServedTerminal.largestSize`, 15 bytes a cell), with room for long graphemes.
    package static let longestMessage = 64 << 20

    /// `body` framed as a message of `kind`.
    package static func frame(kind: UInt8, body: [UInt8]) -> [UInt8] {
        var writer = WireWriter()
        writer.u8(kind)
        writer.u32(UInt32(body.count))
        return writer.bytes + body
    }

    /// Takes the whole messages at the start of `buffer` (removing them); what is left is the start
    /// of the next one.
    package static func take(from buffer: inout [UInt8]) throws(WireError) -> [(kind: UInt8, body: [UInt8])] {
        var messages: [(kind: UInt8, body: [UInt8])] = []
        var start = 0
        while buffer.count - start >= 5 {
            let length =
                Int(buffer[start + 1]) << 24 | Int(buffer[start + 2]) << 16 | Int(buffer[start + 3]) << 8
                | Int(buffer[start + 4])
            guard length <= longestMessage else { throw .tooLong(length) }
            guard buffer.count - start - 5 >= length else { break }
            messages.append((buffer[start], Array(buffer[start + 5..<start + 5 + length])))
            start += 5 + length
        }
        if start > 0 { buffer.removeFirst(start) }
        return messages
    }
}
