/// One token of a scenario line.
struct Token: Hashable, Sendable {
    enum Kind: Hashable, Sendable {
        /// Bare text: a command, a pane, a number, a key name, or a route in notation (which may
        /// contain spaces inside its balanced brackets).
        case word
        /// A double-quoted string; `value` has the escapes resolved.
        case string
    }

    let kind: Kind
    /// The text as written (for a string, including the quotes).
    let raw: String
    /// The word itself, or the string's value.
    let value: String
    let span: SourceSpan

    var isWord: Bool { kind == .word }
}
