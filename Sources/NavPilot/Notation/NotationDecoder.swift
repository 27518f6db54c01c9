/// A Swift `Decoder` that reads a parsed `NotationValue` tree.
///
/// Errors are thrown as standard `DecodingError`s (so custom `init(from:)` code that inspects them
/// keeps working); `RouteNotation.decode` turns them into a positioned `NotationError` afterwards.
/// Keys the decoded type does not know are recorded in `diagnostics`, so "invalid number of keys"
/// from a synthesized enum decoder can be reported as an unknown case name.
final class NotationDecodingDiagnostics {
    /// Keys a keyed container could not map to its `CodingKey` type, by coding path.
    var unknownKeys: [String: [String]] = [:]

    static func pathKey(_ path: [any CodingKey]) -> String {
        path.map { $0.intValue.map(String.init) ?? $0.stringValue }.joined(separator: "\u{1F}")
    }
}

struct NodeDecoder: Decoder {
    let node: NotationValue
    let codingPath: [any CodingKey]
    let diagnostics: NotationDecodingDiagnostics
    /// The type being decoded from `node`, for messages such as "expected a value of FeedRoute".
    let typeName: String
    var userInfo: [CodingUserInfoKey: Any] { [:] }

    func container<Key: CodingKey>(keyedBy type: Key.Type) throws -> KeyedDecodingContainer<Key> {
        guard case .object(let members) = node.kind else {
            throw mismatch(Key.self, expected: "a value of \(typeName)", found: node, path: codingPath)
        }
        return KeyedDecodingContainer(KeyedNodeContainer<Key>(members: members, decoder: self))
    }

    func unkeyedContainer() throws -> any UnkeyedDecodingContainer {
        guard case .array(let elements) = node.kind else {
            throw mismatch([Any].self, expected: "a list", found: node, path: codingPath)
        }
        return UnkeyedNodeContainer(elements: elements, decoder: self)
    }

    func singleValueContainer() throws -> any SingleValueDecodingContainer {
        SingleNodeContainer(decoder: self)
    }

    // MARK: Shared by the containers

    func child(_ node: NotationValue, key: any CodingKey, type: Any.Type) -> NodeDecoder {
        NodeDecoder(node: node, codingPath: codingPath + [key], diagnostics: diagnostics, typeName: "\(type)")
    }

    func decode<T: Decodable>(_ type: T.Type, from node: NotationValue, path: [any CodingKey]) throws -> T {
        if let primitive = try decodePrimitive(type, from: node, path: path) {
            return primitive
        }
        let decoder = NodeDecoder(node: node, codingPath: path, diagnostics: diagnostics, typeName: "\(type)")
        return try T(from: decoder)
    }

    /// Strings, booleans and numbers straight from the node, without going through `T(from:)`.
    private func decodePrimitive<T>(_ type: T.Type, from node: NotationValue, path: [any CodingKey]) throws -> T? {
        switch type {
        case is String.Type: return try string(node, path) as? T
        case is Bool.Type: return try bool(node, path) as? T
        case is Int.Type: return try integer(Int.self, node, path) as? T
        case is Int64.Type: return try integer(Int64.self, node, path) as? T
        case is UInt64.Type: return try integer(UInt64.self, node, path) as? T
        case is Double.Type: return try floatingPoint(Double.self, node, path) as? T
        default: return nil
        }
    }

    func string(_ node: NotationValue, _ path: [any CodingKey]) throws -> String {
        guard case .string(let text) = node.kind else {
            throw mismatch(String.self, expected: "a string", found: node, path: path)
        }
        return text
    }

    func bool(_ node: NotationValue, _ path: [any CodingKey]) throws -> Bool {
        guard case .bool(let flag) = node.kind else {
            throw mismatch(Bool.self, expected: "true or false", found: node, path: path)
        }
        return flag
    }

    func integer<T: FixedWidthInteger>(_ type: T.Type, _ node: NotationValue, _ path: [any CodingKey]) throws -> T {
        guard case .number(let text) = node.kind, !text.contains("."), !text.contains("e"), !text.contains("E") else {
            throw mismatch(T.self, expected: "an integer", found: node, path: path)
        }
        guard let value = T(text) else {
            throw mismatch(T.self, expected: "an integer that fits in \(T.self)", found: node, path: path)
        }
        return value
    }

    func floatingPoint<T: BinaryFloatingPoint & LosslessStringConvertible>(
        _ type: T.Type, _ node: NotationValue, _ path: [any CodingKey]
    ) throws -> T {
        guard case .number(let text) = node.kind else {
            throw mismatch(T.self, expected: "a number", found: node, path: path)
        }
        switch text {
        case ".nan", "-.nan": return .nan
        case ".infinity": return .infinity
        case "-.infinity": return -.infinity
        default:
            guard let value = T(text) else {
                throw mismatch(T.self, expected: "a number", found: node, path: path)
            }
            return value
        }
    }

    func mismatch(_ type: Any.Type, expected: String, found node: NotationValue, path: [any CodingKey]) -> DecodingError
    {
        DecodingError.typeMismatch(
            type,
            DecodingError.Context(
                codingPath: path, debugDescription: "expected \(expected)\(Self.place(path)), found \(node.summary)"))
    }

    /// " for 'id'", " for argument 2", " for element 3" or nothing at the top.
    static func place(_ path: [any CodingKey]) -> String {
        guard let key = path.last else { return "" }
        if let index = key.intValue { return " for element \(index)" }
        let name = key.stringValue
        if name.hasPrefix("_"), let position = Int(name.dropFirst()) { return " for argument \(position + 1)" }
        return " for '\(name)'"
    }
}

private struct KeyedNodeContainer<Key: CodingKey>: KeyedDecodingContainerProtocol {
    let members: [NotationMember]
    let decoder: NodeDecoder
    var codingPath: [any CodingKey] { decoder.codingPath }

    var allKeys: [Key] {
        var known: [Key] = []
        var unknown: [String] = []
        for member in members {
            if let key = Key(stringValue: member.key) {
                known.append(key)
            } else {
                unknown.append(member.key)
            }
        }
        if !unknown.isEmpty {
            decoder.diagnostics.unknownKeys[NotationDecodingDiagnostics.pathKey(codingPath)] = unknown
        }
        return known
    }

    private func member(_ key: Key) -> NotationValue? {
        members.first { $0.key == key.stringValue }?.value
    }

    private func required(_ key: Key) throws -> NotationValue {
        guard let value = member(key) else {
            throw DecodingError.keyNotFound(
                key, DecodingError.Context(codingPath: codingPath, debugDescription: "missing '\(key.stringValue)'"))
        }
        return value
    }

    func contains(_ key: Key) -> Bool { member(key) != nil }

    func decodeNil(forKey key: Key) throws -> Bool {
        if case .null = try required(key).kind { return true }
        return false
    }

    func decode<T: Decodable>(_ type: T.Type, forKey key: Key) throws -> T {
        try decoder.decode(type, from: required(key), path: codingPath + [key])
    }

    func nestedContainer<NestedKey: CodingKey>(
        keyedBy type: NestedKey.Type, forKey key: Key
    ) throws -> KeyedDecodingContainer<NestedKey> {
        try decoder.child(required(key), key: key, type: NestedKey.self).container(keyedBy: type)
    }

    func nestedUnkeyedContainer(forKey key: Key) throws -> any UnkeyedDecodingContainer {
        try decoder.child(required(key), key: key, type: [Any].self).unkeyedContainer()
    }

    func superDecoder() throws -> any Decoder {
        let key = NotationKey("super")
        let node = members.first { $0.key == "super" }?.value ?? NotationValue(kind: .null)
        return NodeDecoder(
            node: node, codingPath: codingPath + [key], diagnostics: decoder.diagnostics, typeName: "super")
    }

    func superDecoder(forKey key: Key) throws -> any Decoder {
        decoder.child(member(key) ?? NotationValue(kind: .null), key: key, type: Any.self)
    }
}

private struct UnkeyedNodeContainer: UnkeyedDecodingContainer {
    let elements: [NotationValue]
    let decoder: NodeDecoder
    var currentIndex = 0

    init(elements: [NotationValue], decoder: NodeDecoder) {
        self.elements = elements
        self.decoder = decoder
    }

    var codingPath: [any CodingKey] { decoder.codingPath }
    var count: Int? { elements.count }
    var isAtEnd: Bool { currentIndex >= elements.count }

    private func next<T>(_ type: T.Type) throws -> NotationValue {
        guard !isAtEnd else {
            throw DecodingError.valueNotFound(
                type,
                DecodingError.Context(
                    codingPath: codingPath + [NotationKey(index: currentIndex)],
                    debugDescription: "expected element \(currentIndex), found the end of the list"))
        }
        return elements[currentIndex]
    }

    mutating func decodeNil() throws -> Bool {
        guard case .null = try next(Never.self).kind else { return false }
        currentIndex += 1
        return true
    }

    mutating func decode<T: Decodable>(_ type: T.Type) throws -> T {
        let value = try decoder.decode(type, from: next(type), path: codingPath + [NotationKey(index: currentIndex)])
        currentIndex += 1
        return value
    }

    mutating func nestedContainer<NestedKey: CodingKey>(
        keyedBy type: NestedKey.Type
    ) throws -> KeyedDecodingContainer<NestedKey> {
        let container = try decoder.child(
            next(NestedKey.self), key: NotationKey(index: currentIndex), type: NestedKey.self
        )
        .container(keyedBy: type)
        currentIndex += 1
        return container
    }

    mutating func nestedUnkeyedContainer() throws -> any UnkeyedDecodingContainer {
        let container = try decoder.child(next([Any].self), key: NotationKey(index: currentIndex), type: [Any].self)
            .unkeyedContainer()
        currentIndex += 1
        return container
    }

    mutating func superDecoder() throws -> any Decoder {
        let child = try decoder.child(next(Any.self), key: NotationKey(index: currentIndex), type: Any.self)
        currentIndex += 1
        return child
    }
}

private struct SingleNodeContainer: SingleValueDecodingContainer {
    let decoder: NodeDecoder
    var codingPath: [any CodingKey] { decoder.codingPath }
    private var node: NotationValue { decoder.node }

    func decodeNil() -> Bool {
        if case .null = node.kind { return true }
        return false
    }

    func decode(_ type: Bool.Type) throws -> Bool { try decoder.bool(node, codingPath) }
    func decode(_ type: String.Type) throws -> String { try decoder.string(node, codingPath) }
    func decode(_ type: Double.Type) throws -> Double { try decoder.floatingPoint(type, node, codingPath) }
    func decode(_ type: Float.Type) throws -> Float { try decoder.floatingPoint(type, node, codingPath) }
    func decode(_ type: Int.Type) throws -> Int { try decoder.integer(type, node, codingPath) }
    func decode(_ type: Int8.Type) throws -> Int8 { try decoder.integer(type, node, codingPath) }
    func decode(_ type: Int16.Type) throws -> Int16 { try decoder.integer(type, node, codingPath) }
    func decode(_ type: Int32.Type) throws -> Int32 { try decoder.integer(type, node, codingPath) }
    func decode(_ type: Int64.Type) throws -> Int64 { try decoder.integer(type, node, codingPath) }
    func decode(_ type: UInt.Type) throws -> UInt { try decoder.integer(type, node, codingPath) }
    func decode(_ type: UInt8.Type) throws -> UInt8 { try decoder.integer(type, node, codingPath) }
    func decode(_ type: UInt16.Type) throws -> UInt16 { try decoder.integer(type, node, codingPath) }
    func decode(_ type: UInt32.Type) throws -> UInt32 { try decoder.integer(type, node, codingPath) }
    func decode(_ type: UInt64.Type) throws -> UInt64 { try decoder.integer(type, node, codingPath) }

    func decode<T: Decodable>(_ type: T.Type) throws -> T {
        try decoder.decode(type, from: node, path: codingPath)
    }
}
