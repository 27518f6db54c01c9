import NavPilot

/// The terminal-safe escaping every output line goes through (`SafeText`), fed any bytes as UTF-8
/// (invalid sequences become U+FFFD). In both line-break modes: the escaped text holds no character a
/// terminal acts on; escaping it again changes nothing; and it is the input scalar by scalar, each one
/// either kept or replaced by its escape, so nothing is lost, added or reordered.
enum SafeTextCheck {
    static func run(_ bytes: [UInt8]) throws(FuzzFailure) {
        let text = String(decoding: bytes, as: UTF8.self)
        for lineBreaks in [SafeText.LineBreaks.kept, .escaped] {
            let safe = SafeText.escaping(text, lineBreaks: lineBreaks)
            let allowed: Set<Unicode.Scalar> = lineBreaks == .kept ? ["\n", "\t"] : []
            if let unsafe = safe.unicodeScalars.first(where: { SafeText.needsEscaping($0) && !allowed.contains($0) }) {
                throw FuzzFailure("U+\(String(unsafe.value, radix: 16)) survived escaping (\(lineBreaks))")
            }
            try require(SafeText.escaping(safe, lineBreaks: lineBreaks) == safe, "escaping twice changed the text")
            var expected = String.UnicodeScalarView()
            for scalar in text.unicodeScalars {
                expected += shown(scalar, lineBreaks: lineBreaks).unicodeScalars
            }
            try require(safe.unicodeScalars.elementsEqual(expected), "escaped text is not the input scalar by scalar")
        }
    }

    /// How one scalar must appear: itself, or `\n`, `\t`, `\u{HEX}`, or `\xHH` for a byte a file
    /// name kept (`FileName`).
    static func shown(_ scalar: Unicode.Scalar, lineBreaks: SafeText.LineBreaks) -> String {
        switch scalar {
        case "\n": lineBreaks == .kept ? "\n" : "\\n"
        case "\t": lineBreaks == .kept ? "\t" : "\\t"
        case _ where scalar.value >= 0x10FF00:
            "\\x" + (scalar.value & 0xFF < 0x10 ? "0" : "") + String(scalar.value & 0xFF, radix: 16, uppercase: true)
        case _ where SafeText.needsEscaping(scalar): "\\u{\(String(scalar.value, radix: 16, uppercase: true))}"
        default: String(scalar)
        }
    }
}
