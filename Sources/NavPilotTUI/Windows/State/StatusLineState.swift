/// What the status line says instead of, or before, the key hints.
struct StatusLineState {
    /// Shown instead of the hints until set to nil (a replayed scenario's step).
    var message: String?
    /// Shown before the hints, which stay (a recorder's `● recording to FILE`).
    var prefix: String?
    /// Said until the next key: what `n` found, what was copied, a keymap file's problems.
    var momentary: String?
}
