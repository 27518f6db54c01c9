import NavPilot
import NavPilotTUI

/// Key names as scenario files write them: `enter`, `shift+tab`, `ctrl+x`, `alt+left`, `f5`, `space`,
/// or one character. The reverse of `KeyPress.description`, except that Shift+Tab is written
/// `shift+tab` (terminals report it as back-tab).
enum KeyName {
    static let named: [String: Key] = [
        "enter": .enter, "return": .enter, "tab": .tab, "backtab": .backTab, "backspace": .backspace,
        "delete": .delete, "escape": .escape, "esc": .escape, "up": .up, "down": .down, "left": .left,
        "right": .right, "home": .home, "end": .end, "pageup": .pageUp, "pagedown": .pageDown,
        "insert": .insert, "space": .character(" "),
    ]

    /// Names for the characters a scenario line cannot write bare (they start a string, a comment
    /// or a bracketed route), so a modified one can be written as a word: `alt+lbracket`.
    static let punctuationNames: [String: Character] = [
        "quote": "\"", "hash": "#", "backslash": "\\", "lparen": "(", "rparen": ")", "lbracket": "[",
        "rbracket": "]", "lbrace": "{", "rbrace": "}",
    ]

    static let modifierNames: [String: Modifiers] = ["ctrl": .control, "alt": .alt, "shift": .shift]

    /// The key press a name stands for, or nil.
    static func parse(_ name: String) -> KeyPress? {
        if name.count == 1, let character = name.first {
            return KeyPress(.character(character))
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
            guard let modifier = modifierNames[part.lowercased()] else { return nil }
            modifiers.insert(modifier)
        }
        guard let key = key(named: keyName, modifiers: modifiers) else { return nil }
        if key == .tab && modifiers == .shift {
            return KeyPress(.backTab)
        }
        return KeyPress(key, modifiers)
    }

    private static func key(named name: String, modifiers: Modifiers) -> Key? {
        if let key = named[name.lowercased()] { return key }
        if let character = punctuationNames[name.lowercased()] { return .character(character) }
        if name.count == 1, let character = name.first {
            // Terminals report Ctrl+letter in lower case.
            return .character(modifiers.contains(.control) ? Character(character.lowercased()) : character)
        }
        let lower = name.lowercased()
        if lower.hasPrefix("f"), let number = Int(lower.dropFirst()), (1...12).contains(number) {
            return .function(number)
        }
        return nil
    }

    /// The name a scenario file uses for `press`.
    static func name(of press: KeyPress) -> String {
        if press.key == .backTab && press.modifiers.isEmpty { return "shift+tab" }
        return press.description
    }

    /// A key press as scenario text: its name (`name(of:)`), in quotes where the lexer would read
    /// it otherwise (`"["`, `"#"`, a quote, a control character), a modified bracket or quote by its
    /// name (`alt+lbracket`), so every key press a recording, `explore` or a shrunk reproduction
    /// writes reads back as itself, in a `Key` line and in a `Burst`.
    static func text(of press: KeyPress) -> String {
        // A modified bracket or quote is named (`alt+lbracket`): quoted, `Burst` would read its
        // name as typed characters.
        if !press.modifiers.isEmpty, case .character(let character) = press.key,
            let punctuation = punctuationNames.first(where: { $0.value == character })?.key
        {
            return name(of: KeyPress(.character(" "), press.modifiers)).dropLast("space".count) + punctuation
        }
        return text(ofName: name(of: press))
    }

    /// A key name (`enter`, `alt+[`) as scenario text: bare when the lexer reads it as one word, else
    /// quoted.
    static func text(ofName name: String) -> String {
        let bare =
            !name.isEmpty
            && name.unicodeScalars.allSatisfy { scalar in
                !scalar.properties.isWhitespace && scalar.properties.generalCategory != .control
                    && !wordBreaking.contains(scalar)
            }
        return bare ? name : RouteNotation.quoted(name)
    }

    /// Characters that start a string, a comment or a bracketed route, or escape, in a word.
    private static let wordBreaking: Set<Unicode.Scalar> = ["\"", "(", ")", "[", "]", "{", "}", "#", "\\"]

    /// What an unknown key name is told.
    static let help =
        "keys are enter tab shift+tab up down left right backspace delete escape space home end pageup pagedown "
        + "insert f1..f12, ctrl+X, alt+X or one character (quote hash backslash lparen rparen lbracket rbracket "
        + "lbrace rbrace name those after ctrl+ or alt+)"
}
