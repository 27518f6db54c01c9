// libFuzzer target: route notation decoding (`RouteNotation.decode`).
// Any input must either decode or throw a `NotationError` with a position inside the text; a value
// that decodes must print and decode again to the same text (round trip).
import NavPilot

/// The libFuzzer entry point: one input of `size` bytes at `data`; returns 0.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzNotation(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let text = String(decoding: UnsafeBufferPointer(start: data, count: size), as: UTF8.self)
    let lineCount = text.utf8.reduce(1) { $0 + ($1 == UInt8(ascii: "\n") ? 1 : 0) }
    do {
        let route = try RouteNotation.decode(FuzzRoute.self, from: text)
        checkRoundTrip(route)
    } catch {
        require(error.line >= 1 && error.line <= lineCount, "line \(error.line) outside 1...\(lineCount)")
        require(error.column >= 1, "column \(error.column)")
        _ = error.description
    }
    if let routes = try? RouteNotation.decodeList(FuzzRoute.self, from: text) {
        checkRoundTrip(routes)
    }
    return 0
}

private func checkRoundTrip<T: Codable>(_ value: T) {
    guard let first = notation(value) else { return }
    _ = RouteNotation.describe(value)
    do {
        let again = try RouteNotation.decode(T.self, from: first)
        require(notation(again) == first, "round trip changed \(first) into \(notation(again) ?? "nil")")
        let pretty = try RouteNotation.encode(value, style: .pretty)
        require(notation(try RouteNotation.decode(T.self, from: pretty)) == first, "pretty \(pretty) != \(first)")
    } catch {
        require(false, "printed notation \(first) does not decode: \(error)")
    }
}
