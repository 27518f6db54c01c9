/// The `window` key table: the window's keys when no overlay and no prefix takes them.
extension WindowManager {
    /// Ctrl+C quits from anywhere, before any control could take it.
    static func quitAtOnce(_ window: WindowManager?) -> KeyBinding {
        KeyBinding(
            [.key("c", .control)], id: "window.quit-now", label: "Ctrl+C", description: "quit",
            isPriority: true
        ) { [weak window] _ in
            window?.keyDispatch.quitRequested = true
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
        func binding(
            _ keys: [KeyPattern], _ id: String, _ description: String, label: String? = nil, hint: KeyHint? = nil,
            _ action: @escaping @MainActor (WindowManager) -> Void
        ) -> KeyBinding {
            windowAction(window, keys, id, description, label: label, hint: hint, action)
        }
        return KeyBindingGroup(
            title: "Window", scope: .window,
            signature: window.map { windowSignature(panes: $0.panes.count, zoomed: zoomed) },
            bindings: [
                binding(
                    [.key(.tab)], "window.next-pane", "focus the next pane",
                    hint: several ? KeyHint("pane", keys: "Tab", priority: 6) : nil
                ) { $0.focusNext() },
                binding([.key(.backTab)], "window.previous-pane", "focus the previous pane") { $0.focusPrevious() },
                binding([.key(.left, .alt)], "window.focus-left", "focus the pane to the left (also while zoomed)") {
                    $0.focus(toward: .left)
                },
                binding([.key(.down, .alt)], "window.focus-down", "focus the pane below") { $0.focus(toward: .down) },
                binding([.key(.up, .alt)], "window.focus-up", "focus the pane above") { $0.focus(toward: .up) },
                binding([.key(.right, .alt)], "window.focus-right", "focus the pane to the right") {
                    $0.focus(toward: .right)
                },
                binding(
                    [.key("w", .control)], "window.prefix",
                    "the prefix: the next key is one of the prefix table's (below)", label: "Ctrl+W"
                ) { $0.enterKeyTable(.prefix) },
            ] + searchKeys(window, table: "window", searching: "the focused list or pane") + [
                binding(
                    [.key("p", .control), ":"], "window.palette", "command palette: actions, panes, screens visited",
                    label: "Ctrl+P / :",
                    hint: KeyHint("commands", keys: "^P", priority: -1)
                ) { $0.toggleCommandPalette() },
                binding(["y"], "window.copy-link", "copy the focused pane's link") { $0.copyFocusedPaneLink() },
                binding(["Y"], "window.copy-session-link", "copy the session link (with the layout)") {
                    $0.copySessionLink()
                },
                binding(["z"], "window.zoom", "zoom the focused pane / show all panes", hint: zoomHint) {
                    $0.toggleZoom()
                },
                binding(
                    ["?", .key(.function(1))], "window.help", "show / hide the key bindings (F1 inside a text field)",
                    hint: KeyHint("help", keys: "?", priority: 9)
                ) { $0.toggleHelp() },
                // Ctrl+C is named here too, so that where a control takes `q` the hint says `^C quit`;
                // `quitAtOnce` takes Ctrl+C first.
                KeyBinding(
                    ["q", .key("c", .control)], id: "window.quit", label: "q",
                    description: "quit (outside text fields)",
                    hint: KeyHint("quit", keys: "q", priority: 8)
                ) { [weak window] _ in
                    window?.keyDispatch.quitRequested = true
                    return true
                },
                quitAtOnce(window),
            ])
    }

    static func windowSignature(panes: Int, zoomed: Bool) -> Int {
        100 + (panes > 1 ? 1 : 0) + (zoomed ? 2 : 0)
    }
}
