/// Which key presses a `KeyBinding` answers: one key with its modifiers, or a class of keys.
///
/// Shift is part of a character (`"Q"`), so a pattern without Shift also matches the key with Shift
/// held (Shift+↑ moves the selection as ↑ does); a pattern that names Shift wants it. A character
/// literal is a pattern: `KeyBinding("r", description: "reload") { … }`.
public struct KeyPattern: Hashable, Sendable {
    enum Kind: Hashable, Sendable {
        case press(KeyPress)
        /// Any printable character, plain or with Shift: what a text field types.
        case printable
        /// Any key at all; such a binding decides in its action and never hides another's hint.
        case any
    }

    let kind: Kind

    /// `key` pressed with `modifiers` (`.key("w", .control)`, `.key(.tab, .shift)`).
    public static func key(_ key: Key, _ modifiers: Modifiers = []) -> KeyPattern {
        KeyPattern(kind: .press(KeyPress(key, modifiers)))
    }

    /// Any printable character, plain or with Shift. A binding for it hides, in the status line,
    /// every binding further from the focus whose key is a character (a text field's typing hides
    /// `q quit`).
    public static let printable = KeyPattern(kind: .printable)

    /// Any key: the binding's action decides (returning false lets the key go on). It hides no
    /// other binding, since it may let any key through.
    public static let anyKey = KeyPattern(kind: .any)

    /// The one key press the pattern names; nil for `printable` and `anyKey`.
    public var press: KeyPress? {
        if case .press(let press) = kind { return press }
        return nil
    }

    /// Whether the pattern is `printable`: any character, plain or with Shift.
    public var isPrintable: Bool { kind == .printable }

    /// Whether `press` is one of the keys the pattern names.
    public func matches(_ press: KeyPress) -> Bool {
        switch kind {
        case .any:
            return true
        case .printable:
            guard case .character = press.key else { return false }
            return press.modifiers.subtracting(.shift).isEmpty
        case .press(let wanted):
            guard press.key == wanted.key else { return false }
            return wanted.modifiers.contains(.shift)
                ? press.modifiers == wanted.modifiers
                : press.modifiers.subtracting(.shift) == wanted.modifiers
        }
    }

    /// Whether every press this pattern matches is also taken by `inner`, a binding nearer the
    /// focus: then this one is never reached by that key, and the status line does not offer it.
    func isShadowed(by inner: KeyPattern) -> Bool {
        switch (inner.kind, kind) {
        case (.any, _), (_, .any): false
        case (.printable, .printable): true
        case (.printable, .press(let press)): inner.matches(press)
        case (.press, .printable): false
        case (.press(let taken), .press(let press)): KeyPattern(kind: .press(taken)).matches(press)
        }
    }

    /// How the status line and the help write the key: `q`, `Tab`, `⇧Tab`, `^W`, `Alt+←`, `F1`.
    public var label: String {
        switch kind {
        case .any: return "any key"
        case .printable: return "a character"
        case .press(let press):
            var prefix = ""
            if press.modifiers.contains(.control) {
                // Terminals and tmux write Ctrl+C as ^C.
                guard case .character(let character) = press.key else { return "^" + press.key.label }
                return "^" + character.uppercased()
            }
            if press.modifiers.contains(.alt) { prefix += "Alt+" }
            if press.modifiers.contains(.shift) { prefix += "⇧" }
            return prefix + press.key.label
        }
    }
}

extension KeyPattern: ExpressibleByExtendedGraphemeClusterLiteral {
    /// A character key without modifiers: `"r"`.
    public init(extendedGraphemeClusterLiteral character: Character) {
        self = .key(.character(character))
    }
}

extension Key {
    /// The key as a status line writes it: `Enter`, `Esc`, `⌫`, `↑`, `PgDn`, `F1`, `Space`, or the
    /// character.
    var label: String {
        switch self {
        case .character(" "): "Space"
        case .character(let character): String(character)
        case .enter: "Enter"
        case .tab: "Tab"
        case .backTab: "⇧Tab"
        case .backspace: "⌫"
        case .delete: "Del"
        case .escape: "Esc"
        case .up: "↑"
        case .down: "↓"
        case .left: "←"
        case .right: "→"
        case .home: "Home"
        case .end: "End"
        case .pageUp: "PgUp"
        case .pageDown: "PgDn"
        case .insert: "Ins"
        case .function(let number): "F\(number)"
        }
    }
}
