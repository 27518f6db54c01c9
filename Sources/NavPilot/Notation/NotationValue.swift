/// The value tree between Codable and text: what the notation encoder produces, the printer prints,
/// the parser reads and the decoder consumes.
///
/// Numbers keep their literal text, so any integer width and any `Double` decode exactly.
/// `offset` is the byte offset of the value in the source text (or -1 when it was built by the
/// encoder); it is only read to place error messages.
struct NotationValue: Sendable {
    enum Kind: Sendable {
        case null
        case bool(Bool)
        case number(String)
        case string(String)
        case array([NotationValue])
        case object([NotationMember])
    }

    var kind: Kind
    var offset: Int = -1
}

/// One key of an object, in the order written (encoding order is declaration order).
struct NotationMember: Sendable {
    var key: String
    var keyOffset: Int = -1
    var value: NotationValue
}

extension NotationValue {
    /// The member or element that `path` leads to, going as deep as the path matches.
    func deepestNode(along path: [any CodingKey]) -> NotationValue {
        var node = self
        for key in path {
            switch node.kind {
            case .object(let members):
                guard let member = members.first(where: { $0.key == key.stringValue }) else { return node }
                node = member.value
            case .array(let elements):
                guard let index = key.intValue, elements.indices.contains(index) else { return node }
                node = elements[index]
            default:
                return node
            }
        }
        return node
    }

    /// A short description of the value for "found …" in error messages.
    var summary: String {
        switch kind {
        case .null: return "nil"
        case .bool(let value): return value ? "true" : "false"
        case .number(let text): return text
        case .string(let text):
            let printed = NotationPrinter.quoted(text)
            return printed.count > 24 ? String(printed.prefix(20)) + "…\"" : printed
        case .array: return "a list"
        case .object(let members):
            if members.count == 1, case .object = members[0].value.kind {
                return "case '\(members[0].key)'"
            }
            return "a keyed value"
        }
    }
}
