import NavPilot
import NavPilotTestSupport

/// A product, the struct payload of the parameters example.
struct Product: Hashable, Codable, Sendable {
    var id: Int
    var name: String
}

/// A nested enum payload.
enum MediaKind: Hashable, Codable, Sendable {
    case video
    case article(words: Int)
}

/// A route type with every payload shape notation must handle.
indirect enum SampleRoute: Hashable, Codable, Sendable {
    case home
    case detail(id: Int)
    case post(id: Int, title: String)
    case product(Product)
    case pair(Int, String)
    case mixed(Int, label: String)
    case media(kind: MediaKind)
    case checkout(items: [String])
    case optional(note: String?, count: Int?)
    case extremes(small: Int64, big: UInt64, tiny: Int8)
    case measure(value: Double, ratio: Float)
    case flag(Bool)
    case matrix([[Int]])
    case sparse([Int?])
    case child(SampleRoute)
}

/// The routes of the split-screen example's feed pane.
enum FeedRoute: Hashable, Codable, Sendable, NotationCaseNames {
    case feed
    case post(id: Int, title: String)
    case authorProfile(name: String)

    static let notationCaseNames = ["feed", "post", "authorProfile"]
}

/// The routes of the chat pane (no case list: errors name only the unknown case).
enum ChatRoute: Hashable, Codable, Sendable {
    case inbox
    case thread(id: Int, with: String)
    case newMessage
}

/// Seeded generators of routes and awkward strings for property tests.
struct RouteGenerator {
    var random: SeededGenerator

    init(seed: UInt64) {
        random = SeededGenerator(seed: seed)
    }

    /// Characters chosen to break naive escaping: quotes, backslashes, control characters, URL
    /// delimiters, non-ASCII letters, combining marks and emoji.
    static let awkwardCharacters: [String] = [
        "a", "Z", "0", " ", "\"", "\\", "\n", "\t", "\r", "\u{0}", "\u{1B}", "\u{7F}", "&", "=", "+", "#", "%",
        "?", "/", "(", ")", ",", ":", "[", "]", "{", "}", "é", "e\u{301}", "日本", "🚀", "👨‍👩‍👧", "\u{2028}", "'",
    ]

    mutating func string(maxLength: Int = 8) -> String {
        let length = Int.random(in: 0...maxLength, using: &random)
        return (0..<length).map { _ in Self.awkwardCharacters.randomElement(using: &random)! }.joined()
    }

    mutating func int() -> Int {
        switch Int.random(in: 0..<4, using: &random) {
        case 0: return [Int.min, Int.max, 0, -1][Int.random(in: 0..<4, using: &random)]
        case 1: return Int.random(in: -1000...1000, using: &random)
        default: return Int(truncatingIfNeeded: random.next())
        }
    }

    /// Any finite double, from its bits, so every exponent and odd mantissa is exercised.
    mutating func double() -> Double {
        while true {
            let value = Double(bitPattern: random.next())
            if value.isFinite { return value }
        }
    }

    mutating func float() -> Float {
        while true {
            let value = Float(bitPattern: UInt32(truncatingIfNeeded: random.next()))
            if value.isFinite { return value }
        }
    }

    mutating func bool() -> Bool { Bool.random(using: &random) }

    mutating func route(depth: Int = 0) -> SampleRoute {
        switch Int.random(in: 0..<15, using: &random) {
        case 0: return .home
        case 1: return .detail(id: int())
        case 2: return .post(id: int(), title: string())
        case 3: return .product(Product(id: int(), name: string()))
        case 4: return .pair(int(), string())
        case 5: return .mixed(int(), label: string())
        case 6: return .media(kind: bool() ? .video : .article(words: int()))
        case 7: return .checkout(items: (0..<Int.random(in: 0...4, using: &random)).map { _ in string() })
        case 8: return .optional(note: bool() ? string() : nil, count: bool() ? int() : nil)
        case 9:
            return .extremes(
                small: Int64(truncatingIfNeeded: random.next()), big: random.next(),
                tiny: Int8(truncatingIfNeeded: random.next()))
        case 10: return .measure(value: double(), ratio: float())
        case 11: return .flag(bool())
        case 12:
            return .matrix((0..<Int.random(in: 0...3, using: &random)).map { _ in (0..<2).map { _ in int() } })
        case 13: return .sparse((0..<Int.random(in: 0...4, using: &random)).map { _ in bool() ? int() : nil })
        default: return depth < 4 ? .child(route(depth: depth + 1)) : .home
        }
    }

    mutating func stack(maxDepth: Int = 6) -> [SampleRoute] {
        (0..<Int.random(in: 1...maxDepth, using: &random)).map { _ in route() }
    }
}
