import NavPilot

/// Route notation decoding (`RouteNotation.decode`, `decodeList`): any input either decodes or throws
/// a `NotationError` with a position inside the text; a value that decodes prints and decodes again
/// to the same text, compact and pretty.
enum NotationCheck {
    static func run(_ bytes: [UInt8]) throws(FuzzFailure) {
        let text = String(decoding: bytes, as: UTF8.self)
        if let route = try decode(text) {
            try checkRoundTrip(route)
        }
        if let routes = try? RouteNotation.decodeList(FuzzRoute.self, from: text) {
            try checkRoundTrip(routes)
        }
    }

    /// The route `text` decodes to, or nil when it fails at a position inside the text.
    private static func decode(_ text: String) throws(FuzzFailure) -> FuzzRoute? {
        do throws(NotationError) {
            return try RouteNotation.decode(FuzzRoute.self, from: text)
        } catch {
            let lineCount = text.utf8.reduce(1) { $0 + ($1 == UInt8(ascii: "\n") ? 1 : 0) }
            try require((1...lineCount).contains(error.line), "line \(error.line) outside 1...\(lineCount)")
            try require(error.column >= 1, "column \(error.column)")
            _ = error.description
            return nil
        }
    }

    private static func checkRoundTrip<T: Codable>(_ value: T) throws(FuzzFailure) {
        guard let first = notation(value) else { return }
        _ = RouteNotation.describe(value)
        let again: T
        let pretty: T
        do {
            again = try RouteNotation.decode(T.self, from: first)
            pretty = try RouteNotation.decode(T.self, from: try RouteNotation.encode(value, style: .pretty))
        } catch {
            throw FuzzFailure("printed notation \(first) does not decode: \(error)")
        }
        try require(notation(again) == first, "round trip changed \(first) into \(notation(again) ?? "nil")")
        try require(notation(pretty) == first, "the pretty form of \(first) decodes to \(notation(pretty) ?? "nil")")
    }
}
