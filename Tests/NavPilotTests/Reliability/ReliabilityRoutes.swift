import NavPilot
import Testing

/// A product payload, as the examples use one.
struct ReliabilityProduct: Codable, Hashable {
    var id: Int
    var name: String
    var price: Double?
    var tags: [String]
}

/// The route type of the fuzz targets (`Fuzz/Shared/FuzzRoute.swift`), so their corpora replay here.
indirect enum ReliabilityRoute: Codable, Hashable {
    case home
    case detail(id: Int)
    case post(id: Int, title: String)
    case product(ReliabilityProduct)
    case checkout(items: [String])
    case flags(Bool, UInt8, Int64?)
    case measure(Double, Float)
    case nested(ReliabilityRoute?)
    case list([ReliabilityRoute])
}

/// A route with one-letter case names, so a link can hold many entries within the length limit.
enum TinyRoute: Codable, Hashable {
    case a, b
}

/// A route that encodes as a JSON string (`"b"`), so a `payload=` link can hold many entries.
enum LetterRoute: String, Codable, Hashable {
    case a, b
}

/// The compact notation of a value (text compares NaN payloads equal to themselves).
func compactNotation<T: Encodable>(_ value: T) -> String? {
    try? RouteNotation.encode(value, style: .compact)
}

/// Reliability checks: bad input, faults and abuse never crash the app or lose a stack
/// (`swift test --filter Reliability`; RELIABILITY.md lists every check).
@Suite("Reliability") enum Reliability {}
