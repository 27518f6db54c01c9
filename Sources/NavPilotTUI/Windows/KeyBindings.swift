/// The reference of every built-in key binding: the same bindings that dispatch keys, write the
/// status line and fill the help overlay, listed by scope. `navpilot --help` and the guide's
/// key-binding table are made from it, so they cannot disagree with what a key does.
@MainActor
public enum KeyBindings {
    /// The built-in bindings that have a description, by scope: the window and its prefix table, a
    /// pane, a text field, an alert, narration, the help overlay, the command palette, a search, the
    /// terminal, the mouse.
    public static var groups: [KeyBindingGroup] {
        groups(keymap: .none)
    }

    /// `groups` with the keys `keymap` gives: the keys in force (`navpilot --help`).
    public static func groups(keymap: Keymap) -> [KeyBindingGroup] {
        KeyBindingChain(groups: tables(keymap: keymap).map(\.listed) + [mouseBindings]).documented
    }

    /// Every built-in key table, with the keys `keymap` gives, the mouse left out.
    static func tables(keymap: Keymap = .none) -> [KeyBindingGroup] {
        let prefix = keymap.label(of: "window.prefix", else: "Ctrl+W")
        return [
            WindowManager.windowBindings(nil), WindowManager.prefixBindings(nil, prefixLabel: prefix),
            ViewRoot.paneBindings(nil), TextFieldControl.keyBindings(nil), ViewRoot.modalBindings(nil),
            Narration.keyBindings(nil),
        ].map(keymap.apply(to:)) + overlayTables(keymap: keymap) + [terminalBindings]
    }

    /// The tables of the help overlay, the palette and a search, with the keys `keymap` gives.
    static func overlayTables(keymap: Keymap) -> [KeyBindingGroup] {
        KeyBindingChain(
            groups: [WindowManager.helpBindings(nil), paletteBindings, searchBindings].map {
                keymap.apply(to: $0).listed
            }
        ).documented
    }

    /// The palette's own keys and the text editing keys of its query.
    private static var paletteBindings: KeyBindingGroup {
        let own = WindowManager.paletteBindings(nil)
        return KeyBindingGroup(
            title: own.title, scope: own.scope,
            bindings: own.bindings + [described("Text field keys", "edit the query (Ctrl+U clears it)")])
    }

    /// A search's own keys and the text editing keys of its query.
    private static var searchBindings: KeyBindingGroup {
        let own = WindowManager.searchBindings(nil)
        return KeyBindingGroup(
            title: own.title, scope: own.scope,
            bindings: own.bindings + [described("Text field keys", "edit what is searched (⌫ when empty: cancel)")])
    }

    /// A line of the reference that is no binding of its own.
    private static func described(_ label: String, _ description: String) -> KeyBinding {
        KeyBinding([], label: label, description: description) { _ in false }
    }

    /// The id of every built-in binding, in the order of `groups`, each once.
    public static var ids: [String] {
        var seen: Set<String> = []
        return tables().flatMap(\.bindings).compactMap(\.id).filter { seen.insert($0).inserted }
    }

    /// Two keys the event loop takes before the application sees them.
    static var terminalBindings: KeyBindingGroup {
        EventLoop.keyBindings(nil)
    }

    /// The mouse, listed for the help: clicks and the wheel are not keys.
    static var mouseBindings: KeyBindingGroup {
        KeyBindingGroup(
            title: "Mouse", scope: .mouse,
            bindings: [
                described("click", "focus the pane; activate the control or row let go over (left button)"),
                described("click a title crumb", "go back to that screen"),
                described("drag a border", "make the panes on either side wider or narrower"),
                described("wheel", "scroll what is under the mouse, 3 rows a notch"),
                described("right / middle click", "nothing: left to the terminal (its menu, its paste)"),
            ])
    }

    /// The bindings as plain text, one group after another.
    public static var reference: String {
        reference(keymap: .none)
    }

    /// The bindings with the keys `keymap` gives, as plain text (`navpilot --help`).
    public static func reference(keymap: Keymap) -> String {
        lines(of: groups(keymap: keymap), width: .max).joined(separator: "\n")
    }

    /// `groups` in lines of at most `width` columns: a title line per group, then `  keys  what`
    /// lines, keys and descriptions side by side where they fit, else each description on lines of
    /// its own under its keys, wrapped, so nothing is cut.
    static func lines(of groups: [KeyBindingGroup], width: Int) -> [String] {
        let column = groups.flatMap(\.bindings).map { displayWidth(of: $0.label) }.max() ?? 0
        let sideBySide = groups.allSatisfy { group in
            group.bindings.allSatisfy { 2 + column + 2 + displayWidth(of: $0.description) <= width }
        }
        var lines: [String] = []
        for (index, group) in groups.enumerated() {
            if index > 0 { lines.append("") }
            lines.append(group.title + ":")
            for binding in group.bindings {
                if sideBySide {
                    let padding = String(repeating: " ", count: column - displayWidth(of: binding.label))
                    lines.append("  " + binding.label + padding + "  " + binding.description)
                } else {
                    lines += wrap(binding.label, width: max(1, width - 2)).map { "  " + $0 }
                    lines += wrap(binding.description, width: max(1, width - 6)).map { "      " + $0 }
                }
            }
        }
        return lines
    }

    /// The bindings as a Markdown table (docs/command-line.md, "Key bindings").
    public static var markdownTable: String {
        var rows = ["| keys | where | what |", "|---|---|---|"]
        for group in groups {
            for binding in group.bindings {
                rows.append("| \(binding.label) | \(group.title.lowercased()) | \(binding.description) |")
            }
        }
        return rows.joined(separator: "\n")
    }
}

extension KeyBindings {
    /// Every binding a keymap file can give other keys, as a Markdown table (docs/command-line.md,
    /// "Keymaps"): id, default keys, what it does.
    public static var keymapTable: String {
        var rows = ["| id | keys | what |", "|---|---|---|"]
        var seen: Set<String> = []
        for binding in tables().flatMap(\.bindings) {
            guard let id = binding.id, binding.isRemappable, seen.insert(id).inserted else { continue }
            let keys = binding.keys.compactMap(\.press).map(\.keymapName).joined(separator: ", ")
            rows.append("| `\(id)` | `\(keys)` | \(binding.description) |")
        }
        return rows.joined(separator: "\n")
    }
}

extension KeyPress {
    /// The key as a keymap line writes it: scenario notation, Shift+Tab as `shift+tab`.
    var keymapName: String {
        key == .backTab ? "shift+tab" : description
    }
}

extension KeyBindingGroup {
    /// The group as the help and the reference list it: Ctrl+C, which quits from every table, is
    /// listed once, under the window's.
    var listed: KeyBindingGroup {
        let quitsAgain =
            bindings.contains { $0.id == "window.quit-now" } && !bindings.contains { $0.id == "window.quit" }
        guard quitsAgain else { return self }
        return KeyBindingGroup(
            title: title, scope: scope, signature: signature, bindings: bindings.filter { $0.id != "window.quit-now" })
    }
}
