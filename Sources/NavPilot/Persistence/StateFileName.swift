/// Turns a persistence key into a file name that stays inside the store's directory.
///
/// Readable keys stay as they are (`NavPilot.FeedRoute` → `NavPilot.FeedRoute.json`). Every byte
/// outside `[A-Za-z0-9._-]`, a leading `.`, and `%` itself are written `%XX`, so distinct keys
/// give distinct names, no name contains `/` or NUL, and no name is `.`, `..` or hidden (temporary
/// files start with `.` and cannot collide). Very long keys are cut and end with a hash of the
/// whole key, keeping names under the usual 255-byte limit with room for the quarantine suffix.
enum StateFileName {
    static let maximumStemLength = 160
    static let fileExtension = ".json"

    static func forKey(_ key: String) -> String {
        guard !key.isEmpty else { return "%empty" + fileExtension }
        let hex = Array("0123456789ABCDEF".utf8)
        var stem: [UInt8] = []
        for (index, byte) in key.utf8.enumerated() {
            let plain =
                (byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z"))
                || (byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z"))
                || (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")) || byte == UInt8(ascii: "_")
                || byte == UInt8(ascii: "-") || (byte == UInt8(ascii: ".") && index > 0)
            if plain {
                stem.append(byte)
            } else {
                stem.append(contentsOf: [UInt8(ascii: "%"), hex[Int(byte >> 4)], hex[Int(byte & 0x0F)]])
            }
        }
        if stem.count > maximumStemLength {
            let hash = String(fnv1a(key), radix: 16)
            stem = Array(stem.prefix(maximumStemLength - 1 - hash.utf8.count)) + Array("~\(hash)".utf8)
        }
        return String(decoding: stem, as: UTF8.self) + fileExtension
    }

    /// FNV-1a, 64 bits: stable across runs and machines (unlike `Hasher`).
    private static func fnv1a(_ text: String) -> UInt64 {
        var hash: UInt64 = 0xCBF2_9CE4_8422_2325
        for byte in text.utf8 {
            hash = (hash ^ UInt64(byte)) &* 0x0000_0100_0000_01B3
        }
        return hash
    }
}
