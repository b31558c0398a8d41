import Reel
import Foundation

/// The `Encoder` that ``CanonicalJSONEncoder`` hands to values: it fills one slot.
struct SlotEncoder: Encoder {
    let slot: JSONSlot
    var codingPath: [any CodingKey] { [] }
    var userInfo: [CodingUserInfoKey: Any] { [:] }

    func container<Key: CodingKey>(keyedBy type: Key.Type) -> KeyedEncodingContainer<Key> {
        if case .object = slot.content {} else { slot.content = .object([]) }
        return KeyedEncodingContainer(KeyedSlotContainer<Key>(slot: slot))
    }

    func unkeyedContainer() -> any UnkeyedEncodingContainer {
        if case .array = slot.content {} else { slot.content = .array([]) }
        return UnkeyedSlotContainer(slot: slot)
    }

    func singleValueContainer() -> any SingleValueEncodingContainer { SingleSlotContainer(slot: slot) }
}

/// Writes an object's members.
struct KeyedSlotContainer<Key: CodingKey>: KeyedEncodingContainerProtocol {
    let slot: JSONSlot
    var codingPath: [any CodingKey] { [] }

    mutating func encodeNil(forKey key: Key) throws { slot.member(key.stringValue).content = .null }
    mutating func encode(_ value: Bool, forKey key: Key) throws { slot.member(key.stringValue).content = .literal(value ? "true" : "false") }
    mutating func encode(_ value: String, forKey key: Key) throws { slot.member(key.stringValue).content = .string(value) }
    mutating func encode(_ value: Double, forKey key: Key) throws { slot.member(key.stringValue).content = try JSONSlot.number(value) }
    mutating func encode(_ value: Float, forKey key: Key) throws { slot.member(key.stringValue).content = try JSONSlot.number(value) }
    mutating func encode(_ value: Int, forKey key: Key) throws { slot.member(key.stringValue).content = .literal(String(value)) }
    mutating func encode(_ value: Int64, forKey key: Key) throws { slot.member(key.stringValue).content = .literal(String(value)) }
    mutating func encode(_ value: UInt64, forKey key: Key) throws { slot.member(key.stringValue).content = .literal(String(value)) }
    // Every integer type is spelled out: left to the generic `encode`, `Int8.encode(to:)` would call it again forever.
    mutating func encode(_ value: Int8, forKey key: Key) throws { slot.member(key.stringValue).content = .literal(String(value)) }
    mutating func encode(_ value: Int16, forKey key: Key) throws { slot.member(key.stringValue).content = .literal(String(value)) }
    mutating func encode(_ value: Int32, forKey key: Key) throws { slot.member(key.stringValue).content = .literal(String(value)) }
    mutating func encode(_ value: UInt, forKey key: Key) throws { slot.member(key.stringValue).content = .literal(String(value)) }
    mutating func encode(_ value: UInt8, forKey key: Key) throws { slot.member(key.stringValue).content = .literal(String(value)) }
    mutating func encode(_ value: UInt16, forKey key: Key) throws { slot.member(key.stringValue).content = .literal(String(value)) }
    mutating func encode(_ value: UInt32, forKey key: Key) throws { slot.member(key.stringValue).content = .literal(String(value)) }
    mutating func encode<T: Encodable>(_ value: T, forKey key: Key) throws { try JSONSlot.encode(value, into: slot.member(key.stringValue)) }

    mutating func nestedContainer<NestedKey: CodingKey>(keyedBy keyType: NestedKey.Type, forKey key: Key) -> KeyedEncodingContainer<NestedKey> {
        SlotEncoder(slot: slot.member(key.stringValue)).container(keyedBy: keyType)
    }

    mutating func nestedUnkeyedContainer(forKey key: Key) -> any UnkeyedEncodingContainer {
        SlotEncoder(slot: slot.member(key.stringValue)).unkeyedContainer()
    }

    mutating func superEncoder() -> any Encoder { SlotEncoder(slot: slot.member("super")) }
    mutating func superEncoder(forKey key: Key) -> any Encoder { SlotEncoder(slot: slot.member(key.stringValue)) }
}

/// Writes an array's items.
struct UnkeyedSlotContainer: UnkeyedEncodingContainer {
    let slot: JSONSlot
    var codingPath: [any CodingKey] { [] }
    var count: Int { if case .array(let items) = slot.content { items.count } else { 0 } }

    mutating func encodeNil() throws { slot.appendItem().content = .null }
    mutating func encode(_ value: Bool) throws { slot.appendItem().content = .literal(value ? "true" : "false") }
    mutating func encode(_ value: String) throws { slot.appendItem().content = .string(value) }
    mutating func encode(_ value: Double) throws { slot.appendItem().content = try JSONSlot.number(value) }
    mutating func encode(_ value: Float) throws { slot.appendItem().content = try JSONSlot.number(value) }
    mutating func encode(_ value: Int) throws { slot.appendItem().content = .literal(String(value)) }
    mutating func encode(_ value: Int64) throws { slot.appendItem().content = .literal(String(value)) }
    mutating func encode(_ value: UInt64) throws { slot.appendItem().content = .literal(String(value)) }
    mutating func encode(_ value: Int8) throws { slot.appendItem().content = .literal(String(value)) }
    mutating func encode(_ value: Int16) throws { slot.appendItem().content = .literal(String(value)) }
    mutating func encode(_ value: Int32) throws { slot.appendItem().content = .literal(String(value)) }
    mutating func encode(_ value: UInt) throws { slot.appendItem().content = .literal(String(value)) }
    mutating func encode(_ value: UInt8) throws { slot.appendItem().content = .literal(String(value)) }
    mutating func encode(_ value: UInt16) throws { slot.appendItem().content = .literal(String(value)) }
    mutating func encode(_ value: UInt32) throws { slot.appendItem().content = .literal(String(value)) }
    mutating func encode<T: Encodable>(_ value: T) throws { try JSONSlot.encode(value, into: slot.appendItem()) }

    mutating func nestedContainer<NestedKey: CodingKey>(keyedBy keyType: NestedKey.Type) -> KeyedEncodingContainer<NestedKey> {
        SlotEncoder(slot: slot.appendItem()).container(keyedBy: keyType)
    }

    mutating func nestedUnkeyedContainer() -> any UnkeyedEncodingContainer { SlotEncoder(slot: slot.appendItem()).unkeyedContainer() }
    mutating func superEncoder() -> any Encoder { SlotEncoder(slot: slot.appendItem()) }
}

/// Writes one value.
struct SingleSlotContainer: SingleValueEncodingContainer {
    let slot: JSONSlot
    var codingPath: [any CodingKey] { [] }

    mutating func encodeNil() throws { slot.content = .null }
    mutating func encode(_ value: Bool) throws { slot.content = .literal(value ? "true" : "false") }
    mutating func encode(_ value: String) throws { slot.content = .string(value) }
    mutating func encode(_ value: Double) throws { slot.content = try JSONSlot.number(value) }
    mutating func encode(_ value: Float) throws { slot.content = try JSONSlot.number(value) }
    mutating func encode(_ value: Int) throws { slot.content = .literal(String(value)) }
    mutating func encode(_ value: Int64) throws { slot.content = .literal(String(value)) }
    mutating func encode(_ value: UInt64) throws { slot.content = .literal(String(value)) }
    mutating func encode(_ value: Int8) throws { slot.content = .literal(String(value)) }
    mutating func encode(_ value: Int16) throws { slot.content = .literal(String(value)) }
    mutating func encode(_ value: Int32) throws { slot.content = .literal(String(value)) }
    mutating func encode(_ value: UInt) throws { slot.content = .literal(String(value)) }
    mutating func encode(_ value: UInt8) throws { slot.content = .literal(String(value)) }
    mutating func encode(_ value: UInt16) throws { slot.content = .literal(String(value)) }
    mutating func encode(_ value: UInt32) throws { slot.content = .literal(String(value)) }
    mutating func encode<T: Encodable>(_ value: T) throws { try JSONSlot.encode(value, into: slot) }
}
