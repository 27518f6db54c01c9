/// What the stack inspector shows: the depth and, on demand, one entry's description.
/// Only the entries that fit are ever described, so a 100,000-entry stack costs what a 10-entry one does.
@MainActor
struct InspectorModel {
    let depth: Int
    /// How many entries at the top are scrolled out of view (0 shows the top of the stack).
    let scroll: Int
    let describe: @MainActor (Int) -> String

    /// Rows of chips (`index: route`), oldest first, ending at the newest visible entry, at most
    /// `rows` rows of `width` columns. Built backwards from the top so only visible chips are made.
    func chipRows(rows: Int, width: Int) -> [[String]] {
        guard rows > 0, width > 0 else { return [] }
        var result: [[String]] = []
        var row: [String] = []
        var rowWidth = 0
        var index = depth - 1 - min(max(0, scroll), depth - 1)
        while index >= 0 {
            let chip = truncate("\(index): \(describe(index))", toWidth: width)
            let chipWidth = displayWidth(of: chip)
            let needed = row.isEmpty ? chipWidth : rowWidth + 3 + chipWidth
            if needed > width, !row.isEmpty {
                result.insert(row, at: 0)
                if result.count == rows { break }
                row = []
                rowWidth = 0
                continue
            }
            row.insert(chip, at: 0)
            rowWidth = row.count == 1 ? chipWidth : needed
            index -= 1
        }
        if !row.isEmpty, result.count < rows {
            result.insert(row, at: 0)
        }
        return result
    }
}
