import NavPilot

/// Search in the focused pane or the help overlay (`/`): typing moves the selection to the first
/// match at or after it, `n` and `N` to the next and previous one, Escape puts the selection back
/// where it was.
///
/// What is searched is what the pane offers to select, in the words narration uses: the rows of the
/// focused list (a file list) when it has rows it can select by number
/// (`Widget.selectAccessibilityRow(_:)`), else the pane's items; then the stack inspector's entries
/// when it is shown (a match scrolls it to that entry). Over the help overlay, its lines. Case is
/// ignored.
@MainActor
struct PaneSearch {
    /// What was typed.
    var query = ""
    /// Where the query's cursor is (a UTF-8 offset, as `TextFieldEditor` keeps it).
    let cursor = StateCell(0)
    /// The pane searched, and the screen on top of its stack then: a search whose screen has gone
    /// (a pilot driven from code or a control socket) ends at the next key.
    let pane: String
    let screen: StackEntryID?
    /// Puts the selection (and the inspector's or the help's scroll) back where the search found
    /// it: Escape.
    let restore: @MainActor () -> Void
    /// After the last move: how many candidates match, and which of them is selected (from 1).
    var matchCount = 0
    var matchNumber = 0
    /// What is searched, read once when the search began (a list does not change while its keys
    /// go to the search): each character typed then costs one byte scan of the labels (`SearchLabels`).
    let candidates: SearchCandidates
    /// The candidate selected now.
    var selected: Int

    /// The status line while searching: `/query  3/17 matches`.
    var statusText: String {
        let found =
            query.isEmpty
            ? "type to search"
            : matchCount == 0 ? "no match" : "\(matchNumber)/\(matchCount) \(matchCount == 1 ? "match" : "matches")"
        return "/" + query + "  " + found + " · Enter keep · Esc cancel"
    }
}

/// The candidates of a search: labels, which one is selected, and how to select another.
@MainActor
struct SearchCandidates {
    /// The labels (the search ignores case).
    let labels: SearchLabels
    let selected: Int?
    let select: (Int) -> Bool

    init(labels: some Sequence<String>, selected: Int?, select: @escaping (Int) -> Bool) {
        self.labels = SearchLabels(labels)
        self.selected = selected
        self.select = select
    }

    /// The candidates `root` offers now (nil: nothing to search): the focused list's rows or the
    /// pane's items, then the inspector's entries when it is shown.
    init?(in root: ViewRoot, name: String) {
        let own = Self.selectable(in: root, name: name)
        guard let inspector = Self.inspectorEntries(in: root) else {
            guard let own else { return nil }
            self = own
            return
        }
        let first = own?.labels.count ?? 0
        labels = (own?.labels ?? SearchLabels([])) + inspector.labels
        selected = own?.selected ?? inspector.selected.map { first + $0 }
        select = { position in
            position < first ? own?.select(position) ?? false : inspector.select(position - first)
        }
    }

    /// The rows of the focused list, else the pane's items.
    private static func selectable(in root: ViewRoot, name: String) -> SearchCandidates? {
        let pane = root.narrationDescription(name: name, pilot: nil)
        if let (item, _) = pane.focusedItem, !item.element.rows.isEmpty, let index = item.focusIndex,
            root.frame.targets.indices.contains(index)
        {
            let widget = root.frame.targets[index].widget
            return SearchCandidates(
                labels: item.element.rows, selected: item.element.selectedRow
            ) { row in
                root.willHandleInput()
                return widget.selectAccessibilityRow(row)
            }
        }
        let items = pane.items
        guard !items.isEmpty else { return nil }
        return SearchCandidates(
            labels: items.lazy.map { NarrationPhrases.name(of: $0.element) },
            selected: pane.focusedItem?.position
        ) { position in
            guard items.indices.contains(position), let index = items[position].focusIndex else { return false }
            root.willHandleInput()
            return root.moveFocus(to: index)
        }
    }

    /// The stack inspector's entries as it labels them (`3: post(id: 1)`), oldest first, when the
    /// pane shows it: selecting one scrolls the inspector so it is the newest entry shown.
    private static func inspectorEntries(in root: ViewRoot) -> SearchCandidates? {
        guard let (inspector, host) = root.shownInspector, inspector.depth > 0 else { return nil }
        let labels = (0..<inspector.depth).lazy.map { "\($0): \(inspector.describe($0))" }
        return SearchCandidates(labels: labels, selected: nil) { index in
            root.scrollInspector(of: host, toShow: index)
            return true
        }
    }

    /// The positions whose label contains `query`, ignoring case.
    func matches(of query: String) -> [Int] {
        labels.matches(of: query)
    }

    /// Of `found` (ascending), the match at or after `start` (wrapping), or at or before it going
    /// backwards; nil when there is none.
    static func match(in found: [Int], from start: Int, forward: Bool) -> Int? {
        guard !found.isEmpty else { return nil }
        if forward { return found.first { $0 >= start } ?? found[0] }
        return found.last { $0 <= start } ?? found[found.count - 1]
    }
}
