/// The keys the bindings nearer the focus take, for the status line to ask "is this key still
/// free?" once per key of every hint, every frame it is made: a bit per key press for the keys
/// bindings use (ASCII characters and the named keys, with Ctrl and Alt), a list for the rest.
struct TakenKeys {
    /// Bit `code` set: the press with that code is taken (see `code(of:)`).
    private var bits = [UInt64](repeating: 0, count: 4 * 256 / 64)
    /// Whether a binding takes every printable character (a text field).
    private var printable = false
    /// Patterns without a code (a character beyond ASCII, Shift named): compared one by one.
    private var others: [KeyPattern] = []

    /// Marks every press `pattern` matches as taken.
    mutating func take(_ pattern: KeyPattern) {
        switch pattern.kind {
        case .any: break
        case .printable: printable = true
        case .press(let press):
            if let code = Self.code(of: press) {
                bits[code >> 6] |= 1 << UInt64(code & 63)
            } else {
                others.append(pattern)
            }
        }
    }

    /// Whether no press `pattern` matches is taken yet.
    func isFree(_ pattern: KeyPattern) -> Bool {
        if case .press(let press) = pattern.kind {
            if printable, KeyPattern.printable.matches(press) { return false }
            if let code = Self.code(of: press), bits[code >> 6] & (1 << UInt64(code & 63)) != 0 { return false }
        } else if pattern.kind == .printable, printable {
            return false
        }
        return !others.contains { pattern.isShadowed(by: $0) }
    }

    /// A number below 1,024 for a press of an ASCII character or a named key with any of Ctrl and
    /// Alt (a pattern without Shift matches the press with Shift too, so Shift is left out); nil
    /// for others, and for a pattern that names Shift.
    private static func code(of press: KeyPress) -> Int? {
        guard !press.modifiers.contains(.shift) else { return nil }
        let key: Int
        switch press.key {
        case .character(let character):
            guard let ascii = character.asciiValue else { return nil }
            key = Int(ascii)
        case .enter: key = 128
        case .tab: key = 129
        case .backTab: key = 130
        case .backspace: key = 131
        case .delete: key = 132
        case .escape: key = 133
        case .up: key = 134
        case .down: key = 135
        case .left: key = 136
        case .right: key = 137
        case .home: key = 138
        case .end: key = 139
        case .pageUp: key = 140
        case .pageDown: key = 141
        case .insert: key = 142
        case .function(let number):
            guard (1...100).contains(number) else { return nil }
            key = 143 + number
        }
        let modifiers = (press.modifiers.contains(.control) ? 1 : 0) + (press.modifiers.contains(.alt) ? 2 : 0)
        return modifiers * 256 + key
    }
}
