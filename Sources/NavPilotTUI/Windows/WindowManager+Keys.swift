/// The window's keys: the bindings of the window scope, of the help overlay and of a pending Ctrl+W,
/// and how a key goes through them and the focused pane's bindings.
extension WindowManager {
    /// Handles a key: the bindings that apply now (`keyBindingChain`) take it, from the focus
    /// outwards.
    func handleKey(_ press: KeyPress) -> EventDisposition {
        quitRequested = false
        endSearchIfStale()
        // A Ctrl+W left waiting too long is forgotten: the key is an ordinary key, not swallowed.
        if awaitingDirection, let since = awaitingDirectionSince, ContinuousClock.now - since >= windowKeyTimeout {
            stopAwaitingDirection()
            frameChain = nil
        }
        // The bindings the last frame offered are the ones that apply while nothing they were made
        // from changed (the event loop draws or resolves a frame between two events); each is used
        // for one key only.
        let kept = frameChain.flatMap { $0.state == keyState ? $0.chain : nil }
        let chain = kept ?? keyBindingChain(showingPanes: !tooSmall)
        frameChain = nil
        // What `n` found is said until the next key (an observed change only when there is one).
        if momentaryStatus != nil { momentaryStatus = nil }
        if awaitingDirection { stopAwaitingDirection() }
        // A key the window took (focus, zoom, help) leaves the panes' trees as they were: they are
        // only drawn again at their new place or focus, not resolved anew.
        let root = focusedPane.root
        if let scope = chain.taker(of: press), scope != .window, scope != .terminal {
            root.willHandleInput()
        }
        return quitRequested ? .quit : .continue
    }

    /// What the bindings that apply depend on, apart from what only a frame changes.
    struct KeyState: Equatable {
        let focusedIndex: Int
        let paneInput: Int
        let isShowingHelp: Bool
        let awaitingDirection: Bool
        let typingRowNumber: Bool
        let searching: Bool
        let showingPalette: Bool
        let zoomedPane: String?
        let tooSmall: Bool
    }

    var keyState: KeyState {
        KeyState(
            focusedIndex: focusedIndex, paneInput: focusedPane.root.inputCount, isShowingHelp: isShowingHelp,
            awaitingDirection: awaitingDirection, typingRowNumber: narration?.pendingRow != nil,
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
        if isShowingHelp {
            if search != nil { return KeyBindingChain(groups: [searchBindings]) }
            return KeyBindingChain(groups: (narration == nil ? [] : [narrationBindings]) + [helpBindings])
        }
        if palette != nil { return paletteChain }
        if awaitingDirection { return KeyBindingChain(groups: [directionBindings]) }
        if narration?.pendingRow != nil { return KeyBindingChain(groups: [Narration.rowNumberBindings(self)]) }
        if search != nil { return KeyBindingChain(groups: [searchBindings]) }
        return paneAndWindowChain(showingPanes: showingPanes)
    }

    /// The focused pane's bindings and the window's, whatever overlay is shown: what the help lists.
    func paneAndWindowChain(showingPanes: Bool) -> KeyBindingChain {
        let pane = showingPanes ? focusedPane.root.keyBindingGroups : []
        let narrating = narration == nil ? [] : [narrationBindings]
        return KeyBindingChain(groups: pane + narrating + [windowBindings])
    }

    /// The window's bindings, made once for each state they depend on (they are asked for every
    /// frame and key).
    private var windowBindings: KeyBindingGroup {
        let signature = Self.windowSignature(panes: panes.count, zoomed: zoomedPane != nil)
        if let group = boundGroups[signature] { return group }
        let group = Self.windowBindings(self)
        boundGroups[signature] = group
        return group
    }

    /// Narration's bindings (`Narration.keyBindings`), made once.
    var narrationBindings: KeyBindingGroup {
        if let group = boundGroups[600] { return group }
        let group = Narration.keyBindings(self)
        boundGroups[600] = group
        return group
    }

    private static func windowSignature(panes: Int, zoomed: Bool) -> Int {
        100 + (panes > 1 ? 1 : 0) + (zoomed ? 2 : 0)
    }

    /// Ctrl+C quits from anywhere, before any control could take it.
    static func quitAtOnce(_ window: WindowManager?) -> KeyBinding {
        KeyBinding([.key("c", .control)], label: "Ctrl+C", description: "quit", isPriority: true) { [weak window] _ in
            window?.quitRequested = true
            return true
        }
    }

    /// The window's bindings, bound to `window` (nil: for the reference, every binding available).
    static func windowBindings(_ window: WindowManager?) -> KeyBindingGroup {
        let several = window.map { $0.panes.count > 1 } ?? true
        let zoomed = window?.zoomedPane != nil
        let zoomHint =
            zoomed
            ? KeyHint("unzoom", priority: 7, whenTaken: "↑↓ then z unzoom")
            : several ? KeyHint("zoom", priority: 1) : nil
        return KeyBindingGroup(
            title: "Window", scope: .window,
            signature: window.map { windowSignature(panes: $0.panes.count, zoomed: zoomed) },
            bindings: [
                KeyBinding(
                    [.key(.tab), .key(.backTab)], label: "Tab / Shift+Tab",
                    description: "focus the next / previous pane",
                    hint: several ? KeyHint("pane", keys: "Tab", priority: 6) : nil
                ) { [weak window] press in
                    if press.key == .backTab || press.modifiers.contains(.shift) {
                        window?.focusPrevious()
                    } else {
                        window?.focusNext()
                    }
                    return true
                },
                KeyBinding(
                    [.key(.left, .alt), .key(.right, .alt), .key(.up, .alt), .key(.down, .alt)], label: "Alt+arrows",
                    description: "focus the pane in that direction (also while zoomed)"
                ) { [weak window] press in
                    guard let direction = FocusDirection(arrow: press.key) else { return false }
                    window?.focus(toward: direction)
                    return true
                },
                KeyBinding(
                    [.key("w", .control)], label: "Ctrl+W then h j k l / w",
                    description: "focus the pane in that direction / the next"
                ) { [weak window] _ in
                    window?.windowCount = nil
                    window?.startAwaitingDirection()
                    return true
                },
                KeyBinding(["/"], description: "search the focused list or pane (n / N: next / previous match)") {
                    [weak window] _ in
                    window?.startSearch() ?? false
                },
                KeyBinding(["n", "N"], label: "n / N", description: "the next / previous match of the last search") {
                    [weak window] press in
                    window?.repeatSearch(forward: press.key == .character("n")) ?? false
                },
                KeyBinding(
                    [.key("p", .control), ":"], label: "Ctrl+P / :",
                    description: "command palette: actions, panes, screens visited",
                    hint: KeyHint("commands", keys: "^P", priority: -1)
                ) { [weak window] _ in
                    window?.toggleCommandPalette()
                    return true
                },
            ] + clipboardBindings(window) + [
                KeyBinding(["z"], description: "zoom the focused pane / show all panes", hint: zoomHint) {
                    [weak window] _ in
                    window?.toggleZoom()
                    return true
                },
                KeyBinding(
                    ["?", .key(.function(1))], label: "? / F1",
                    description: "show / hide the key bindings (F1 inside a text field)",
                    hint: KeyHint("help", keys: "?", priority: 9)
                ) { [weak window] _ in
                    window?.toggleHelp()
                    return true
                },
                // Ctrl+C is named here too, so that where a control takes `q` the hint says `^C quit`;
                // `quitAtOnce` takes Ctrl+C first.
                KeyBinding(
                    ["q", .key("c", .control)], label: "q", description: "quit (outside text fields)",
                    hint: KeyHint("quit", keys: "q", priority: 8)
                ) { [weak window] _ in
                    window?.quitRequested = true
                    return true
                },
                quitAtOnce(window),
            ])
    }

    /// While the help overlay is shown it takes every key: these scroll or close it.
    var helpBindings: KeyBindingGroup {
        KeyBindingGroup(
            title: "Help", scope: .window, signature: 400,
            bindings: [
                KeyBinding(
                    [.key(.up), "k", .key(.down), "j", .key(.pageUp), .key(.pageDown), .key(.home), .key(.end)],
                    description: "scroll the help", hint: KeyHint("scroll", keys: "↑↓", priority: 1)
                ) { [weak self] press in
                    self?.scrollHelp(for: press.key)
                    return true
                },
                KeyBinding(["/"], description: "search the key bindings (n / N: next / previous match)") {
                    [weak self] _ in
                    self?.startSearch() ?? false
                },
                KeyBinding(["n", "N"], label: "n / N", description: "the next / previous match of the last search") {
                    [weak self] press in
                    self?.repeatSearch(forward: press.key == .character("n")) ?? false
                },
                KeyBinding(
                    [.key(.escape), "?", .key(.function(1)), "q"], description: "close the help",
                    hint: KeyHint("close help", keys: "Esc/?", priority: 9)
                ) { [weak self] _ in
                    self?.isShowingHelp = false
                    return true
                },
                Self.quitAtOnce(self),
                // Nothing reaches the panes under the overlay.
                KeyBinding([.anyKey], description: "") { _ in true },
            ])
    }

    /// After Ctrl+W, the next key says where the focus goes; any other key is dropped.
    private var directionBindings: KeyBindingGroup {
        KeyBindingGroup(
            title: "Ctrl+W", scope: .window, signature: 500,
            bindings: [
                // With Ctrl still held too, as vim's ^W^K and ^W^W (not ^L, which repaints first).
                KeyBinding(
                    [
                        "h", "j", "k", "l", .key(.left), .key(.down), .key(.up), .key(.right), .key("h", .control),
                        .key("j", .control), .key("k", .control),
                    ],
                    description: "focus the pane in that direction",
                    hint: KeyHint("pane in that direction", keys: "^W… h/j/k/l", priority: 9)
                ) { [weak self] press in
                    guard let direction = FocusDirection(vimKey: press.key) ?? FocusDirection(arrow: press.key) else {
                        return false
                    }
                    self?.focus(toward: direction)
                    return true
                },
                KeyBinding(
                    ["w", .key("w", .control)], description: "focus the next pane",
                    hint: KeyHint("next pane", keys: "w", priority: 9)
                ) {
                    [weak self] _ in
                    self?.focusNext()
                    return true
                },
            ] + resizeBindings() + [
                Self.quitAtOnce(self),
                KeyBinding([.anyKey], description: "") { _ in true },
            ])
    }

    func startAwaitingDirection() {
        awaitingDirection = true
        let since = ContinuousClock.now
        awaitingDirectionSince = since
        directionTimer?.cancel()
        let timeout = windowKeyTimeout
        // Only for the status line: the next key checks the deadline itself.
        directionTimer = Task { @MainActor [weak self] in
            try? await Task.sleep(for: timeout)
            guard let self, !Task.isCancelled, self.awaitingDirectionSince == since else { return }
            self.awaitingDirection = false
        }
    }

    private func stopAwaitingDirection() {
        awaitingDirection = false
        directionTimer?.cancel()
    }
}

extension FocusDirection {
    /// The direction of an arrow key.
    init?(arrow key: Key) {
        switch key {
        case .left: self = .left
        case .right: self = .right
        case .up: self = .up
        case .down: self = .down
        default: return nil
        }
    }

    /// The direction of vim's h, j, k, l.
    init?(vimKey key: Key) {
        switch key {
        case .character("h"): self = .left
        case .character("j"): self = .down
        case .character("k"): self = .up
        case .character("l"): self = .right
        default: return nil
        }
    }
}
