extension FingerprintEncoder {
    // The three containers of `Encoder`, each forwarding what it is given to the encoding's
    // ``FingerprintEncoder/Sink``: a keyed value as its key then itself, an unkeyed one as itself.
    // A nested container or a super encoder shares the sink, so everything lands in one hash.

    struct Keyed<Key: CodingKey>: KeyedEncodingContainerProtocol {
        let sink: Sink
        var codingPath: [any CodingKey] { [] }

        mutating func encodeNil(forKey key: Key) { sink.encode(key: key); sink.encodeNil() }
        mutating func encode(_ value: Bool, forKey key: Key) { sink.encode(key: key); sink.encode(value) }
        mutating func encode(_ value: String, forKey key: Key) { sink.encode(key: key); sink.encode(value) }
        mutating func encode(_ value: Double, forKey key: Key) { sink.encode(key: key); sink.encode(value) }
        mutating func encode(_ value: Float, forKey key: Key) { sink.encode(key: key); sink.encode(value) }
        mutating func encode(_ value: Int, forKey key: Key) { sink.encode(key: key); sink.encode(integer: value) }
        mutating func encode(_ value: Int8, forKey key: Key) { sink.encode(key: key); sink.encode(integer: value) }
        mutating func encode(_ value: Int16, forKey key: Key) { sink.encode(key: key); sink.encode(integer: value) }
        mutating func encode(_ value: Int32, forKey key: Key) { sink.encode(key: key); sink.encode(integer: value) }
        mutating func encode(_ value: Int64, forKey key: Key) { sink.encode(key: key); sink.encode(integer: value) }
        mutating func encode(_ value: UInt, forKey key: Key) { sink.encode(key: key); sink.encode(integer: value) }
        mutating func encode(_ value: UInt8, forKey key: Key) { sink.encode(key: key); sink.encode(integer: value) }
        mutating func encode(_ value: UInt16, forKey key: Key) { sink.encode(key: key); sink.encode(integer: value) }
        mutating func encode(_ value: UInt32, forKey key: Key) { sink.encode(key: key); sink.encode(integer: value) }
        mutating func encode(_ value: UInt64, forKey key: Key) { sink.encode(key: key); sink.encode(integer: value) }
        mutating func encode<T: Encodable>(_ value: T, forKey key: Key) { sink.encode(key: key); sink.encode(value) }

        mutating func nestedContainer<NestedKey: CodingKey>(
            keyedBy keyType: NestedKey.Type, forKey key: Key
        ) -> KeyedEncodingContainer<NestedKey> {
            sink.encode(key: key)
            sink.beginNested()
            return KeyedEncodingContainer(Keyed<NestedKey>(sink: sink))
        }
        mutating func nestedUnkeyedContainer(forKey key: Key) -> any UnkeyedEncodingContainer {
            sink.encode(key: key)
            sink.beginNested()
            return Unkeyed(sink: sink)
        }
        mutating func superEncoder() -> any Encoder { sink }
        mutating func superEncoder(forKey key: Key) -> any Encoder {
            sink.encode(key: key)
            return sink
        }
    }

    struct Unkeyed: UnkeyedEncodingContainer {
        let sink: Sink
        var codingPath: [any CodingKey] { [] }
        var count = 0

        mutating func encodeNil() { count += 1; sink.encodeNil() }
        mutating func encode(_ value: Bool) { count += 1; sink.encode(value) }
        mutating func encode(_ value: String) { count += 1; sink.encode(value) }
        mutating func encode(_ value: Double) { count += 1; sink.encode(value) }
        mutating func encode(_ value: Float) { count += 1; sink.encode(value) }
        mutating func encode(_ value: Int) { count += 1; sink.encode(integer: value) }
        mutating func encode(_ value: Int8) { count += 1; sink.encode(integer: value) }
        mutating func encode(_ value: Int16) { count += 1; sink.encode(integer: value) }
        mutating func encode(_ value: Int32) { count += 1; sink.encode(integer: value) }
        mutating func encode(_ value: Int64) { count += 1; sink.encode(integer: value) }
        mutating func encode(_ value: UInt) { count += 1; sink.encode(integer: value) }
        mutating func encode(_ value: UInt8) { count += 1; sink.encode(integer: value) }
        mutating func encode(_ value: UInt16) { count += 1; sink.encode(integer: value) }
        mutating func encode(_ value: UInt32) { count += 1; sink.encode(integer: value) }
        mutating func encode(_ value: UInt64) { count += 1; sink.encode(integer: value) }
        mutating func encode<T: Encodable>(_ value: T) { count += 1; sink.encode(value) }

        mutating func nestedContainer<NestedKey: CodingKey>(keyedBy keyType: NestedKey.Type) -> KeyedEncodingContainer<NestedKey> {
            count += 1
            sink.beginNested()
            return KeyedEncodingContainer(Keyed<NestedKey>(sink: sink))
        }
        mutating func nestedUnkeyedContainer() -> any UnkeyedEncodingContainer {
            count += 1
            sink.beginNested()
            return Unkeyed(sink: sink)
        }
        mutating func superEncoder() -> any Encoder { sink }
    }

    struct Single: SingleValueEncodingContainer {
        let sink: Sink
        var codingPath: [any CodingKey] { [] }

        mutating func encodeNil() { sink.encodeNil() }
        mutating func encode(_ value: Bool) { sink.encode(value) }
        mutating func encode(_ value: String) { sink.encode(value) }
        mutating func encode(_ value: Double) { sink.encode(value) }
        mutating func encode(_ value: Float) { sink.encode(value) }
        mutating func encode(_ value: Int) { sink.encode(integer: value) }
        mutating func encode(_ value: Int8) { sink.encode(integer: value) }
        mutating func encode(_ value: Int16) { sink.encode(integer: value) }
        mutating func encode(_ value: Int32) { sink.encode(integer: value) }
        mutating func encode(_ value: Int64) { sink.encode(integer: value) }
        mutating func encode(_ value: UInt) { sink.encode(integer: value) }
        mutating func encode(_ value: UInt8) { sink.encode(integer: value) }
        mutating func encode(_ value: UInt16) { sink.encode(integer: value) }
        mutating func encode(_ value: UInt32) { sink.encode(integer: value) }
        mutating func encode(_ value: UInt64) { sink.encode(integer: value) }
        mutating func encode<T: Encodable>(_ value: T) { sink.encode(value) }
    }
}
