/// Turns what decoding threw into a `NotationError` placed at the value it is about.
struct NotationErrorMapper {
    let source: NotationSource
    let root: NotationValue
    let diagnostics: NotationDecodingDiagnostics

    func map(_ error: any Error) -> NotationError {
        if let error = error as? NotationError { return error }
        guard let error = error as? DecodingError else {
            return source.error(at: max(root.offset, 0), "\(error)")
        }
        switch error {
        case .typeMismatch(let type, let context):
            if let unknownCase = unknownCaseError(type: type, path: context.codingPath) {
                return unknownCase
            }
            return placed(context.debugDescription, at: context.codingPath)
        case .keyNotFound(let key, let context):
            return placed("missing '\(key.stringValue)'\(Self.owner(of: context.codingPath))", at: context.codingPath)
        case .valueNotFound(_, let context), .dataCorrupted(let context):
            return placed(context.debugDescription, at: context.codingPath)
        @unknown default:
            return source.error(at: max(root.offset, 0), "\(error)")
        }
    }

    private func placed(_ message: String, at path: [any CodingKey]) -> NotationError {
        source.error(at: max(root.deepestNode(along: path).offset, 0), message)
    }

    /// " in 'post'" for the payload of a case, nothing at the top.
    private static func owner(of path: [any CodingKey]) -> String {
        guard let key = path.last, key.intValue == nil else { return "" }
        return " in '\(key.stringValue)'"
    }

    /// A synthesized enum decoder found no key it knows: name the unknown case and, when the type
    /// can list them, the accepted ones.
    private func unknownCaseError(type: Any.Type, path: [any CodingKey]) -> NotationError? {
        let node = root.deepestNode(along: path)
        guard case .object(let members) = node.kind else { return nil }
        let unknown = diagnostics.unknownKeys[NotationDecodingDiagnostics.pathKey(path)] ?? []
        var message: String
        var offset = node.offset
        if members.isEmpty {
            message = "expected a case of \(type), found an empty value"
        } else if members.count > 1 {
            message = "expected one case of \(type), found \(members.count) keys"
        } else if let name = unknown.first {
            message = "unknown case '\(name)' of \(type)"
            offset = members[0].keyOffset
        } else {
            return nil
        }
        if let names = (type as? any NotationCaseNames.Type)?.notationCaseNames {
            message += "; expected one of " + names.joined(separator: ", ")
        }
        return source.error(at: max(offset, 0), message)
    }
}
