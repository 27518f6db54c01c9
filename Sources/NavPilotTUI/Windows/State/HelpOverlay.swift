/// The help overlay (`?`, F1) as the keys leave it: shown or not, scrolled how far, which line a
/// search over it found. Where it was drawn is the frame's (`DrawnFrame`).
struct HelpOverlay {
    /// Whether it is shown over the panes.
    var isShown = false
    /// How far it is scrolled (clamped when drawn).
    var scroll = 0
    /// The line a search (`/` over the help) found, marked while it is shown.
    var match: Int?
}
