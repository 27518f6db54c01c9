import NavPilot

/// Copying links (`y`, `Y`): the text goes to the terminal's clipboard through the event loop
/// (OSC 52), and the status line says what was sent until the next action.
extension WindowManager {
    /// Puts `text` on the clipboard after this frame, or says why not.
    public func copyToClipboard(_ text: String, saying what: String) {
        guard allowsClipboard else {
            momentaryStatus = "the clipboard is off (--no-clipboard, NAVPILOT_NO_CLIPBOARD)"
            return
        }
        clipboard.pending = text
        // Sent, not copied: a terminal takes OSC 52 or drops it without a word (a stock xterm
        // drops it), and none answers, so whether it reached the clipboard cannot be known here.
        momentaryStatus = "sent \(what) to the terminal's clipboard: \(text)"
    }

    /// The text `copyToClipboard` left for the event loop, once.
    public func takeClipboardText() -> String? {
        defer { clipboard.pending = nil }
        return clipboard.pending
    }

    /// `y`: the focused pane's stack deep link.
    func copyFocusedPaneLink() {
        guard let pilot = focusedPane.pane.pilot else {
            momentaryStatus = "\(focusedPane.name) has no stack to link to"
            return
        }
        guard let link = pilot.stackLink else {
            // Routes that can be written as text give no link only when it would be too long.
            momentaryStatus =
                pilot.routesAreCodable
                ? "\(focusedPane.name) has no link: its \(pilot.depth) routes would make it longer than "
                    + "the limit of \(DeepLink.maximumURLLength) bytes"
                : "\(focusedPane.name) has no link: its routes cannot be written as text"
            return
        }
        copyToClipboard(link, saying: "\(focusedPane.name)'s link")
    }

    /// `Y`: the session link, every pane, the focus and the layout.
    func copySessionLink() {
        guard let url = sessionLink.url() else {
            momentaryStatus = "the session link would be too long to copy"
            return
        }
        copyToClipboard(url.absoluteString, saying: "the session link")
    }

    /// The bindings of `y` and `Y`, in the window's group.
    static func clipboardBindings(_ window: WindowManager?) -> [KeyBinding] {
        [
            KeyBinding(
                ["y", "Y"], label: "y / Y",
                description: "copy the focused pane's link / the session link (with the layout)"
            ) { [weak window] press in
                guard let window else { return false }
                if press.key == .character("Y") { window.copySessionLink() } else { window.copyFocusedPaneLink() }
                return true
            }
        ]
    }
}
