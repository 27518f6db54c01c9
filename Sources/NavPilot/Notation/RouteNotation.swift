/// Route notation: a readable, deterministic text form for any `Codable` route.
///
/// It follows the shape Swift's synthesized Codable gives a value, and reads the way the value is
/// written in Swift:
///
/// | Swift                                        | notation                                  |
/// |----------------------------------------------|-------------------------------------------|
/// | `.home`                                      | `home`                                    |
/// | `.detail(id: 11)`                            | `detail(id: 11)`                          |
/// | `.product(Product(id: 1, name: "Keyboard"))` | `product({id: 1, name: "Keyboard"})`      |
/// | `.checkout(items: ["Mouse"])`                | `checkout(items: ["Mouse"])`              |
/// | `nil`, `true`, `-2.5`, `"a \"b\""`           | `nil`, `true`, `-2.5`, `"a \"b\""`        |
/// | `Double.nan`, `.infinity`, `-.infinity`      | `.nan`, `.infinity`, `-.infinity`         |
///
/// Encoding keeps declaration order and is deterministic; decoding accepts any key order, any
/// whitespace and both styles, and reports errors with line and column. See `NotationParser` for
/// the grammar.
public enum RouteNotation {
    /// How much space the text gets.
    public enum Style: Sendable, Hashable {
        /// `post(id: 1, title: "Swift Tips")`: for people (logs, inspector, scenario files).
        case pretty
        /// `post(id:1,title:"Swift Tips")`: for URLs.
        case compact
    }

    /// The deepest nesting of `(`, `[` and `{` that decoding accepts.
    public static let maximumDepth = 64

    /// The longest text, in UTF-8 bytes, that decoding accepts (1 MiB).
    public static let maximumLength = 1 << 20

    // MARK: Encoding

    /// The notation of `value`.
    ///
    /// - Throws: `EncodingError` when the value's `encode(to:)` fails or nests deeper than
    ///   `maximumDepth` calls.
    public static func encode<T: Encodable>(_ value: T, style: Style = .pretty) throws -> String {
        NotationPrinter(style: style).print(try encodeValue(value))
    }

    /// The notation of a list of values: `[feed, post(id: 1, title: "Swift Tips")]`.
    public static func encodeList<T: Encodable>(_ values: [T], style: Style = .pretty) throws -> String {
        try encode(values, style: style)
    }

    static func encodeValue<T: Encodable>(_ value: T) throws -> NotationValue {
        // Each case of an enum takes two coding-path levels (case name, then payload).
        try NotationEncoder(maximumPathLength: 2 * maximumDepth).encode(value)
    }

    // MARK: Decoding

    /// Reads a value of type `T` from its notation.
    ///
    /// - Throws: `NotationError` with the line and column of the problem: malformed text, a value
    ///   of the wrong type (`1:9: expected an integer for 'id', found "x"`), a missing label, an
    ///   unknown case name, nesting deeper than `maximumDepth`, text longer than `maximumLength`.
    public static func decode<T: Decodable>(_ type: T.Type, from text: String) throws(NotationError) -> T {
        let source = NotationSource(bytes: Array(text.utf8))
        guard source.bytes.count <= maximumLength else {
            throw NotationError(
                line: 1, column: 1,
                message: "text of \(source.bytes.count) bytes is longer than the limit of \(maximumLength) bytes")
        }
        var parser = NotationParser(source: source, maximumDepth: maximumDepth)
        let root = try parser.parseDocument()
        let diagnostics = NotationDecodingDiagnostics()
        let decoder = NodeDecoder(node: root, codingPath: [], diagnostics: diagnostics, typeName: "\(T.self)")
        do {
            return try decoder.decode(type, from: root, path: [])
        } catch {
            throw NotationErrorMapper(source: source, root: root, diagnostics: diagnostics).map(error)
        }
    }

    /// `text`, route notation in either style, in `style`; as it is when it does not read as
    /// notation. A session link is made of routes written this way (`.compact`), so the same route
    /// is the same text in every link, a pane's stack link and the session link alike.
    public static func restyled(_ text: String, as style: Style) -> String {
        let source = NotationSource(bytes: Array(text.utf8))
        guard source.bytes.count <= maximumLength else { return text }
        var parser = NotationParser(source: source, maximumDepth: maximumDepth)
        guard let value = try? parser.parseDocument() else { return text }
        return NotationPrinter(style: style).print(value)
    }

    /// Reads a list written `[a, b, …]` (as in scenario files) into an array of `T`.
    public static func decodeList<T: Decodable>(_ type: T.Type, from text: String) throws(NotationError) -> [T] {
        try decode([T].self, from: text)
    }

    /// `text` as a string literal of the notation: double quotes, `\"`, `\\`, `\n`, `\t`, `\r`, and
    /// `\u{XX}` for other control characters. Scenario files use the same literals.
    public static func quoted(_ text: String) -> String {
        NotationPrinter.quoted(text)
    }

    // MARK: Display

    /// A route as logs, the inspector and error messages show it: the pretty notation when the
    /// route is `Encodable`, else its case name (closure payloads cannot be shown).
    public static func describe<R>(_ route: R) -> String {
        if let encodable = route as? any Encodable, let text = try? encode(encodable) {
            return text
        }
        let mirror = Mirror(reflecting: route)
        if mirror.displayStyle == .enum, let label = mirror.children.first?.label {
            return label
        }
        return String(describing: route)
    }
}

/// A route type that can name its cases, so an unknown case name in notation is reported with the
/// names that would have been accepted (`unknown case 'feeed' of FeedRoute; expected one of feed,
/// post, authorProfile`). Decodable alone cannot list them.
public protocol NotationCaseNames {
    /// The case names, in declaration order.
    static var notationCaseNames: [String] { get }
}
