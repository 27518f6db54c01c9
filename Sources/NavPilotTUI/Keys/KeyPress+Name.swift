/// Key names, as scenario files and the linear mode's key lines write them: `enter`, `shift+tab`,
/// `ctrl+x`, `alt+left`, `f5`, `space`, or one character. The reverse of `KeyPress.description`,
/// except that Shift+Tab is written `shift+tab` (terminals report it as back-tab).
extension KeyPress {
    /// The key press `name` stands for; nil when it names none (`KeyPress.nameHelp` says what does).
    public init?(name: String) {
        if name.count == 1, let character = name.first {
            self.init(.character(character))
            return
        }
        var parts = name.split(separator: "+", omittingEmptySubsequences: false).map(String.init)
        // "ctrl++" names the plus key.
        if name.hasSuffix("++") {
            parts.removeLast(2)
            parts.append("+")
        }
        guard let keyName = parts.popLast(), !keyName.isEmpty else { return nil }
        var modifiers: Modifiers = []
        for part in parts {
            guard let modifier = Self.modifierNames[part.lowercased()] else { return nil }
            modifiers.insert(modifier)
        }
        guard let key = Self.key(named: keyName, modifiers: modifiers) else { return nil }
        if key == .tab && modifiers == .shift {
            self.init(.backTab)
        } else {
            self.init(key, modifiers)
        }
    }

    /// The names of keys that are not one character.
    public static let keyNames: [String: Key] = [
        "enter": .enter, "return": .enter, "tab": .tab, "backtab": .backTab, "backspace": .backspace,
        "delete": .delete, "escape": .escape, "esc": .escape, "up": .up, "down": .down, "left": .left,
        "right": .right, "home": .home, "end": .end, "pageup": .pageUp, "pagedown": .pageDown,
        "insert": .insert, "space": .character(" "),
    ]

    /// Names for the characters a scenario line cannot write bare (they start a string, a comment
    /// or a bracketed route), so a modified one can be written as a word: `alt+lbracket`.
    public static let punctuationNames: [String: Character] = [
        "quote": "\"", "hash": "#", "backslash": "\\", "lparen": "(", "rparen": ")", "lbracket": "[",
        "rbracket": "]", "lbrace": "{", "rbrace": "}",
    ]

    static let modifierNames: [String: Modifiers] = ["ctrl": .control, "alt": .alt, "shift": .shift]

    private static func key(named name: String, modifiers: Modifiers) -> Key? {
        let lower = name.lowercased()
        if let key = keyNames[lower] { return key }
        if let character = punctuationNames[lower] { return .character(character) }
        if name.count == 1, let character = name.first {
            // Terminals report Ctrl+letter in lower case.
            return .character(modifiers.contains(.control) ? Character(character.lowercased()) : character)
        }
        if lower.hasPrefix("f"), let number = Int(lower.dropFirst()), (1...12).contains(number) {
            return .function(number)
        }
        return nil
    }

    /// What someone who wrote an unknown key name is told.
    public static let nameHelp =
        "keys are enter tab shift+tab up down left right backspace delete escape space home end pageup pagedown "
        + "insert f1..f12, ctrl+X, alt+X or one character (quote hash backslash lparen rparen lbracket rbracket "
        + "lbrace rbrace name those after ctrl+ or alt+)"
}
