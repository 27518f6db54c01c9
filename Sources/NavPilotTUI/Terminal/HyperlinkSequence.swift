/// The OSC 8 sequences that put cells in a hyperlink: a terminal keeps a link per cell, set on the
/// cells written while `ESC ] 8 ; id=… ; URI ESC \` is open. Pieces of one link carry the same `id`,
/// so a terminal shows a link that wraps over several rows as one.
enum HyperlinkSequence {
    /// `ESC ] 8 ; id=… ; URI ESC \` for the link of `code` in `table`, or the sequence that ends a
    /// link for 0 (or a code freed meanwhile).
    static func open(code: UInt8, in table: HyperlinkTable = .shared) -> String {
        guard code != 0, let url = table.url(for: code) else { return "\u{1B}]8;;\u{1B}\\" }
        return "\u{1B}]8;id=np\(code);\(terminalURI(url))\u{1B}\\"
    }

    /// `url` as a terminal takes it inside OSC 8: bytes outside printable ASCII (controls, spaces,
    /// anything that could end the sequence early) percent-encoded, the URI's own escaping, so
    /// nothing of a link reaches the terminal as anything but the link.
    static func terminalURI(_ url: String) -> String {
        var out = ""
        for byte in url.utf8 {
            if byte > 0x20 && byte < 0x7F {
                out.unicodeScalars.append(Unicode.Scalar(byte))
            } else {
                out += "%" + (byte < 0x10 ? "0" : "") + String(byte, radix: 16, uppercase: true)
            }
        }
        return out
    }
}
