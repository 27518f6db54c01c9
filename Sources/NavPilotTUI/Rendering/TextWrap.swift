/// Breaks `text` into lines no wider than `width` display columns: at spaces where possible, inside
/// a word when it is longer than a line. Explicit newlines are kept. Wide characters are never split.
func wrap(_ text: String, width: Int) -> [String] {
    guard width > 0 else { return [] }
    var lines: [String] = []
    for paragraph in text.split(separator: "\n", omittingEmptySubsequences: false) {
        var line = ""
        var lineWidth = 0
        for word in paragraph.split(separator: " ", omittingEmptySubsequences: false) {
            let wordWidth = displayWidth(of: String(word))
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
