import NavPilotTUI

/// The player's own line, fitted to the terminal's width by what matters: the state (what the
/// replay is doing) and the keys that act are kept, the detail (the step, which can be long) is
/// what gets cut, with `…`, and the note about a small terminal goes before the keys lose room.
struct ProgressLine: Equatable {
    /// The fewest columns the detail keeps before the note is dropped and the keys are shortened:
    /// enough for `line 12: Key enter`, the step being what a person watches.
    static let detailRoom = 20
    /// Between the line's parts.
    static let gap = "  "

    /// What the replay is doing: `▶ 3/10 · 500ms`, `❚❚ paused 3/10 · 500ms`, `✔`; always shown first.
    var state: String
    /// The step about to run, or how the replay ended: cut to what is left.
    var detail: String
    /// The keys that act now, at the right end.
    var keys: String
    /// The keys in as few columns as possible, for a terminal without room for `keys`.
    var shortKeys: String
    /// A remark the line can do without (`[terminal smaller than 100x30]`), before the keys.
    var note: String?

    /// The line in at most `width` columns (measured with `displayWidth`), the keys right-aligned.
    func fitted(toWidth width: Int) -> String {
        let stateWidth = displayWidth(of: state)
        let detailWidth = min(displayWidth(of: detail), Self.detailRoom)
        // The first arrangement that leaves the detail its room; failing all, the shortest one.
        let arrangements = [note.map { $0 + Self.gap + keys }, keys, shortKeys].compactMap { $0 }
        let right =
            arrangements.first { right in
                stateWidth + columns(beforeDetail: detailWidth) + detailWidth + Self.gap.count
                    + displayWidth(of: right) <= width
            } ?? shortKeys
        let rightWidth = displayWidth(of: right)
        guard stateWidth + Self.gap.count + rightWidth <= width else {
            // Not even the state and the short keys fit: they are cut at the end, never the state first.
            return truncate(state + Self.gap + shortKeys, toWidth: width)
        }
        let room = width - stateWidth - Self.gap.count - rightWidth - columns(beforeDetail: detailWidth)
        let shownDetail = detail.isEmpty ? "" : truncate(detail, toWidth: room)
        let left = shownDetail.isEmpty ? state : state + Self.gap + shownDetail
        let padding = width - displayWidth(of: left) - rightWidth
        return left + String(repeating: " ", count: max(Self.gap.count, padding)) + right
    }

    /// The gap between the state and a detail of `width` columns (none for no detail).
    private func columns(beforeDetail width: Int) -> Int {
        width == 0 ? 0 : Self.gap.count
    }
}
