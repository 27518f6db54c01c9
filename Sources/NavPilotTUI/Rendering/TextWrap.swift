/// Breaks `text` into lines no wider than `width` display columns: at spaces where possible, inside
/// a word when it is longer than a line. Explicit newlines are kept. Wide characters are never split.
func wrap(_ text: String, width: Int) -> [String] {
    guard width > 0 else { return [] }
    var lines: [String] = []
    forEachParagraph(of: text) { paragraph in
        // Fast path: a paragraph that fits is its own line (the general loop below gives the same line
        // unless the paragraph starts with a space, which it drops, or has tabs, which it measures per
        // word).
        if paragraph.utf8.first != 0x20, !paragraph.utf8.contains(0x09), displayWidth(ofSlice: paragraph) <= width {
            lines.append(String(paragraph))
            return
        }
        var line = ""
        var lineWidth = 0
        for word in paragraph.split(separator: " ", omittingEmptySubsequences: false) {
            let wordWidth = displayWidth(ofSlice: word)
            let needed = lineWidth == 0 ? wordWidth : lineWidth + 1 + wordWidth
            if needed <= width {
                if lineWidth > 0 || !line.isEmpty {
                    line += " "
                }
                line += word
                lineWidth = needed
                continue
            }
            if !line.isEmpty {
                lines.append(line)
            }
            line = ""
            lineWidth = 0
            // A word longer than a line is cut at the width.
            for character in word {
                let characterWidth = displayWidth(of: character)
                if lineWidth + characterWidth > width {
                    lines.append(line)
                    line = ""
                    lineWidth = 0
                }
                line.append(character)
                lineWidth += characterWidth
            }
        }
        lines.append(line)
    }
    return lines
}

/// Calls `body` with each paragraph of `text` (the parts between "\n" graphemes, empty ones included),
/// as `text.split(separator: "\n", omittingEmptySubsequences: false)` would, without Character
/// iteration: a line feed byte is a grapheme of its own unless a carriage return precedes it.
func forEachParagraph(of text: String, _ body: (Substring) -> Void) {
    let utf8 = text.utf8
    var start = utf8.startIndex
    var previous: UInt8 = 0
    var index = start
    while index != utf8.endIndex {
        let byte = utf8[index]
        if byte == 0x0A && previous != 0x0D {
            body(text[start..<index])
            start = utf8.index(after: index)
        }
        previous = byte
        index = utf8.index(after: index)
    }
    body(text[start..<utf8.endIndex])
}
