import NavPilot

/// File names kept as bytes (`FileName`), fed any bytes as a name: the string turns back into the
/// same bytes (so a name opens itself), two inputs never give one string (the round trip proves it),
/// and the name as shown holds nothing a terminal acts on, on one line.
enum FileNameCheck {
    static func run(_ bytes: [UInt8]) throws(FuzzFailure) {
        let name = FileName.string(fromBytes: bytes)
        try require(FileName.bytes(of: name) == bytes, "the name did not read back as its bytes")
        let shown = SafeText.escaping(name)
        if let unsafe = shown.unicodeScalars.first(where: { SafeText.needsEscaping($0) || $0.value >= 0x10FF00 }) {
            throw FuzzFailure("U+\(String(unsafe.value, radix: 16)) is shown raw")
        }
        try require(!shown.contains("\n"), "the name as shown breaks the line")
    }
}
