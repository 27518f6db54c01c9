/// The `prefix` key table: the key after the prefix key (Ctrl+W) moves the focus by direction,
/// resizes the focused pane (a count first, as in vim: `Ctrl+W 5 >`) or shares the panes evenly.
/// Any other key is dropped; after `prefixTimeout` the next key is an ordinary key again.
extension WindowManager {
    /// The prefix table's bindings, bound to `window` (nil: for the reference), titled after the
    /// prefix key's label (`prefixLabel`).
    static func prefixBindings(_ window: WindowManager?, prefixLabel: String) -> KeyBindingGroup {
        func binding(
            _ keys: [KeyPattern], _ id: String, _ description: String, label: String? = nil, hint: KeyHint? = nil,
            _ action: @escaping @MainActor (WindowManager) -> Void
        ) -> KeyBinding {
            windowAction(window, keys, id, description, label: label, hint: hint, action)
        }
        let digits = (0...9).map { KeyPattern.key(.character(Character(String($0)))) }
        // With Ctrl still held too, as vim's ^W^K and ^W^W (not ^L, which repaints first).
        return KeyBindingGroup(
            title: "After " + prefixLabel, scope: .window, signature: 500,
            bindings: [
                binding(
                    ["h", .key(.left), .key("h", .control)], "prefix.left", "focus the pane to the left",
                    hint: KeyHint(
                        "pane in that direction", keys: (prefixLabel == "Ctrl+W" ? "^W" : prefixLabel) + "… h/j/k/l",
                        priority: 9)
                ) { $0.focus(toward: .left) },
                binding(["j", .key(.down), .key("j", .control)], "prefix.down", "focus the pane below") {
                    $0.focus(toward: .down)
                },
                binding(["k", .key(.up), .key("k", .control)], "prefix.up", "focus the pane above") {
                    $0.focus(toward: .up)
                },
                binding(["l", .key(.right)], "prefix.right", "focus the pane to the right") {
                    $0.focus(toward: .right)
                },
                binding(
                    ["w", .key("w", .control)], "prefix.next-pane", "focus the next pane",
                    hint: KeyHint("next pane", keys: "w", priority: 9)
                ) { $0.focusNext() },
                binding(
                    [">"], "prefix.wider", "widen the focused pane (a count first: 5 > widens by 5)",
                    hint: KeyHint("wider/narrower", keys: "> <", priority: 5)
                ) { $0.resizeFocusedPaneByKey(along: .horizontal, by: $0.keyDispatch.pending.takeCount()) },
                binding(["<"], "prefix.narrower", "narrow the focused pane (a count first)") {
                    $0.resizeFocusedPaneByKey(along: .horizontal, by: -$0.keyDispatch.pending.takeCount())
                },
                binding(
                    ["+"], "prefix.taller", "make the focused pane taller (a count first: 3 + adds 3 rows)",
                    hint: KeyHint("taller/shorter", keys: "+ -", priority: 5)
                ) { $0.resizeFocusedPaneByKey(along: .vertical, by: $0.keyDispatch.pending.takeCount()) },
                binding(["-"], "prefix.shorter", "make the focused pane shorter (a count first)") {
                    $0.resizeFocusedPaneByKey(along: .vertical, by: -$0.keyDispatch.pending.takeCount())
                },
                binding(
                    ["d"], "prefix.detach", "detach this terminal from a served session, which goes on",
                    // Offered where it does something: in a served session.
                    hint: window?.detachRequest == nil ? nil : KeyHint("detach", keys: "d", priority: 6)
                ) {
                    $0.detachClient()
                },
                binding(
                    ["="], "prefix.equalize", "share the panes evenly", hint: KeyHint("even", keys: "=", priority: 4)
                ) {
                    $0.keyDispatch.pending.count = nil
                    $0.equalizePanes()
                },
                KeyBinding(
                    digits, id: "prefix.count", label: "0-9", description: "a count for the next resize",
                    hint: KeyHint("count", keys: "0-9", priority: 3), isRemappable: false
                ) { [weak window] press in
                    guard let window, case .character(let digit) = press.key, let value = digit.wholeNumberValue else {
                        return false
                    }
                    let count = min(999, (window.keyDispatch.pending.count ?? 0) * 10 + value)
                    window.enterKeyTable(.prefix)
                    window.keyDispatch.pending.count = count
                    // The count so far, and what it is for, until the key that uses it.
                    window.momentaryStatus = "\(count)… then > < wider/narrower or + - taller/shorter by \(count)"
                    return true
                },
                quitAtOnce(window),
                KeyBinding([.anyKey], description: "") { _ in true },
            ])
    }
}
