import Dispatch
import NavPilot

#if canImport(Glibc)
import Glibc
#endif

/// Key names read from standard input that is not a terminal (a file, a pipe), one per line, as
/// scenario files name keys: `down`, `enter`, `ctrl+w`, `a`. Blank lines and `#` comments are
/// skipped. Read on a thread of its own, so the session's tasks run while a pipe is quiet.
enum KeyLines {
    /// The longest line taken; the rest of a longer one is dropped (and the line refused).
    static let longestLine = 4096

    /// One line of the input.
    enum Line: Sendable {
        /// A line's text (invalid UTF-8 repaired), without its line break.
        case text(String)
        /// A line longer than `longestLine` bytes.
        case tooLong
    }

    /// The lines of standard input, until its end.
    static func standardInput() -> AsyncStream<Line> {
        AsyncStream { continuation in
            DispatchQueue.global().async {
                var buffer = [UInt8](repeating: 0, count: 1 << 14)
                var line: [UInt8] = []
                var isTooLong = false
                func finishLine() {
                    continuation.yield(isTooLong ? .tooLong : .text(String(decoding: line, as: UTF8.self)))
                    line.removeAll(keepingCapacity: true)
                    isTooLong = false
                }
                while true {
                    let count = buffer.withUnsafeMutableBytes { read(0, $0.baseAddress, $0.count) }
                    if count < 0 && errno == EINTR { continue }
                    guard count > 0 else { break }
                    for byte in buffer[0..<count] {
                        if byte == UInt8(ascii: "\n") {
                            finishLine()
                        } else if line.count < longestLine {
                            line.append(byte)
                        } else {
                            isTooLong = true
                        }
                    }
                }
                if !line.isEmpty || isTooLong { finishLine() }
                continuation.finish()
            }
        }
    }

    /// The key press a line names; nil for a blank line or a comment.
    /// - Throws: a message when the line names no key.
    static func key(from line: Line) throws(KeyLineError) -> KeyPress? {
        guard case .text(let text) = line else { throw .tooLong }
        var name = Substring(text)
        if name.last == "\r" { name = name.dropLast() }
        // Spaces around a name are layout; a line of one space names the space bar.
        var trimmed = name
        if trimmed.count > 1 {
            while let first = trimmed.first, first == " " || first == "\t" { trimmed.removeFirst() }
            while let last = trimmed.last, last == " " || last == "\t" { trimmed.removeLast() }
        }
        guard !trimmed.isEmpty, !trimmed.hasPrefix("#") else { return nil }
        guard let press = KeyPress(name: String(trimmed)) else { throw .unknownKey(String(trimmed)) }
        return press
    }
}

/// Why a line of keys was refused.
enum KeyLineError: Error, CustomStringConvertible {
    case tooLong
    case unknownKey(String)

    var description: String {
        switch self {
        case .tooLong: "a line longer than \(KeyLines.longestLine) bytes names no key"
        case .unknownKey(let name):
            "unknown key \(SafeText.quoted(String(name.prefix(40))))\(name.count > 40 ? "…" : ""); \(KeyPress.nameHelp)"
        }
    }
}
