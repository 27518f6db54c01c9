/// The window's key tables, as tmux has them: the one that takes the next key decides what it does.
/// `window` is the table of ordinary keys; the prefix key (Ctrl+W) enters `prefix` for one key;
/// the help overlay, the command palette and a search take every key with their own tables while
/// they are shown. Under the window's table, the focused pane's bindings apply first (the `pane`,
/// `text` and `alert` tables of the reference). A binding's id starts with the name of its table
/// (`prefix.wider`, `pane.back`).
public enum KeyTable: String, CaseIterable, Sendable {
    /// The window's keys when nothing else takes them: panes, zoom, help, the palette, quitting.
    case window
    /// The key after the prefix key (Ctrl+W): focus by direction, resize, share evenly.
    case prefix
    /// The help overlay's keys: scrolling, searching it, closing it.
    case help
    /// The command palette's keys: selecting, running, closing (its query is edited as a text field).
    case palette
    /// A search's keys: keeping or cancelling it (its query is edited as a text field).
    case search
}

/// A key table a prefix key entered, waiting for its next key: one timeout for every prefix, after
/// which the next key is an ordinary key again.
@MainActor
struct PendingKeyTable {
    /// The table waiting for its key, if any.
    private(set) var table: KeyTable?
    /// When it was entered: the next key checks the deadline itself, so none is swallowed late.
    private var since: ContinuousClock.Instant?
    /// Ends the wait on its own, for the status line only.
    private var timer: Task<Void, Never>?
    /// A count typed in the table before its key (`Ctrl+W 5 >`).
    var count: Int?

    /// Enters `table` for the next key, for at most `timeout`; `expired` runs when the wait ends on
    /// its own (to draw the status line without the prefix's hints).
    mutating func enter(
        _ table: KeyTable, timeout: Duration, expired: @escaping @MainActor (ContinuousClock.Instant) -> Void
    ) {
        if self.table != table { count = nil }
        self.table = table
        let now = ContinuousClock.now
        since = now
        timer?.cancel()
        timer = Task { @MainActor in
            try? await Task.sleep(for: timeout)
            if !Task.isCancelled { expired(now) }
        }
    }

    /// Whether the wait entered at `instant` is the one still going on.
    func started(at instant: ContinuousClock.Instant) -> Bool {
        table != nil && since == instant
    }

    /// Whether the wait has lasted `timeout` or longer.
    func hasExpired(_ timeout: Duration) -> Bool {
        guard table != nil, let since else { return false }
        return ContinuousClock.now - since >= timeout
    }

    /// Ends the wait (its key came, or the time ran out); the count stays for the key's binding.
    mutating func leave() {
        table = nil
        since = nil
        timer?.cancel()
        timer = nil
    }

    /// The count typed so far, used once (1 when none).
    mutating func takeCount() -> Int {
        defer { count = nil }
        return max(1, count ?? 1)
    }
}

extension WindowManager {
    /// A binding of one of the window's tables whose action always uses its key, acting on `window`
    /// while it lives (nil: a binding for the reference, which does nothing).
    static func windowAction(
        _ window: WindowManager?, _ keys: [KeyPattern], _ id: String, _ description: String, label: String? = nil,
        hint: KeyHint? = nil, _ action: @escaping @MainActor (WindowManager) -> Void
    ) -> KeyBinding {
        KeyBinding(keys, id: id, label: label, description: description, hint: hint) { [weak window] _ in
            guard let window else { return false }
            action(window)
            return true
        }
    }
}

extension WindowManager {
    /// `/`, `n` and `N` of `table`: start a search of `what`, then go to the next or previous match.
    static func searchKeys(_ window: WindowManager?, table: String, searching what: String) -> [KeyBinding] {
        [
            KeyBinding(
                ["/"], id: table + ".search", description: "search \(what) (n / N: next / previous match)"
            ) { [weak window] _ in
                window?.startSearch() ?? false
            },
            KeyBinding(["n"], id: table + ".search-next", description: "the next match of the last search") {
                [weak window] _ in
                window?.repeatSearch(forward: true) ?? false
            },
            KeyBinding(["N"], id: table + ".search-previous", description: "the previous match of the last search") {
                [weak window] _ in
                window?.repeatSearch(forward: false) ?? false
            },
        ]
    }
}
