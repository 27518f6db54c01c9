import NavPilotTUI

/// A snapshot file read back (see `StyledScreen` for its form): the text rows and, when it has a style
/// section, the style rows and what their letters mean. Comparing two documents names the rows whose
/// text differs and the rows that differ in style only.
///
/// A snapshot written before styles were recorded has no style section: it is compared by its text.
struct SnapshotDocument {
    var textRows: [String]
    /// The style rows as written (one letter per cell); nil for a text-only snapshot.
    var styleRows: [String]?
    /// What each letter of `styleRows` stands for.
    var legend: [Character: String]

    /// The document of a screen.
    init(_ screen: StyledScreen) {
        textRows = screen.textRows
        styleRows = screen.styleRows
        legend = Dictionary(screen.legend.map { ($0.letter, $0.style) }, uniquingKeysWith: { first, _ in first })
    }

    /// Reads a stored snapshot. The style section starts at the last `styles:` line: a text row may
    /// read `styles:`, but no line of the legend or the style grid can.
    init(parsing text: String) {
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        if lines.last == "" { lines.removeLast() }
        legend = [:]
        guard let header = lines.lastIndex(of: StyledScreen.header) else {
            textRows = lines
            styleRows = nil
            return
        }
        var rows = Array(lines[..<header])
        if rows.last == "" { rows.removeLast() }
        textRows = rows
        var index = header + 1
        while index < lines.count, let (letter, style) = Self.legendEntry(lines[index]) {
            legend[letter] = legend[letter] ?? style
            index += 1
        }
        styleRows = Array(lines[index...])
    }

    /// `a = bold fg:cyan` as its letter and style.
    private static func legendEntry(_ line: String) -> (Character, String)? {
        guard let letter = line.first, line.dropFirst().hasPrefix(" = ") else { return nil }
        return (letter, String(line.dropFirst(4)))
    }

    /// The style names of row `row`'s cells, `count` of them at least (plain past the row's end).
    private func styles(ofRow row: Int, count: Int) -> [String] {
        let letters = styleRows.flatMap { row < $0.count ? Array($0[row]) : [] } ?? []
        var names = letters.map { $0 == StyledScreen.plainLetter ? "plain" : legend[$0] ?? "unknown letter \($0)" }
        if names.count < count { names += Array(repeating: "plain", count: count - names.count) }
        return names
    }

    /// How `self` (the snapshot) and `screen` differ: the rows (from 0) whose text differs, and the
    /// rows whose text is the same and whose styles differ. No style rows are compared when either
    /// side has none.
    func differences(to screen: SnapshotDocument) -> (text: [Int], styleOnly: [Int]) {
        let rowCount = max(textRows.count, screen.textRows.count)
        var text: [Int] = []
        var styleOnly: [Int] = []
        for row in 0..<rowCount {
            let old = row < textRows.count ? textRows[row] : nil
            let new = row < screen.textRows.count ? screen.textRows[row] : nil
            if old != new {
                text.append(row)
                continue
            }
            guard let ours = styleRows, let theirs = screen.styleRows else { continue }
            let width = max(row < ours.count ? ours[row].count : 0, row < theirs.count ? theirs[row].count : 0)
            if styles(ofRow: row, count: width) != screen.styles(ofRow: row, count: width) {
                styleOnly.append(row)
            }
        }
        return (text, styleOnly)
    }

    /// The lines that show `rows` (from 0) in both documents' style grids, `-` for this one and `+` for
    /// `screen`, then what the letters those lines use stand for: at most `limit` rows.
    func styleDetails(of rows: [Int], to screen: SnapshotDocument, limit: Int = 12) -> [String] {
        var lines: [String] = []
        var oldLetters: [Character] = []
        var newLetters: [Character] = []
        for row in rows.prefix(limit) {
            let old = styleRows.flatMap { row < $0.count ? $0[row] : nil } ?? ""
            let new = screen.styleRows.flatMap { row < $0.count ? $0[row] : nil } ?? ""
            lines.append("- \(Self.pad(row + 1))| \(old)")
            lines.append("+ \(Self.pad(row + 1))| \(new)")
            for letter in old where !oldLetters.contains(letter) { oldLetters.append(letter) }
            for letter in new where !newLetters.contains(letter) { newLetters.append(letter) }
        }
        if rows.count > limit { lines.append("  … and \(rows.count - limit) more rows") }
        // What the letters shown mean: once when both legends agree, else each side's meaning.
        for letter in Set(oldLetters + newLetters).sorted() where letter != StyledScreen.plainLetter {
            let old = oldLetters.contains(letter) ? legend[letter] ?? "unknown" : nil
            let new = newLetters.contains(letter) ? screen.legend[letter] ?? "unknown" : nil
            if old == new, let old {
                lines.append("  \(letter) = \(old)")
            } else {
                if let old { lines.append("- \(letter) = \(old)") }
                if let new { lines.append("+ \(letter) = \(new)") }
            }
        }
        return lines
    }

    /// `1, 2 and 5`, counted from 1.
    static func rowList(_ rows: [Int]) -> String {
        let numbers = rows.map { String($0 + 1) }
        guard numbers.count > 1 else { return numbers.first ?? "" }
        return numbers.dropLast().joined(separator: ", ") + " and " + numbers.last!
    }

    private static func pad(_ row: Int) -> String {
        let text = String(row)
        return String(repeating: " ", count: max(0, 3 - text.count)) + text
    }
}
