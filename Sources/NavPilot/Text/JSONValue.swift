/// A JSON value written on one line, keys in the order given: the control protocol's replies and
/// events (`{"reply":N,…}` or `{"event":…}` first, so a reader sees at once what a line is), and the
/// small state files read at every start, where Foundation's decoder would cost more resident code
/// than the whole session's own (`JSONValue(parsing:)`).
package enum JSONValue: Equatable {
    case string(String)
    case int(Int)
    case bool(Bool)
    case null
    case array([JSONValue])
    case object([(String, JSONValue)])

    /// This object with `member` at `index` of its members (any other value as it is).
    package func inserting(_ member: (String, JSONValue), at index: Int) -> JSONValue {
        guard case .object(var members) = self else { return self }
        members.insert(member, at: min(index, members.count))
        return .object(members)
    }

    /// The value as JSON text, strings escaped as RFC 8259 asks (see `writeString`).
    package var text: String {
        var out = ""
        write(into: &out)
        return out
    }

    private func write(into out: inout String) {
        switch self {
        case .string(let string): Self.writeString(string, into: &out)
        case .int(let number): out += String(number)
        case .bool(let flag): out += flag ? "true" : "false"
        case .null: out += "null"
        case .array(let values):
            out += "["
            for (index, value) in values.enumerated() {
                if index > 0 { out += "," }
                value.write(into: &out)
            }
            out += "]"
        case .object(let members):
            out += "{"
            for (index, (key, value)) in members.enumerated() {
                if index > 0 { out += "," }
                Self.writeString(key, into: &out)
                out += ":"
                value.write(into: &out)
            }
            out += "}"
        }
    }

    /// A JSON string: quotes, backslashes and line breaks escaped, and every character a terminal
    /// would act on (`SafeText.needsEscaping`) as `\uXXXX` (a surrogate pair above U+FFFF), so a
    /// line never breaks and no such character reaches a terminal that prints the line raw.
    private static func writeString(_ string: String, into out: inout String) {
        SafeText.appendQuoted(string, to: &out) { scalar in
            let units = scalar.value > 0xFFFF ? Array(String(scalar).utf16) : [UInt16(scalar.value)]
            return units.map { unit in
                let hex = String(unit, radix: 16)
                return "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
            }.joined()
        }
    }
}
