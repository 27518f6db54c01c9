/// One thing the command palette offers: an action of the binding table, a pane, or a screen
/// visited in this session.
@MainActor
struct PaletteEntry {
    enum Kind: Int, Comparable {
        case action, pane, screen

        static func < (lhs: Kind, rhs: Kind) -> Bool { lhs.rawValue < rhs.rawValue }
    }

    let kind: Kind
    /// What is matched and shown (`zoom the focused pane`, `feed › Swift Tips`).
    let title: String
    /// Shown dim at the right: the keys of an action, `pane`, `visited`.
    let detail: String
    /// Runs the entry once the palette is closed; the text returned is said in the status line (why
    /// a visited screen could not be re-opened).
    let run: @MainActor () -> String?
}

/// The palette's state: what it offers, what is typed, and the entries that match, best first.
@MainActor
struct CommandPalette {
    /// Everything offered, in the order shown for an empty query: actions nearest the focus first,
    /// then panes, then visited screens, newest first.
    let entries: [PaletteEntry]
    private(set) var query = ""
    /// Where the query's cursor is (a UTF-8 offset, as `TextFieldEditor` keeps it).
    let cursor = StateCell(0)
    /// The entries that match `query`, best first, with the match (for highlighting).
    private(set) var shown: [(entry: Int, match: FuzzyMatch)] = []
    /// The selected row of `shown`.
    private(set) var selected = 0
    /// The first row of `shown` in view (kept by `select` so the selection is always visible).
    private(set) var scroll = 0
    /// How many rows the box shows; the drawing reports it back after each frame.
    static let mostRowsShown = 12

    init(entries: [PaletteEntry]) {
        self.entries = entries
        filter()
    }

    /// Replaces the query and ranks the entries anew, the best match selected.
    mutating func setQuery(_ text: String) {
        query = text
        filter()
    }

    /// Moves the selection by `offset` rows, wrapping at either end as a menu does.
    mutating func moveSelection(by offset: Int) {
        guard !shown.isEmpty else { return }
        let count = shown.count
        select(((selected + offset) % count + count) % count)
    }

    /// Selects row `row` of `shown` (clamped) and scrolls it into view.
    mutating func select(_ row: Int) {
        guard !shown.isEmpty else { return }
        selected = min(max(0, row), shown.count - 1)
        if selected < scroll { scroll = selected }
        if selected >= scroll + Self.mostRowsShown { scroll = selected - Self.mostRowsShown + 1 }
    }

    /// The selected entry, if anything matches.
    var selectedEntry: PaletteEntry? {
        shown.indices.contains(selected) ? entries[shown[selected].entry] : nil
    }

    /// Ranks: higher score first; on a tie the shorter title (closer to what was typed), then the
    /// kind (actions, panes, screens), then the order offered.
    private mutating func filter() {
        var ranked: [(entry: Int, match: FuzzyMatch)] = []
        for (index, entry) in entries.enumerated() {
            if let match = FuzzyMatch.match(query, in: entry.title) { ranked.append((index, match)) }
        }
        if !query.isEmpty {
            let entries = entries
            ranked.sort { lhs, rhs in
                if lhs.match.score != rhs.match.score { return lhs.match.score > rhs.match.score }
                let left = entries[lhs.entry]
                let right = entries[rhs.entry]
                if left.title.count != right.title.count { return left.title.count < right.title.count }
                if left.kind != right.kind { return left.kind < right.kind }
                return lhs.entry < rhs.entry
            }
        }
        shown = ranked
        selected = 0
        scroll = 0
    }
}
