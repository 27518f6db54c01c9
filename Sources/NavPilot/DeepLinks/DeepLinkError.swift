/// Why a deep link could not be opened. The pilot's stack is unchanged whenever one is thrown.
public indirect enum DeepLinkError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The URL's scheme is not the one the pilot answers to.
    case wrongScheme(expected: String, found: String)
    /// The URL's host is not the one the pilot answers to.
    case wrongHost(expected: String, found: String)
    /// The URL has no `r=` items and no `payload=`.
    case missingItems
    /// The URL has a query item this format does not define (or mixes `r=` with `payload=`).
    case unexpectedItem(name: String)
    /// The entry at `index` (0 is the root) is not valid notation for the route type.
    case malformedEntry(index: Int, NotationError)
    /// The link describes an empty stack; a stack always has a root.
    case emptyStack
    /// The URL is longer than the limit, in UTF-8 bytes.
    case tooLong(length: Int, limit: Int)
    /// The link has more entries than the limit.
    case tooDeep(depth: Int, limit: Int)
    /// The original library's `payload=` form could not be read (bad base64url or JSON).
    case malformedPayload(reason: String)
    /// The pilot's `deepLinkValidator` refused the decoded stack.
    case rejected(reason: String)
    /// The pilot's route guard refused the entry at `index` (0 is the root), shown in route notation.
    case blocked(index: Int, route: String)
    /// A session link's pane is at fault; the inner error says how.
    case pane(name: String, DeepLinkError)
    /// A session link lists the pane `name` twice (its stack would be ambiguous).
    case repeatedPane(name: String)

    /// One line for a status bar or a log; every value it echoes from the link is terminal-safe.
    public var description: String {
        switch self {
        case .wrongScheme(let expected, let found):
            return "wrong scheme \(SafeText.quoted(found)), expected \(SafeText.quoted(expected))"
        case .wrongHost(let expected, let found):
            return "wrong host \(SafeText.quoted(found)), expected \(SafeText.quoted(expected))"
        case .missingItems:
            return "the link has no routes (expected r=… items)"
        case .unexpectedItem(let name):
            return "unexpected query item \(SafeText.quoted(name))"
        case .malformedEntry(let index, let error):
            return "entry \(index): \(error)"
        case .emptyStack:
            return "the link describes an empty stack"
        case .tooLong(let length, let limit):
            return "the link is \(length) bytes long, more than the limit of \(limit)"
        case .tooDeep(let depth, let limit):
            return "the link has \(depth) entries, more than the limit of \(limit)"
        case .malformedPayload(let reason):
            return "malformed payload: \(SafeText.escaping(reason))"
        case .rejected(let reason):
            return "rejected: \(SafeText.escaping(reason))"
        case .blocked(let index, let route):
            return "entry \(index): the route guard refused \(SafeText.escaping(route))"
        case .pane(let name, let error):
            return "pane \(SafeText.quoted(name)): \(error)"
        case .repeatedPane(let name):
            return "pane \(SafeText.quoted(name)) is given twice"
        }
    }
}
