/// A Swift `Encoder` that builds a `NotationValue` tree. Keys stay in the order they are encoded,
/// which for synthesized Codable is declaration order, so the same value always gives the same text.
struct NotationEncoder {
    /// Limit on the coding path length, so a runaway recursive value fails instead of overflowing.
    let maximumPathLength: Int

    func encode<T: Encodable>(_ value: T) throws -> NotationValue {
        let root = EncodingSlot()
        try encode(value, into: root, codingPath: [])
        return root.build()
    }

    func encode<T: Encodable>(_ value: T, into slot: EncodingSlot, codingPath: [any CodingKey]) throws {
        guard codingPath.count <= maximumPathLength else {
            throw EncodingError.invalidValue(
                value,
                EncodingError.Context(
                    codingPath: codingPath, debugDescription: "nesting deeper than \(maximumPathLength) levels"))
        }
        try value.encode(to: SlotEncoder(slot: slot, codingPath: codingPath, settings: self))
    }

    static func number<T: BinaryFloatingPoint & LosslessStringConvertible>(_ value: T) -> NotationValue {
        if value.isNaN { return NotationValue(kind: .number(".nan")) }
        if value.isInfinite { return NotationValue(kind: .number(value < 0 ? "-.infinity" : ".infinity")) }
        return NotationValue(kind: .number(value.description))
    }

    static func number<T: BinaryInteger>(_ value: T) -> NotationValue {
        NotationValue(kind: .number(String(value)))
    }
}

/// A place in the tree being built; containers write into slots by reference, as Codable expects.
final class EncodingSlot {
    private enum Content {
        case empty
        case value(NotationValue)
        case object(keys: [String], slots: [String: EncodingSlot])
        case array([EncodingSlot])
    }

    private var content = Content.empty

    func set(_ value: NotationValue) {
        content = .value(value)
    }

    /// The slot for `key`, created at the end of the key order on first use.
    func member(_ key: String) -> EncodingSlot {
        var keys: [String] = []
        var slots: [String: EncodingSlot] = [:]
        if case .object(let existingKeys, let existingSlots) = content {
            keys = existingKeys
            slots = existingSlots
        }
        if let slot = slots[key] { return slot }
        let slot = EncodingSlot()
        content = .empty  // drop the references so the arrays below are uniquely owned
        keys.append(key)
        slots[key] = slot
        content = .object(keys: keys, slots: slots)
        return slot
    }

    func becomeObject() {
        if case .object = content { return }
        content = .object(keys: [], slots: [:])
    }

    func appendElement() -> EncodingSlot {
        var elements: [EncodingSlot] = []
        if case .array(let existing) = content { elements = existing }
        content = .empty
        let slot = EncodingSlot()
        elements.append(slot)
        content = .array(elements)
        return slot
    }

    func becomeArray() {
        if case .array = content { return }
        content = .array([])
    }

    var elementCount: Int {
        if case .array(let elements) = content { return elements.count }
        return 0
    }

    func build() -> NotationValue {
        switch content {
        case .empty:
            // A value that encoded nothing reads back as an empty keyed value, as with JSONEncoder.
            return NotationValue(kind: .object([]))
        case .value(let value):
            return value
        case .object(let keys, let slots):
            return NotationValue(kind: .object(keys.map { NotationMember(key: $0, value: slots[$0]!.build()) }))
        case .array(let elements):
            return NotationValue(kind: .array(elements.map { $0.build() }))
        }
    }
}

private struct SlotEncoder: Encoder {
    let slot: EncodingSlot
    let codingPath: [any CodingKey]
    let settings: NotationEncoder
    var userInfo: [CodingUserInfoKey: Any] { [:] }

    func container<Key: CodingKey>(keyedBy type: Key.Type) -> KeyedEncodingContainer<Key> {
        slot.becomeObject()
        return KeyedEncodingContainer(KeyedSlotContainer<Key>(slot: slot, codingPath: codingPath, settings: settings))
    }

    func unkeyedContainer() -> any UnkeyedEncodingContainer {
        slot.becomeArray()
        return UnkeyedSlotContainer(slot: slot, codingPath: codingPath, settings: settings)
    }

    func singleValueContainer() -> any SingleValueEncodingContainer {
        SingleSlotContainer(slot: slot, codingPath: codingPath, settings: settings)
    }
}

private struct KeyedSlotContainer<Key: CodingKey>: KeyedEncodingContainerProtocol {
    let slot: EncodingSlot
    let codingPath: [any CodingKey]
    let settings: NotationEncoder

    private func put(_ value: NotationValue, _ key: Key) { slot.member(key.stringValue).set(value) }

    mutating func encodeNil(forKey key: Key) throws { put(NotationValue(kind: .null), key) }
    mutating func encode(_ value: Bool, forKey key: Key) throws { put(NotationValue(kind: .bool(value)), key) }
    mutating func encode(_ value: String, forKey key: Key) throws { put(NotationValue(kind: .string(value)), key) }
    mutating func encode(_ value: Double, forKey key: Key) throws { put(NotationEncoder.number(value), key) }
    mutating func encode(_ value: Float, forKey key: Key) throws { put(NotationEncoder.number(value), key) }
    mutating func encode(_ value: Int, forKey key: Key) throws { put(NotationEncoder.number(value), key) }
    mutating func encode(_ value: Int8, forKey key: Key) throws { put(NotationEncoder.number(value), key) }
    mutating func encode(_ value: Int16, forKey key: Key) throws { put(NotationEncoder.number(value), key) }
    mutating func encode(_ value: Int32, forKey key: Key) throws { put(NotationEncoder.number(value), key) }
    mutating func encode(_ value: Int64, forKey key: Key) throws { put(NotationEncoder.number(value), key) }
    mutating func encode(_ value: UInt, forKey key: Key) throws { put(NotationEncoder.number(value), key) }
    mutating func encode(_ value: UInt8, forKey key: Key) throws { put(NotationEncoder.number(value), key) }
    mutating func encode(_ value: UInt16, forKey key: Key) throws { put(NotationEncoder.number(value), key) }
    mutating func encode(_ value: UInt32, forKey key: Key) throws { put(NotationEncoder.number(value), key) }
    mutating func encode(_ value: UInt64, forKey key: Key) throws { put(NotationEncoder.number(value), key) }

    mutating func encode<T: Encodable>(_ value: T, forKey key: Key) throws {
        try settings.encode(value, into: slot.member(key.stringValue), codingPath: codingPath + [key])
    }

    mutating func nestedContainer<NestedKey: CodingKey>(
        keyedBy keyType: NestedKey.Type, forKey key: Key
    ) -> KeyedEncodingContainer<NestedKey> {
        let child = slot.member(key.stringValue)
        child.becomeObject()
        return KeyedEncodingContainer(
            KeyedSlotContainer<NestedKey>(slot: child, codingPath: codingPath + [key], settings: settings))
    }

    mutating func nestedUnkeyedContainer(forKey key: Key) -> any UnkeyedEncodingContainer {
        let child = slot.member(key.stringValue)
        child.becomeArray()
        return UnkeyedSlotContainer(slot: child, codingPath: codingPath + [key], settings: settings)
    }

    mutating func superEncoder() -> any Encoder {
        SlotEncoder(slot: slot.member("super"), codingPath: codingPath + [NotationKey("super")], settings: settings)
    }

    mutating func superEncoder(forKey key: Key) -> any Encoder {
        SlotEncoder(slot: slot.member(key.stringValue), codingPath: codingPath + [key], settings: settings)
    }
}

private struct UnkeyedSlotContainer: UnkeyedEncodingContainer {
    let slot: EncodingSlot
    let codingPath: [any CodingKey]
    let settings: NotationEncoder
    var count: Int { slot.elementCount }

    private func put(_ value: NotationValue) { slot.appendElement().set(value) }

    mutating func encodeNil() throws { put(NotationValue(kind: .null)) }
    mutating func encode(_ value: Bool) throws { put(NotationValue(kind: .bool(value))) }
    mutating func encode(_ value: String) throws { put(NotationValue(kind: .string(value))) }
    mutating func encode(_ value: Double) throws { put(NotationEncoder.number(value)) }
    mutating func encode(_ value: Float) throws { put(NotationEncoder.number(value)) }
    mutating func encode(_ value: Int) throws { put(NotationEncoder.number(value)) }
    mutating func encode(_ value: Int8) throws { put(NotationEncoder.number(value)) }
    mutating func encode(_ value: Int16) throws { put(NotationEncoder.number(value)) }
    mutating func encode(_ value: Int32) throws { put(NotationEncoder.number(value)) }
    mutating func encode(_ value: Int64) throws { put(NotationEncoder.number(value)) }
    mutating func encode(_ value: UInt) throws { put(NotationEncoder.number(value)) }
    mutating func encode(_ value: UInt8) throws { put(NotationEncoder.number(value)) }
    mutating func encode(_ value: UInt16) throws { put(NotationEncoder.number(value)) }
    mutating func encode(_ value: UInt32) throws { put(NotationEncoder.number(value)) }
    mutating func encode(_ value: UInt64) throws { put(NotationEncoder.number(value)) }

    mutating func encode<T: Encodable>(_ value: T) throws {
        let index = count
        try settings.encode(value, into: slot.appendElement(), codingPath: codingPath + [NotationKey(index: index)])
    }

    mutating func nestedContainer<NestedKey: CodingKey>(
        keyedBy keyType: NestedKey.Type
    ) -> KeyedEncodingContainer<
        NestedKey
    > {
        let index = count
        let child = slot.appendElement()
        child.becomeObject()
        return KeyedEncodingContainer(
            KeyedSlotContainer<NestedKey>(
                slot: child, codingPath: codingPath + [NotationKey(index: index)], settings: settings))
    }

    mutating func nestedUnkeyedContainer() -> any UnkeyedEncodingContainer {
        let index = count
        let child = slot.appendElement()
        child.becomeArray()
        return UnkeyedSlotContainer(
            slot: child, codingPath: codingPath + [NotationKey(index: index)], settings: settings)
    }

    mutating func superEncoder() -> any Encoder {
        let index = count
        return SlotEncoder(
            slot: slot.appendElement(), codingPath: codingPath + [NotationKey(index: index)], settings: settings)
    }
}

private struct SingleSlotContainer: SingleValueEncodingContainer {
    let slot: EncodingSlot
    let codingPath: [any CodingKey]
    let settings: NotationEncoder

    mutating func encodeNil() throws { slot.set(NotationValue(kind: .null)) }
    mutating func encode(_ value: Bool) throws { slot.set(NotationValue(kind: .bool(value))) }
    mutating func encode(_ value: String) throws { slot.set(NotationValue(kind: .string(value))) }
    mutating func encode(_ value: Double) throws { slot.set(NotationEncoder.number(value)) }
    mutating func encode(_ value: Float) throws { slot.set(NotationEncoder.number(value)) }
    mutating func encode(_ value: Int) throws { slot.set(NotationEncoder.number(value)) }
    mutating func encode(_ value: Int8) throws { slot.set(NotationEncoder.number(value)) }
    mutating func encode(_ value: Int16) throws { slot.set(NotationEncoder.number(value)) }
    mutating func encode(_ value: Int32) throws { slot.set(NotationEncoder.number(value)) }
    mutating func encode(_ value: Int64) throws { slot.set(NotationEncoder.number(value)) }
    mutating func encode(_ value: UInt) throws { slot.set(NotationEncoder.number(value)) }
    mutating func encode(_ value: UInt8) throws { slot.set(NotationEncoder.number(value)) }
    mutating func encode(_ value: UInt16) throws { slot.set(NotationEncoder.number(value)) }
    mutating func encode(_ value: UInt32) throws { slot.set(NotationEncoder.number(value)) }
    mutating func encode(_ value: UInt64) throws { slot.set(NotationEncoder.number(value)) }

    mutating func encode<T: Encodable>(_ value: T) throws {
        try settings.encode(value, into: slot, codingPath: codingPath)
    }
}

/// A coding key for list indices and `super`.
struct NotationKey: CodingKey {
    let stringValue: String
    let intValue: Int?

    init(_ string: String) {
        stringValue = string
        intValue = nil
    }

    init(index: Int) {
        stringValue = "Index \(index)"
        intValue = index
    }

    init?(stringValue: String) { self.init(stringValue) }
    init?(intValue: Int) { self.init(index: intValue) }
}
