import NavPilot
import NavPilotTUI

/// What the preview pane says about a file's first bytes: its text, or what kind of file it is.
public enum FilePreviewText {
    /// Tab stops of the preview: every 8 columns, as terminals, `less` and `cat` put them.
    public static let tabWidth = 8

    /// The lines to show for a file of `size` bytes whose first bytes are `head`: the text when it
    /// is UTF-8 without NUL bytes (cut at `maximumLines`, tabs expanded to the next tab stop, a
    /// carriage return before a line break dropped, other control characters escaped), else a line
    /// naming the kind and the size.
    public static func lines(of head: [UInt8], size: Int64, maximumLines: Int = 400) -> [String] {
        if let text = text(of: head) {
            var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map { line in
                expandingTabs(String(line.hasSuffix("\r") ? line.dropLast() : line))
            }
            if head.count < size { lines.append("… (\(size - Int64(head.count)) more bytes)") }
            if lines.count > maximumLines {
                lines = Array(lines.prefix(maximumLines)) + ["… (\(lines.count - maximumLines) more lines)"]
            }
            return lines
        }
        return ["Binary file · \(byteCount(size)) · \(kind(of: head))"]
    }

    /// `line` with each tab replaced by the spaces up to the next multiple of `tabWidth` (columns
    /// counted as the terminal shows them, wide characters two), control characters escaped.
    static func expandingTabs(_ line: String) -> String {
        var result = ""
        var column = 0
        for character in line {
            if character == "\t" {
                let spaces = tabWidth - column % tabWidth
                result += String(repeating: " ", count: spaces)
                column += spaces
            } else {
                let shown = SafeText.escaping(String(character))
                result += shown
                column += displayWidth(of: shown)
            }
        }
        return result
    }

    /// The bytes as text when they are UTF-8 with no NUL (a cut in the middle of a character at the
    /// end is allowed: the head of a longer file).
    static func text(of bytes: [UInt8]) -> String? {
        guard !bytes.contains(0) else { return nil }
        var end = bytes.count
        // Drop an incomplete character at the very end (at most three continuation bytes).
        for back in 1...min(3, max(1, bytes.count)) where bytes.count >= back {
            let byte = bytes[bytes.count - back]
            if byte & 0xC0 == 0xC0 {
                let length = byte >= 0xF0 ? 4 : byte >= 0xE0 ? 3 : 2
                if back < length { end = bytes.count - back }
                break
            }
            if byte & 0x80 == 0 { break }
        }
        return String(validating: bytes[..<end], as: UTF8.self)
    }

    /// A kind for well-known file signatures.
    static func kind(of head: [UInt8]) -> String {
        let signatures: [([UInt8], String)] = [
            ([0x7F, 0x45, 0x4C, 0x46], "ELF executable"),
            ([0x89, 0x50, 0x4E, 0x47], "PNG image"),
            ([0xFF, 0xD8, 0xFF], "JPEG image"),
            ([0x25, 0x50, 0x44, 0x46], "PDF document"),
            ([0x50, 0x4B, 0x03, 0x04], "ZIP archive"),
            ([0x1F, 0x8B], "gzip archive"),
            ([0x47, 0x49, 0x46, 0x38], "GIF image"),
        ]
        return signatures.first { head.starts(with: $0.0) }?.1 ?? "data"
    }

    /// `815 bytes`, `5.5 KB`, `12.3 KB`, `4.5 MB`: bytes below a kilobyte, one decimal of the
    /// largest unit from there, so sizes in one list read alike.
    public static func byteCount(_ size: Int64) -> String {
        if size < 1000 { return size == 1 ? "1 byte" : "\(size) bytes" }
        let units = ["KB", "MB", "GB", "TB"]
        var value = Double(size) / 1000
        var unit = 0
        while value >= 1000, unit < units.count - 1 {
            value /= 1000
            unit += 1
        }
        return "\((value * 10).rounded() / 10) \(units[unit])"
    }
}
