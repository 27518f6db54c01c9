import NavPilot

/// A product payload, as the examples use one (unlabeled struct payload, optional, array).
struct FuzzProduct: Codable, Hashable {
    var id: Int
    var name: String
    var price: Double?
    var tags: [String]
}

/// A route type that reaches every shape the notation decoder handles: no payload, labeled and
/// unlabeled payloads, nested structs, optionals, arrays, every number type, recursion.
indirect enum FuzzRoute: Codable, Hashable {
    case home
    case detail(id: Int)
    case post(id: Int, title: String)
    case product(FuzzProduct)
    case checkout(items: [String])
    case flags(Bool, UInt8, Int64?)
    case measure(Double, Float)
    case nested(FuzzRoute?)
    case list([FuzzRoute])
}

/// The compact notation of a value, or nil when it does not encode (the round-trip oracle compares
/// text, so NaN payloads compare equal to themselves).
func notation<T: Encodable>(_ value: T) -> String? {
    try? RouteNotation.encode(value, style: .compact)
}
