import Reel

extension JSONParser {
    /// The keys read so far in one object that is checked without being built, so that a key given
    /// twice is refused at every depth, as building the object refuses it.
    ///
    /// One rule for every reader: two keys of one object are the same key when they are the same
    /// Swift string (what a `Dictionary` and Foundation's decoders key by), so `"\u0041"` is `"A"`,
    /// and two canonically equivalent spellings (`"é"` and `"e\u0301"`) are the same key too. A
    /// decoder keeps one of them and another reader the other: refusing both is the only reading
    /// on which all agree.
    ///
    /// The reader checks every step line this way, so the usual object costs no allocation: up to
    /// eight plain keys (ASCII, no escape: their bytes are their only spelling) are kept as places
    /// in the line, on the stack, and compared byte for byte. An object with a key of another kind,
    /// or with more keys, keeps them as strings in a set, so a crafted one stays linear.
    struct ObjectKeys {
        /// The plain keys' places, each `start << 32 | count` (a line is far shorter than 4 GiB).
        // Read through raw pointers (`withUnsafeBytes`) so they stay on the stack: a heap array cost
        // replay-verify about 139,100 instructions a step against 129,572 (callgrind, 20,000 steps).
        fileprivate var places: (UInt64, UInt64, UInt64, UInt64, UInt64, UInt64, UInt64, UInt64) = (0, 0, 0, 0, 0, 0, 0, 0)
        fileprivate var count = 0
        fileprivate var decoded: Set<String>?

        fileprivate static let inline = 8

        /// No key yet.
        init() {}
    }

    /// Checks the key starting at its opening quote and moves past it, refusing one already in
    /// `keys`; returns where its bytes lie when it is plain (nil when it has escapes or non-ASCII text).
    @discardableResult
    mutating func skipKey(_ keys: inout ObjectKeys) throws(Failure) -> Range<Int>? {
        let keyStart = index
        let plain = try skipString()
        let range = keyStart + 1..<index - 1
        if plain, keys.decoded == nil, keys.count < ObjectKeys.inline {
            let place = UInt64(range.lowerBound) << 32 | UInt64(range.count)
            let duplicate = withUnsafeBytes(of: &keys.places) { places in
                bytes.withUnsafeBufferPointer { line in
                    places.bindMemory(to: UInt64.self).prefix(keys.count).contains { earlier in
                        Int(earlier & 0xFFFF_FFFF) == range.count
                            && (0..<range.count).allSatisfy { line[Int(earlier >> 32) + $0] == line[range.lowerBound + $0] }
                    }
                }
            }
            if duplicate { throw duplicateKey(String(decoding: bytes[range], as: UTF8.self), at: keyStart) }
            withUnsafeMutableBytes(of: &keys.places) { $0.bindMemory(to: UInt64.self)[keys.count] = place }
            keys.count += 1
            return range
        }
        if keys.decoded == nil {
            keys.decoded = withUnsafeBytes(of: &keys.places) { places in
                Set(places.bindMemory(to: UInt64.self).prefix(keys.count).map { place in
                    let start = Int(place >> 32)
                    return String(decoding: bytes[start..<start + Int(place & 0xFFFF_FFFF)], as: UTF8.self)
                })
            }
        }
        let end = index
        index = keyStart
        let key = try parseString()
        index = end
        guard keys.decoded!.insert(key).inserted else { throw duplicateKey(key, at: keyStart) }
        return plain ? range : nil
    }

    private func duplicateKey(_ key: String, at offset: Int) -> Failure {
        Failure(reason: "duplicate key \"\(key)\"", offset: offset)
    }
}
