extension JSONParser {
    /// The keys read so far in one object that is checked without being built, so that a key given
    /// twice is refused at every depth, as building the object refuses it.
    ///
    /// One rule for every reader: two keys of one object are the same key when they are the same
    /// Swift string (what a `Dictionary` and Foundation's decoders key by), so `"\u0041"` is `"A"`,
    /// and two canonically equivalent spellings (`"é"` and `"e\u0301"`) are the same key too. A
    /// decoder keeps one of them and another reader the other: refusing both is the only reading
    /// on which all agree.
    struct ObjectKeys {
        /// Where this object's keys start in the parser's ``JSONParser/keyRanges``.
        fileprivate let base: Int
        /// The keys as strings, once one of them has escapes or non-ASCII text (only then can two
        /// different byte spellings be one key), or once the object holds many keys.
        fileprivate var decoded: Set<String>?
    }

    /// How many plain keys an object compares pairwise before it keeps its keys in a set: a line's
    /// objects have a few keys, and a crafted one with thousands stays linear.
    private static let pairwiseKeys = 16

    /// Starts an object's keys.
    mutating func beginKeys() -> ObjectKeys { ObjectKeys(base: keyRanges.count, decoded: nil) }

    /// Ends an object's keys, forgetting them.
    mutating func endKeys(_ keys: ObjectKeys) { keyRanges.removeSubrange(keys.base...) }

    /// Checks the key starting at its opening quote and moves past it; refuses one already in `keys`.
    mutating func skipKey(_ keys: inout ObjectKeys) throws(Failure) {
        let keyStart = index
        try skipString()
        let range = keyStart + 1..<index - 1
        if keys.decoded == nil, keyRanges.count - keys.base < Self.pairwiseKeys, isPlain(range) {
            for earlier in keyRanges[keys.base...] where bytes[earlier].elementsEqual(bytes[range]) {
                throw Failure(reason: "duplicate key \"\(String(decoding: bytes[range], as: UTF8.self))\"", offset: keyStart)
            }
            keyRanges.append(range)
            return
        }
        if keys.decoded == nil {
            keys.decoded = Set(keyRanges[keys.base...].map { String(decoding: bytes[$0], as: UTF8.self) })
        }
        let end = index
        index = keyStart
        let key = try parseString()
        index = end
        guard keys.decoded!.insert(key).inserted else { throw Failure(reason: "duplicate key \"\(key)\"", offset: keyStart) }
    }

    /// Whether a key's bytes are ASCII with no escape: then its bytes are its only spelling.
    private func isPlain(_ range: Range<Int>) -> Bool {
        bytes[range].allSatisfy { $0 < 0x80 && $0 != UInt8(ascii: "\\") }
    }
}
