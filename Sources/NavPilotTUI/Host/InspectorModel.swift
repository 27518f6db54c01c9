/// What the stack inspector shows: the depth and a window of entries, one a row, each described on
/// demand. Only the entries in the window are ever described, so a 100,000-entry stack costs what a
/// 10-entry one does.
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

    /// `scroll` kept within the windows a `depth`-entry stack has in `rows` rows: scrolled further
    /// back than the window that starts at the root, the rows would only empty, and each press of
    /// `]` would have to climb back through scroll that shows nothing new.
    static func clampedScroll(_ scroll: Int, depth: Int, rows: Int) -> Int {
        min(max(0, scroll), max(0, depth - max(1, rows)))
    }

    /// The entries shown in `rows` rows, oldest first: consecutive entries ending `scroll` entries
    /// below the top, as many as there are rows (fewer only when the stack is shallower), so a
    /// scroll of one moves the window by one entry and no row is left empty while entries are hidden.
    func window(rows: Int) -> Range<Int> {
        guard rows > 0, depth > 0 else { return 0..<0 }
        let end = depth - Self.clampedScroll(scroll, depth: depth, rows: rows)
        return max(0, end - rows)..<end
    }

    /// One line per entry of `window`, `index: route`, cut with `…` to `width` columns: an entry
    /// never wraps, so scrolling moves whole rows and never reflows them.
    func lines(of window: Range<Int>, width: Int) -> [String] {
        guard width > 0 else { return [] }
        return window.map { truncate("\($0): \(describe($0))", toWidth: width) }
    }

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
}
