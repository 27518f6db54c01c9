/// What the stack inspector shows: the depth and, on demand, one entry's description.
/// Only the entries that fit are ever described, so a 100,000-entry stack costs what a 10-entry one does.
@MainActor
struct InspectorModel {
    let depth: Int
    /// How many entries at the top are scrolled out of view (0 shows the top of the stack).
    let scroll: Int
    let describe: @MainActor (Int) -> String
    /// The first forward routes (a pop took them off), the next first: shown dimmed after the top.
    var forward: [String] = []

    /// How many forward routes the inspector shows at most.
    static let forwardShown = 3

    /// The model with `forward` routes shown after the top.
    func showingForward(_ forward: [String]) -> InspectorModel {
        var model = self
        model.forward = forward
        return model
    }

    /// The index of the newest entry shown.
    var topIndex: Int { depth - 1 - min(max(0, scroll), depth - 1) }

    /// Entries above the newest one shown.
    var newerHidden: Int { depth - 1 - topIndex }

    /// Entries below the oldest one shown, when `shown` chips end at `topIndex`.
    func olderHidden(shown: Int) -> Int { max(0, topIndex + 1 - shown) }

    /// The header line's text: the longest of its forms that fits in `width` columns, so a narrow pane
    /// keeps the depth and the hidden counts rather than a cut-off name.
    func header(newerHidden newer: Int, olderHidden older: Int, width: Int) -> String {
        func hidden(_ newerLabel: String, _ olderLabel: String) -> String {
            (newer > 0 ? " · \(newer) \(newerLabel)" : "") + (older > 0 ? " · \(older) \(olderLabel)" : "")
        }
        let forms = [
            "NavPilot Inspector · depth \(depth)" + hidden("newer hidden", "older hidden"),
            "Inspector · depth \(depth)" + hidden("newer hidden", "older hidden"),
            "depth \(depth)" + hidden("newer", "older"),
            "depth \(depth)" + (newer > 0 ? " ↑\(newer)" : "") + (older > 0 ? " ↓\(older)" : ""),
        ]
        return forms.first { displayWidth(of: $0) <= width } ?? "\(depth)"
    }

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
