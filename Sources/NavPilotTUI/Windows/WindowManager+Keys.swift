/// The window's keys: the bindings of the window scope, of the help overlay and of a pending Ctrl+W,
/// and how a key goes through them and the focused pane's bindings.
extension WindowManager {
    /// Handles a key: the bindings that apply now (`keyBindingChain`) take it, from the focus
    /// outwards.
    func handleKey(_ press: KeyPress) -> EventDisposition {
        keyDispatch.quitRequested = false
        endSearchIfStale()
        // A prefix left waiting too long is forgotten: the key is an ordinary key, not swallowed.
        if keyDispatch.pending.hasExpired(prefixTimeout) {
            keyDispatch.pending.leave()
            keyDispatch.frameChain = nil
        }
        // The bindings the last frame offered are the ones that apply while nothing they were made
        // from changed (the event loop draws or resolves a frame between two events); each is used
        // for one key only.
        let kept = keyDispatch.frameChain.flatMap { $0.state == keyState ? $0.chain : nil }
        let chain = kept ?? keyBindingChain(showingPanes: !tooSmall)
        keyDispatch.frameChain = nil
        // What `n` found is said until the next key (an observed change only when there is one).
        if momentaryStatus != nil { momentaryStatus = nil }
        if keyDispatch.pending.table != nil { keyDispatch.pending.leave() }
        // A key the window took (focus, zoom, help) leaves the panes' trees as they were: they are
        // only drawn again at their new place or focus, not resolved anew.
        let root = focusedPane.root
        let taker = chain.taker(of: press)
        if let scope = taker, scope != .window, scope != .terminal {
            root.willHandleInput()
        }
        // Nothing a key does is silent: a key no binding took is told too (back at the root, too).
        if taker == nil, let narration { narration.keyDidNothing(press, in: self) }
        return keyDispatch.quitRequested ? .quit : .continue
    }

    /// What the bindings that apply depend on, apart from what only a frame changes.
    struct KeyState: Equatable {
        let focusedIndex: Int
        let paneInput: Int
        let isShowingHelp: Bool
        let pendingTable: KeyTable?
        let typingRowNumber: Bool
        let searching: Bool
        let showingPalette: Bool
        let zoomedPane: String?
        let tooSmall: Bool
    }

    var keyState: KeyState {
        KeyState(
            focusedIndex: focusedIndex, paneInput: focusedPane.root.inputCount, isShowingHelp: isShowingHelp,
            pendingTable: keyDispatch.pending.table, typingRowNumber: narration?.pendingRow != nil,
            searching: search != nil, showingPalette: palette != nil,
            zoomedPane: zoomedPane, tooSmall: tooSmall)
    }

    /// The bindings that apply now, nearest the focus first: the help overlay's or a pending Ctrl+W's
    /// alone while they last; else the focused pane's (control, screen, pane or modal) and the
    /// window's. Keys, the status line and the help overlay all read it. `showingPanes` is false
    /// while the too-small message shows no pane: only the window's keys apply then (a key goes by
    /// the last frame; a frame by what it draws).
    func keyBindingChain(showingPanes: Bool) -> KeyBindingChain {
        // Narration's keys read the help too, before the help takes every other key.
        switch inputLayer {
        case .help:
            if search != nil { return KeyBindingChain(groups: [searchBindings]) }
            return KeyBindingChain(groups: (narration == nil ? [] : [narrationBindings]) + [helpBindings])
        case .palette:
            return paletteChain
        case .panes:
            break
        }
        if keyDispatch.pending.table == .prefix { return KeyBindingChain(groups: [prefixBindings]) }
        if narration?.pendingRow != nil { return KeyBindingChain(groups: [Narration.rowNumberBindings(self)]) }
        if search != nil { return KeyBindingChain(groups: [searchBindings]) }
        return paneAndWindowChain(showingPanes: showingPanes)
    }

    /// The focused pane's bindings and the window's, whatever overlay is shown: what the help lists.
    func paneAndWindowChain(showingPanes: Bool) -> KeyBindingChain {
        let pane = showingPanes ? focusedPane.root.keyBindingGroups.map(keymap.apply(to:)) : []
        let narrating = narration == nil ? [] : [narrationBindings]
        return KeyBindingChain(groups: pane + narrating + [windowBindings])
    }

    /// The window's bindings, made once for each state they depend on (they are asked for every
    /// frame and key).
    private var windowBindings: KeyBindingGroup {
        let signature = Self.windowSignature(panes: panes.count, zoomed: zoomedPane != nil)
        if let group = keyDispatch.boundGroups[signature] { return group }
        let group = keymap.apply(to: Self.windowBindings(self))
        keyDispatch.boundGroups[signature] = group
        return group
    }

    /// Narration's bindings (`Narration.keyBindings`), made once.
    var narrationBindings: KeyBindingGroup {
        if let group = keyDispatch.boundGroups[600] { return group }
        let group = keymap.apply(to: Narration.keyBindings(self))
        keyDispatch.boundGroups[600] = group
        return group
    }

    /// Enters `table` for the next key (the prefix key's), for at most `prefixTimeout`.
    func enterKeyTable(_ table: KeyTable) {
        keyDispatch.pending.enter(table, timeout: prefixTimeout) { [weak self] since in
            // Only for the status line: the next key checks the deadline itself.
            guard let self, self.keyDispatch.pending.started(at: since) else { return }
            self.keyDispatch.pending.leave()
        }
    }

    /// Whether a prefix key (Ctrl+W) is waiting for its next key.
    public var awaitingDirection: Bool { keyDispatch.pending.table == .prefix }

    /// The key table that takes the next key: an overlay's while it is shown, the prefix table after
    /// the prefix key, else the window's.
    public var activeKeyTable: KeyTable {
        switch inputLayer {
        case .help: return search != nil ? .search : .help
        case .palette: return .palette
        case .panes:
            if let table = keyDispatch.pending.table { return table }
            return search != nil ? .search : .window
        }
    }

    /// The prefix table's bindings, titled after the prefix key in force.
    var prefixBindings: KeyBindingGroup {
        if let group = keyDispatch.boundGroups[500] { return group }
        let label = keymap.label(of: "window.prefix", else: "Ctrl+W")
        let group = keymap.apply(to: Self.prefixBindings(self, prefixLabel: label))
        keyDispatch.boundGroups[500] = group
        return group
    }

    /// While the help overlay is shown it takes every key: these scroll or close it.
    var helpBindings: KeyBindingGroup {
        if let group = keyDispatch.boundGroups[400] { return group }
        let group = keymap.apply(to: Self.helpBindings(self))
        keyDispatch.boundGroups[400] = group
        return group
    }

    /// The help table's bindings, bound to `window` (nil: for the reference).
    static func helpBindings(_ window: WindowManager?) -> KeyBindingGroup {
        func binding(
            _ keys: [KeyPattern], _ id: String, _ description: String, label: String? = nil, hint: KeyHint? = nil,
            _ action: @escaping @MainActor (WindowManager) -> Void
        ) -> KeyBinding {
            windowAction(window, keys, id, description, label: label, hint: hint, action)
        }
        return KeyBindingGroup(
            title: "Help", scope: .window, signature: 400,
            bindings: [
                binding(
                    [.key(.up), "k"], "help.up", "scroll the help up",
                    hint: KeyHint("scroll", keys: "↑↓", priority: 1)
                ) { $0.scrollHelp(by: -1) },
                binding([.key(.down), "j"], "help.down", "scroll the help down") { $0.scrollHelp(by: 1) },
                binding([.key(.pageUp)], "help.page-up", "scroll the help up by a page") { $0.scrollHelp(by: -10) },
                binding([.key(.pageDown)], "help.page-down", "scroll the help down by a page") {
                    $0.scrollHelp(by: 10)
                },
                binding([.key(.home)], "help.top", "to the top of the help") { $0.scrollHelp(by: Int.min / 2) },
                binding([.key(.end)], "help.bottom", "to the bottom of the help") { $0.scrollHelp(by: Int.max / 2) },
            ] + searchKeys(window, table: "help", searching: "the key bindings") + [
                binding(
                    [.key(.escape), "?", .key(.function(1)), "q"], "help.close", "close the help",
                    hint: KeyHint("close help", keys: "Esc/?", priority: 9)
                ) { $0.isShowingHelp = false },
                quitAtOnce(window),
                // Nothing reaches the panes under the overlay.
                KeyBinding([.anyKey], description: "") { _ in true },
            ])
    }
}
