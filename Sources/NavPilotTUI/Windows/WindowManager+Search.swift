/// `/` in a pane or over the help: the search's keys, and moving the selection to matches
/// (`PaneSearch`).
extension WindowManager {
    /// Starts searching the help overlay's lines while it is shown, else the focused pane; false when
    /// there is nothing to search.
    @discardableResult
    func startSearch() -> Bool {
        let candidates: SearchCandidates
        let restore: @MainActor () -> Void
        if isShowingHelp {
            candidates = helpSearchCandidates
            let scroll = help.scroll
            restore = { [weak self] in
                self?.help.scroll = scroll
                self?.help.match = nil
            }
        } else {
            guard let found = SearchCandidates(in: focusedPane.root, name: focusedPane.name) else { return false }
            candidates = found
            restore = restoreSelection(row: found.selected)
        }
        search = PaneSearch(
            pane: focusedPane.name, screen: focusedPane.pane.pilot?.currentEntryID, restore: restore,
            candidates: candidates, selected: candidates.selected ?? 0)
        return true
    }

    /// What puts the focused pane's selection back: the selected row of a focused list, or the
    /// focus, and the inspector's scroll.
    private func restoreSelection(row: Int?) -> @MainActor () -> Void {
        let root = focusedPane.root
        let name = focusedPane.name
        let focus = root.frame.focused
        let inspector = root.inspectorScroll
        return {
            root.willHandleInput()
            if let inspector { root.restoreInspectorScroll(inspector) }
            if let row, let candidates = SearchCandidates(in: root, name: name), candidates.selected != row {
                _ = candidates.select(row)
            } else if let focus {
                root.moveFocus(to: focus)
            }
        }
    }

    /// The help's lines as last drawn: a match scrolls it there and marks the line.
    private var helpSearchCandidates: SearchCandidates {
        SearchCandidates(labels: drawn.helpLines, selected: help.scroll) { [weak self] line in
            guard let self else { return false }
            help.match = line
            help.scroll = min(max(0, line - 1), drawn.helpScrollLimit)
            return true
        }
    }

    /// Moves the selection among `candidates`, from `current`, to the match of `query` at or after
    /// it (`forward`) or at or before it; the candidate selected then, and the matches counted.
    private static func moveToMatch(
        _ query: String, in candidates: SearchCandidates, from current: Int, forward: Bool, skippingCurrent: Bool
    ) -> (selected: Int, count: Int, number: Int) {
        guard !query.isEmpty else { return (current, 0, 0) }
        let matches = candidates.matches(of: query)
        let start = skippingCurrent ? current + (forward ? 1 : -1) : current
        guard let target = SearchCandidates.match(in: matches, from: start, forward: forward) else {
            return (current, 0, 0)
        }
        if target != current { _ = candidates.select(target) }
        return (target, matches.count, (matches.firstIndex(of: target) ?? 0) + 1)
    }

    func updateSearch(_ query: String) {
        guard var search else { return }
        search.query = query
        (search.selected, search.matchCount, search.matchNumber) = Self.moveToMatch(
            query, in: search.candidates, from: search.selected, forward: true, skippingCurrent: false)
        self.search = search
    }

    /// Escape: the selection goes back where the search found it.
    func cancelSearch() {
        guard let search else { return }
        self.search = nil
        search.restore()
    }

    /// Ends a search whose pane lost the focus or whose screen went (changed from code, not keys):
    /// its candidates and the selection it would restore belong to what is gone.
    func endSearchIfStale() {
        guard let search else { return }
        if search.pane != focusedPane.name || search.screen != focusedPane.pane.pilot?.currentEntryID {
            self.search = nil
        }
    }

    /// `n` and `N` after a search: the next or previous match of the last query.
    func repeatSearch(forward: Bool) -> Bool {
        guard let query = searching.last,
            let candidates = isShowingHelp
                ? helpSearchCandidates : SearchCandidates(in: focusedPane.root, name: focusedPane.name)
        else { return false }
        let (_, count, number) = Self.moveToMatch(
            query, in: candidates, from: candidates.selected ?? 0, forward: forward, skippingCurrent: true)
        momentaryStatus =
            count == 0 ? "/\(query)  no match" : "/\(query)  \(number)/\(count) \(count == 1 ? "match" : "matches")"
        return true
    }

    /// While a search is typed it takes every key: its query is edited as a text field is (the same
    /// keys, `TextEditingBindings`), Backspace on an empty query cancels, Enter keeps the selection,
    /// Escape puts it back.
    var searchBindings: KeyBindingGroup {
        let own = keymap.apply(to: Self.searchBindings(self))
        let text = Binding<String>(
            get: { [weak self] in self?.search?.query ?? "" },
            set: { [weak self] in self?.updateSearch($0) })
        let editor = search.map { TextFieldEditor(text: text, cursor: $0.cursor) }
        // Backspace with nothing to take back ends the search, as in a shell's history search.
        let cancelWhenEmpty = KeyBinding([.key(.backspace)], description: "") { [weak self] _ in
            guard let self, let search, search.query.isEmpty else { return false }
            cancelSearch()
            return true
        }
        let editing = TextEditingBindings.bindings(editor).map(keymap.apply(to:))
        let (keep, rest) = (own.bindings.prefix(2), own.bindings.dropFirst(2))
        return KeyBindingGroup(
            title: own.title, scope: own.scope, signature: 700,
            bindings: Array(keep) + [cancelWhenEmpty] + editing + rest)
    }

    /// The search table's own bindings, bound to `window` (nil: for the reference): keeping and
    /// cancelling; the last one takes every other key.
    static func searchBindings(_ window: WindowManager?) -> KeyBindingGroup {
        KeyBindingGroup(
            title: "Search", scope: .window, signature: 700,
            bindings: [
                KeyBinding(
                    [.key(.enter)], id: "search.keep", description: "keep the selection (n / N: next / previous match)",
                    hint: KeyHint("keep", keys: "Enter", priority: 9)
                ) { [weak window] _ in
                    guard let window, let search = window.search else { return false }
                    if !search.query.isEmpty { window.searching.last = search.query }
                    window.search = nil
                    return true
                },
                KeyBinding(
                    [.key(.escape)], id: "search.cancel", description: "cancel: the selection goes back",
                    hint: KeyHint("cancel", keys: "Esc", priority: 9)
                ) { [weak window] _ in
                    window?.cancelSearch()
                    return true
                },
                quitAtOnce(window),
                KeyBinding([.anyKey], description: "") { _ in true },
            ])
    }
}
