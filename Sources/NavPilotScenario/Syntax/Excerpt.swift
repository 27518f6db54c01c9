/// Parts of long text for messages, so what a message echoes stays short however long the input.
enum Excerpt {
    /// The most characters of a value a message echoes (a word, a name, a key).
    static let valueLength = 40
    /// The most characters of a message shown (a route's error may list many cases).
    static let messageLength = 400
    /// The most characters of a source line shown under an error: a longer line is shown around the
    /// caret only.
    static let lineLength = 160
    /// How many characters before the caret a cut line keeps.
    static let contextBeforeCaret = 60

    /// `text`, or its first `limit` characters followed by `…` when it is longer.
    static func prefix(_ text: some StringProtocol, limit: Int = valueLength) -> String {
        var end = text.startIndex
        for _ in 0..<limit {
            guard end < text.endIndex else { return String(text) }
            end = text.index(after: end)
        }
        return end == text.endIndex ? String(text) : String(text[..<end]) + "…"
    }

    /// The part of a source line shown under an error at `column` (1-based) spanning `length`
    /// characters: the whole line when it is short, else `lineLength` characters around the caret
    /// with `…` where it was cut.
    ///
    /// - Returns: the characters to show, the caret's column in them and the span's length in them.
    static func window(
        of line: [Character], column: Int, length: Int
    ) -> (text: [Character], column: Int, length: Int) {
        guard line.count > lineLength else { return (line, column, length) }
        let caret = max(0, column - 1)
        let start = min(max(0, caret - contextBeforeCaret), max(0, line.count - lineLength))
        let end = min(line.count, start + lineLength)
        var text: [Character] = start > 0 ? ["…"] : []
        text += line[start..<end]
        if end < line.count { text.append("…") }
        let shift = start > 0 ? start - 1 : 0
        let shownColumn = column - shift
        // The underline stops at the last character shown (or one past the line for a missing closer).
        let lastShown = (start > 0 ? 1 : 0) + (end - start)
        let shownLength = max(1, min(length, lastShown + 1 - (shownColumn - 1)))
        return (text, shownColumn, shownLength)
    }
}
