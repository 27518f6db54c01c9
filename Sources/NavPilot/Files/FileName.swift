#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

/// Names and paths as bytes in a `String`, from the folder read or the command line to the open
/// call: a name is bytes, not always UTF-8, and two different names must never become one.
///
/// Valid UTF-8 stays as it is. Every byte of an invalid sequence becomes the private-use character
/// U+10FF00 + the byte, and so does every byte of a real character in U+10FF00…U+10FFFF (so a name
/// holding one cannot meet a name holding the byte). `bytes(of:)` turns each such character back
/// into its byte, so `report-\xFF.txt` opens itself, never `report-\u{FFFD}.txt`. On screen each is
/// `\xFF` (`SafeText.escaping` shows them so), and control characters are escaped as everywhere.
/// `RegularFile` opens such paths by their bytes; the `navpilot` command line reads its arguments so.
public enum FileName {
    /// The first of the 256 characters that stand for kept bytes.
    static let escapeBase: UInt32 = 0x10FF00

    /// The name or path `bytes`, each byte kept.
    public static func string(fromBytes bytes: some Collection<UInt8>) -> String {
        var result = String.UnicodeScalarView()
        var parser = Unicode.UTF8.ForwardParser()
        var iterator = bytes.makeIterator()
        var pending = Array(bytes)[...]
        while true {
            switch parser.parseScalar(from: &iterator) {
            case .valid(let encoded):
                let scalar = Unicode.UTF8.decode(encoded)
                if scalar.value >= escapeBase {
                    for byte in pending.prefix(encoded.count) { result.append(escaped(byte)) }
                } else {
                    result.append(scalar)
                }
                pending = pending.dropFirst(encoded.count)
            case .error(let length):
                for byte in pending.prefix(length) { result.append(escaped(byte)) }
                pending = pending.dropFirst(length)
            case .emptyInput:
                return String(result)
            }
        }
    }

    /// The bytes `path` stands for (without a terminating zero).
    public static func bytes(of path: String) -> [UInt8] {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(path.utf8.count)
        for scalar in path.unicodeScalars {
            if scalar.value >= escapeBase {
                bytes.append(UInt8(scalar.value - escapeBase))
            } else {
                bytes.append(contentsOf: String(scalar).utf8)
            }
        }
        return bytes
    }

    /// Runs `body` with `path` as the C string of its bytes.
    public static func withCPath<Result>(_ path: String, _ body: (UnsafePointer<CChar>) -> Result) -> Result {
        let cString = bytes(of: path).map { CChar(bitPattern: $0) } + [0]
        return cString.withUnsafeBufferPointer { body($0.baseAddress!) }
    }

    /// This program's command-line arguments after its name, each as bytes kept: a file name that
    /// is not UTF-8 can then be opened.
    public static var commandLineArguments: [String] {
        (1..<Int(CommandLine.argc)).compactMap { index in
            CommandLine.unsafeArgv[index].map { argument in
                string(
                    fromBytes: UnsafeBufferPointer(start: argument, count: strlen(argument)).map {
                        UInt8(bitPattern: $0)
                    })
            }
        }
    }

    private static func escaped(_ byte: UInt8) -> Unicode.Scalar {
        Unicode.Scalar(escapeBase + UInt32(byte))!
    }
}
