/// One line of the key-binding reference: the keys and what they do.
public struct KeyBinding: Hashable, Sendable {
    /// The keys, as people write them (`Tab / Shift+Tab`).
    public let keys: String
    /// What they do.
    public let action: String
}

/// The key bindings that apply in one context (the window, a pane, a text field, the mouse).
public struct KeyBindingGroup: Hashable, Sendable {
    /// Where the bindings apply.
    public let title: String
    /// The bindings, most used first.
    public let bindings: [KeyBinding]
}

/// Every key binding of a running session, in one place: the help overlay (`?`, F1), `navpilot --help`
/// and the README's key-binding table are all made from this list, so they cannot disagree.
public enum KeyBindings {
    /// The bindings, by context.
    public static let groups: [KeyBindingGroup] = [
        KeyBindingGroup(
            title: "Window",
            bindings: [
                KeyBinding(keys: "Tab / Shift+Tab", action: "focus the next / previous pane"),
                KeyBinding(keys: "Alt+arrows", action: "focus the pane in that direction (also while zoomed)"),
                KeyBinding(keys: "Ctrl+W then h j k l / w", action: "focus the pane in that direction / the next"),
                KeyBinding(keys: "z", action: "zoom the focused pane / show all panes"),
                KeyBinding(keys: "? / F1", action: "show / hide the key bindings (F1 inside a text field)"),
                KeyBinding(keys: "q", action: "quit (outside text fields)"),
                KeyBinding(keys: "Ctrl+C", action: "quit"),
                KeyBinding(keys: "Ctrl+L", action: "repaint the whole screen"),
                KeyBinding(keys: "Ctrl+Z", action: "suspend to the shell; fg resumes"),
            ]),
        KeyBindingGroup(
            title: "Pane",
            bindings: [
                KeyBinding(keys: "↑ ↓ / j k", action: "move the selection"),
                KeyBinding(keys: "Home / End", action: "first / last line (and the inspector's ends)"),
                KeyBinding(keys: "PgUp / PgDn", action: "move the selection or scroll by a page"),
                KeyBinding(keys: "Enter / Space", action: "activate the selected button"),
                KeyBinding(keys: "Esc / ⌫ / ←", action: "back (the host's back gesture)"),
                KeyBinding(keys: "i", action: "show / hide the stack inspector"),
                KeyBinding(keys: "[ / ]", action: "scroll the inspector to older / newer entries"),
            ]),
        KeyBindingGroup(
            title: "Text field",
            bindings: [
                KeyBinding(keys: "← → / Home End", action: "move the cursor / to the start, the end"),
                KeyBinding(keys: "Ctrl+A / Ctrl+E", action: "to the start / the end"),
                KeyBinding(keys: "Alt+B / Alt+F", action: "one word left / right"),
                KeyBinding(keys: "⌫ / Delete", action: "erase before / under the cursor"),
                KeyBinding(keys: "Ctrl+U / Ctrl+K", action: "erase to the start / to the end"),
                KeyBinding(keys: "Enter / ↑ ↓", action: "submit (.onSubmit) or next control / move the selection"),
                KeyBinding(keys: "Esc", action: "back; typed text stays with its screen until it is popped"),
            ]),
        KeyBindingGroup(
            title: "Alert",
            bindings: [
                KeyBinding(keys: "← → / ↑ ↓", action: "move between its buttons (the page behind takes no keys)"),
                KeyBinding(keys: "Enter / Space", action: "press the selected button; every button dismisses"),
                KeyBinding(keys: "Esc", action: "dismiss (an alert or dialog runs its Cancel button)"),
            ]),
        KeyBindingGroup(
            title: "Mouse",
            bindings: [
                KeyBinding(keys: "click", action: "focus the pane; activate the control or row under it"),
                KeyBinding(keys: "click a title crumb", action: "go back to that screen"),
                KeyBinding(keys: "wheel", action: "scroll the list or pane under the mouse"),
            ]),
    ]

    /// The widest `keys` of all groups, for aligning the actions in a column.
    static var keysColumnWidth: Int {
        groups.flatMap(\.bindings).map { displayWidth(of: $0.keys) }.max() ?? 0
    }

    /// The bindings as plain text, one group after another (`navpilot --help` and the help overlay).
    public static var reference: String {
        lines.joined(separator: "\n")
    }

    /// The reference's lines: a title line per group, then `  keys  action` lines (made once: the
    /// help overlay draws them every frame it is open).
    static let lines: [String] = lines(width: .max)

    /// The width of the widest of `lines`.
    static let widestLine = lines.map { displayWidth(of: $0) }.max() ?? 0

    /// The reference in lines of at most `width` columns: keys and actions side by side where they
    /// fit, else each action on lines of its own under its keys, wrapped, so nothing is cut.
    static func lines(width: Int) -> [String] {
        let column = keysColumnWidth
        let sideBySide = groups.allSatisfy { group in
            group.bindings.allSatisfy { 2 + column + 2 + displayWidth(of: $0.action) <= width }
        }
        var lines: [String] = []
        for (index, group) in groups.enumerated() {
            if index > 0 { lines.append("") }
            lines.append(group.title + ":")
            for binding in group.bindings {
                if sideBySide {
                    let padding = String(repeating: " ", count: column - displayWidth(of: binding.keys))
                    lines.append("  " + binding.keys + padding + "  " + binding.action)
                } else {
                    lines += wrap(binding.keys, width: max(1, width - 2)).map { "  " + $0 }
                    lines += wrap(binding.action, width: max(1, width - 6)).map { "      " + $0 }
                }
            }
        }
        return lines
    }

    /// The bindings as a Markdown table (the README's "Key bindings" section).
    public static var markdownTable: String {
        var rows = ["| keys | where | what |", "|---|---|---|"]
        for group in groups {
            for binding in group.bindings {
                rows.append("| \(binding.keys) | \(group.title.lowercased()) | \(binding.action) |")
            }
        }
        return rows.joined(separator: "\n")
    }
}
