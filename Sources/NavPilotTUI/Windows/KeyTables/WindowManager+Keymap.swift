/// Giving a live session its keymap: the one asked for, else the user's file.
extension WindowManager {
    /// Uses `keymap`, or with nil the user's keymap file (`Keymap.loadUserKeymap`), whose lines
    /// that could not be applied are said once, in the status line until the next key; the other
    /// lines apply and the session starts all the same.
    func useKeymap(_ keymap: Keymap?) {
        if let keymap {
            self.keymap = keymap
            return
        }
        let (loaded, problems) = Keymap.loadUserKeymap()
        self.keymap = loaded
        if !problems.isEmpty { momentaryStatus = Self.keymapStatus(problems) }
    }

    /// The status line's words for a keymap file's problems: every one, the first in full.
    static func keymapStatus(_ problems: [KeymapProblem]) -> String {
        let more = problems.count > 1 ? " (and \(problems.count - 1) more: " : ""
        let rest = problems.dropFirst().map { "line \($0.line): \($0.message)" }.joined(separator: "; ")
        return "keymap: \(problems[0])" + (more.isEmpty ? "" : more + rest + ")")
    }
}
