/// Copying links (`y`, `Y`): whether it may, and the text waiting for the event loop (OSC 52).
struct ClipboardState {
    /// Off with `--no-clipboard` and `NAVPILOT_NO_CLIPBOARD=1`.
    var isAllowed = true
    /// Taken by the event loop after the frame (`takeClipboardText()`).
    var pending: String?
}
