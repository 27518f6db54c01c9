import NavPilot
import NavPilotTUI

/// Key names as scenario files write them: `enter`, `shift+tab`, `ctrl+x`, `alt+left`, `f5`, `space`,
/// or one character. The reverse of `KeyPress.description`, except that Shift+Tab is written
/// `shift+tab` (terminals report it as back-tab).
enum KeyName {
    static var named: [String: Key] { KeyPress.keyNames }
    static var punctuationNames: [String: Character] { KeyPress.punctuationNames }

    /// The key press a name stands for, or nil (`KeyPress(name:)`).
    static func parse(_ name: String) -> KeyPress? {
        KeyPress(name: name)
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

    /// The character `press` types: a printable character without modifiers (what a recording
    /// writes as `Type`, a burst as a string); nil for any other key.
    static func typedCharacter(_ press: KeyPress) -> Character? {
        guard press.modifiers.isEmpty, case .character(let character) = press.key else { return nil }
        let printable = character.unicodeScalars.allSatisfy {
            $0.value >= 0x20 && $0.value != 0x7F && !(0x80..<0xA0).contains($0.value)
        }
        return printable ? character : nil
    }

    /// Characters that start a string, a comment or a bracketed route, or escape, in a word.
    private static let wordBreaking: Set<Unicode.Scalar> = ["\"", "(", ")", "[", "]", "{", "}", "#", "\\"]

    /// What an unknown key name is told.
    static var help: String { KeyPress.nameHelp }
}
