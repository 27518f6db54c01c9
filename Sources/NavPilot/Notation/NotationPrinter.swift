/// Turns a value tree into notation text.
///
/// An object with exactly one key whose value is itself an object prints as a call: `name` when
/// that inner object is empty, else `name(label: value, …)`. This is the shape Swift's synthesized
/// Codable gives an enum case, so routes read the way they are written in Swift. Inner keys `_0`,
/// `_1`, … at their own position are unlabeled payloads and print without a label. Every other
/// object prints as `{key: value, …}`.
struct NotationPrinter {
    let style: RouteNotation.Style

    private var separator: String { style == .pretty ? ", " : "," }
    private var colon: String { style == .pretty ? ": " : ":" }

    func print(_ value: NotationValue) -> String {
        var out = ""
        write(value, into: &out)
        return out
    }

    func write(_ value: NotationValue, into out: inout String) {
        switch value.kind {
        case .null:
            out += "nil"
        case .bool(let flag):
            out += flag ? "true" : "false"
        case .number(let text):
            out += text
        case .string(let text):
            Self.appendQuoted(text, to: &out)
        case .array(let elements):
            out += "["
            for (index, element) in elements.enumerated() {
                if index > 0 { out += separator }
                write(element, into: &out)
            }
            out += "]"
        case .object(let members):
            if members.count == 1, Self.isBareName(members[0].key), case .object(let payload) = members[0].value.kind {
                out += members[0].key
                if !payload.isEmpty {
                    out += "("
                    writeMembers(payload, positional: true, into: &out)
                    out += ")"
                }
            } else {
                out += "{"
                writeMembers(members, positional: false, into: &out)
                out += "}"
            }
        }
    }

    private func writeMembers(_ members: [NotationMember], positional: Bool, into out: inout String) {
        for (index, member) in members.enumerated() {
            if index > 0 { out += separator }
            if !(positional && member.key == "_\(index)") {
                Self.appendKey(member.key, to: &out)
                out += colon
            }
            write(member.value, into: &out)
        }
    }

    // MARK: Names and strings

    /// Words that read as values, so a key spelled like one is quoted.
    static let reservedWords: Set<String> = ["nil", "true", "false"]

    /// Whether `name` can be written without quotes: an ASCII identifier that is not a reserved word.
    static func isBareName(_ name: String) -> Bool {
        guard let first = name.utf8.first, isIdentifierStart(first) else { return false }
        return name.utf8.allSatisfy(isIdentifierContinuation) && !reservedWords.contains(name)
    }

    static func isIdentifierStart(_ byte: UInt8) -> Bool {
        (byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z"))
            || (byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z"))
            || byte == UInt8(ascii: "_")
    }

    static func isIdentifierContinuation(_ byte: UInt8) -> Bool {
        isIdentifierStart(byte) || (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9"))
    }

    static func appendKey(_ key: String, to out: inout String) {
        if isBareName(key) {
            out += key
        } else {
            appendQuoted(key, to: &out)
        }
    }

    static func quoted(_ text: String) -> String {
        var out = ""
        appendQuoted(text, to: &out)
        return out
    }

    /// Double quotes with `\"`, `\\`, `\n`, `\t`, `\r` and `\u{XX}` for every other character a
    /// terminal would act on (`SafeText.needsEscaping`: C0, DEL, C1, bidi and other format
    /// characters); everything else, non-ASCII included, is kept as is.
    static func appendQuoted(_ text: String, to out: inout String) {
        SafeText.appendQuoted(text, to: &out) { "\\u{" + String($0.value, radix: 16, uppercase: true) + "}" }
    }
}
