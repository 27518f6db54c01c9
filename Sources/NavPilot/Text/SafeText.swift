/// Text made harmless for a terminal: the one function every line the program writes to standard
/// output, standard error or a log goes through.
///
/// A terminal acts on some characters instead of showing them: C0 controls (ESC starts the sequences
/// that set the window title or the clipboard), DEL, C1 controls (U+009B is a one-character CSI), and
/// Unicode format characters (bidi overrides reorder what follows, zero-width characters hide text).
/// Any of them in a file name, a deep link, a state file or a scenario string would reach the user's
/// terminal raw; `escaping(_:lineBreaks:)` shows each one as `\u{1B}`, the spelling route notation
/// and Swift use, and keeps everything else (non-ASCII letters and emoji included) as it is.
///
/// Escaping is idempotent: escaped text contains only printable ASCII where it changed anything, so
/// a line escaped twice reads the same as once.
public enum SafeText {
    /// What happens to line feeds and tabs.
    public enum LineBreaks: Sendable {
        /// `\n` and `\t` pass through: for whole messages, which may span lines.
        case kept
        /// `\n` and `\t` are shown as `\n` and `\t`: for one value quoted inside a message.
        case escaped
    }

    /// `text` with every character a terminal would act on shown escaped.
    ///
    /// Carriage returns are always escaped (one could overwrite the start of a line with other text).
    public static func escaping(_ text: some StringProtocol, lineBreaks: LineBreaks = .escaped) -> String {
        // One conversion, then code made for `String`: callers in other modules would otherwise run
        // this generic function unspecialised, through a witness table for every byte.
        escaping(string: String(text), lineBreaks: lineBreaks)
    }

    private static func escaping(string text: String, lineBreaks: LineBreaks) -> String {
        // Most text is printable ASCII: hand it back without looking at scalars.
        if text.utf8.allSatisfy({ $0 >= 0x20 && $0 < 0x7F }) { return text }
        var out = ""
        out.reserveCapacity(text.utf8.count)
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\n": out += lineBreaks == .kept ? "\n" : "\\n"
            case "\t": out += lineBreaks == .kept ? "\t" : "\\t"
            case _ where scalar.value >= FileName.escapeBase:
                // A byte a name kept although it is not UTF-8 (see `FileName`).
                let hex = String(scalar.value - FileName.escapeBase, radix: 16, uppercase: true)
                out += "\\x" + (hex.count < 2 ? "0" : "") + hex
            case _ where needsEscaping(scalar):
                out += "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
            default:
                out.unicodeScalars.append(scalar)
            }
        }
        return out
    }

    /// `text` escaped and in single quotes, the way messages quote a value they echo:
    /// `unexpected query item 'x\u{1B}]2;'`.
    public static func quoted(_ text: some StringProtocol) -> String {
        "'" + escaping(text) + "'"
    }

    /// Appends `text` in double quotes with `\"`, `\\`, `\n`, `\t`, `\r`, and every other character
    /// a terminal would act on (`needsEscaping`) as `escape` writes it: one escaping, in each
    /// quoted form the program writes (route notation's `\u{1B}`, JSON's `\u001b`).
    package static func appendQuoted(
        _ text: some StringProtocol, to out: inout String, escape: (Unicode.Scalar) -> String
    ) {
        out += "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\t": out += "\\t"
            case "\r": out += "\\r"
            case _ where needsEscaping(scalar): out += escape(scalar)
            default: out.unicodeScalars.append(scalar)
            }
        }
        out += "\""
    }

    /// Whether a terminal could act on `scalar` rather than show it: C0 controls, DEL, C1 controls,
    /// the line and paragraph separators, and format characters (bidi marks, embeddings, overrides
    /// and isolates, zero-width spaces, the byte order mark, tag characters). The zero-width joiner
    /// and non-joiner are kept: emoji sequences and several scripts need them, and they act on
    /// nothing but the glyphs beside them.
    public static func needsEscaping(_ scalar: Unicode.Scalar) -> Bool {
        let value = scalar.value
        if value < 0x20 || (0x7F..<0xA0).contains(value) { return true }
        if value < 0xA0 { return false }
        if value == 0x200C || value == 0x200D { return false }
        switch scalar.properties.generalCategory {
        case .format, .lineSeparator, .paragraphSeparator: return true
        default: return false
        }
    }
}
