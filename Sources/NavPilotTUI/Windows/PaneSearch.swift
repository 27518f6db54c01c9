import NavPilot

/// Search in the focused pane (`/`): typing moves the selection to the first match at or after it,
/// `n` and `N` to the next and previous one, Escape puts the selection back where it was.
///
/// What is searched is what the pane offers to select, in the words narration uses: the rows of the
/// focused list (a file list) when it has rows it can select by number
/// (`Widget.selectAccessibilityRow(_:)`), else the pane's items. Case is ignored.
@MainActor
struct PaneSearch {
    /// What was typed.
    var query = ""
    /// The pane searched, and the screen on top of its stack then: a search whose screen has gone
    /// (a pilot driven from code or a control socket) ends at the next key.
    let pane: String
    let screen: StackEntryID?
    /// Where the selection was when the search began, to put it back on Escape: the focus index,
    /// and the selected row of a focused list.
    let originFocus: Int?
    let originRow: Int?
    /// After the last move: how many candidates match, and which of them is selected (from 1).
    var matchCount = 0
    var matchNumber = 0
    /// What is searched, read once when the search began (a list does not change while its keys
    /// go to the search): each character typed then costs one pass over lowercased labels.
    let candidates: SearchCandidates
    /// The candidate selected now.
    var selected: Int

    /// The status line while searching: `/query  3/17 matches`.
    var statusText: String {
        let found =
            query.isEmpty ? "type to search" : matchCount == 0 ? "no match" : "\(matchNumber)/\(matchCount) matches"
        return "/" + query + "  " + found + " · Enter keep · Esc cancel"
    }
}

/// The candidates of a search: labels, which one is selected, and how to select another.
@MainActor
struct SearchCandidates {
    /// The labels, lowercased (the search ignores case).
    let labels: [String]
    let selected: Int?
    let select: (Int) -> Bool

    /// The candidates `root` offers now (nil: nothing to search).
    init?(in root: ViewRoot, name: String) {
        let pane = root.narrationDescription(name: name, pilot: nil)
        if let (item, _) = pane.focusedItem, !item.element.rows.isEmpty, let index = item.focusIndex,
            root.frame.targets.indices.contains(index)
        {
            let widget = root.frame.targets[index].widget
            labels = item.element.rows.map { $0.lowercased() }
            selected = item.element.selectedRow
            select = { row in
                root.willHandleInput()
                return widget.selectAccessibilityRow(row)
            }
            return
        }
        let items = pane.items
        guard !items.isEmpty else { return nil }
        labels = items.map { NarrationPhrases.name(of: $0.element).lowercased() }
        selected = pane.focusedItem?.position
        select = { position in
            guard items.indices.contains(position), let index = items[position].focusIndex else { return false }
            root.willHandleInput()
            return root.moveFocus(to: index)
        }
    }

    /// The positions whose label contains `query`, ignoring case.
    func matches(of query: String) -> [Int] {
        let wanted = query.lowercased()
        return labels.indices.filter { labels[$0].contains(wanted) }
    }

    /// Of `found` (ascending), the match at or after `start` (wrapping), or at or before it going
    /// backwards; nil when there is none.
    static func match(in found: [Int], from start: Int, forward: Bool) -> Int? {
        guard !found.isEmpty else { return nil }
        if forward { return found.first { $0 >= start } ?? found[0] }
        return found.last { $0 <= start } ?? found[found.count - 1]
    }
}
