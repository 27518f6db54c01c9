/// Giving a session its keymap, and saying what in a keymap file could not be applied.
extension WindowManager {
    /// Uses `keymap` and says `problems` (the lines of its file that could not be applied) once,
    /// in the status line until the next key, every one of them: the session runs with the lines
    /// that could be applied. `TerminalSession.run` gives the user's keymap file this way.
    ///
    /// ```swift
    /// let (keymap, problems) = Keymap.load(path: "/etc/myapp/keymap")
    /// window.useKeymap(keymap, problems: problems)
    /// ```
    public func useKeymap(_ keymap: Keymap, problems: [KeymapProblem] = []) {
        self.keymap = keymap
        guard let first = problems.first else { return }
        let rest = problems.dropFirst().map { "line \($0.line): \($0.message)" }
        momentaryStatus =
            "keymap: \(first)" + (rest.isEmpty ? "" : " (and \(rest.count) more: \(rest.joined(separator: "; ")))")
    }

    /// Uses `keymap`, or with nil the user's keymap file (`Keymap.loadUserKeymap`) and its problems.
    func useKeymap(_ keymap: Keymap?) {
        guard let keymap else {
            let (loaded, problems) = Keymap.loadUserKeymap()
            useKeymap(loaded, problems: problems)
            return
        }
        useKeymap(keymap)
    }
}
