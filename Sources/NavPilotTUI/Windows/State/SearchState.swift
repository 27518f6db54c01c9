/// Searching with `/`: the search being typed, and the query the last one kept for `n` and `N`.
@MainActor
struct SearchState {
    /// The search being typed in the focused pane or over the help, if any.
    var current: PaneSearch?
    /// The last query kept with Enter: `n` and `N` go to its next and previous match.
    var last: String?
}
