/// The one rule for names that become file names: snapshot folders and files, and casts.
///
/// A safe name is made of ASCII letters, digits, `-`, `_` and `.`, does not start with a dot and
/// holds no `..`, so it is never `.`, `..`, a hidden file or a path: joined to a folder it names an
/// entry of that folder and nothing else.
package enum ScenarioFileName {
    /// The longest name `sanitized(_:)` returns: with `.txt` or `.cast` added it stays far below
    /// the 255 bytes a file name may have.
    package static let maximumLength = 200

    /// Whether `name` may be used as a file name as it is (at most 255 bytes, a file name's limit).
    package static func isSafe(_ name: some StringProtocol) -> Bool {
        guard !name.isEmpty, name.utf8.count <= 255, name.first != "." else { return false }
        var previous: UInt8 = 0
        for byte in name.utf8 {
            guard isAllowed(byte), !(byte == UInt8(ascii: ".") && previous == UInt8(ascii: ".")) else {
                return false
            }
            previous = byte
        }
        return true
    }

    /// `name` made safe: every other character replaced with `_`, a leading dot and the second dot of
    /// `..` too, cut to `maximumLength`; an empty name becomes `_`. A safe name of at most
    /// `maximumLength` characters is returned unchanged.
    package static func sanitized(_ name: some StringProtocol) -> String {
        var result: [UInt8] = []
        for character in name {
            guard result.count < maximumLength else { break }
            let byte = character.asciiValue ?? 0
            let isDot = byte == UInt8(ascii: ".")
            if !isAllowed(byte) || (isDot && (result.isEmpty || result.last == UInt8(ascii: "."))) {
                result.append(UInt8(ascii: "_"))
            } else {
                result.append(byte)
            }
        }
        return result.isEmpty ? "_" : String(decoding: result, as: UTF8.self)
    }

    private static func isAllowed(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
            UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "-"), UInt8(ascii: "_"), UInt8(ascii: "."):
            true
        default:
            false
        }
    }
}
