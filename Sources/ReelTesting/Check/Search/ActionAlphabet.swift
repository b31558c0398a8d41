/// The user actions an exhaustive check sent, each once, in the order first sent.
///
/// Noting one is on the search's hot path (every transition that sends one), and `Msg` is only
/// `Equatable`: a plain value's bytes (a message of at most 24 bytes with no reference in it) are
/// kept in a small open-addressing table as well, hashed by one multiply, so that an action sent
/// before is known by one probe; any other is compared with each action noted.
@usableFromInline
struct ActionAlphabet<Msg: Equatable> {
    @usableFromInline var actions: [Msg] = []
    /// The plain values' bytes seen, by slot; `used` tells a slot in use.
    @usableFromInline var slots: [(UInt64, UInt64, UInt64)] = []
    @usableFromInline var used: [Bool] = []
    @usableFromInline var held = 0

    @inlinable init() {}

    /// Notes `msg`, if it was not sent before.
    @inlinable
    mutating func note(_ msg: Msg) {
        guard _isPOD(Msg.self), MemoryLayout<Msg>.size <= 24 else {
            if !actions.contains(msg) { actions.append(msg) }
            return
        }
        // The message's bytes, copied raw (see `plainWords(of:)`).
        let words = plainWords(of: msg)
        if !slots.isEmpty {
            var index = Self.slot(of: words, in: slots.count)
            while used[index] {
                if slots[index] == words { return }
                index = (index + 1) & (slots.count - 1)
            }
        }
        // The same bytes are the same plain value: equal (a NaN aside, which only a report's list would miss).
        if !actions.contains(msg) { actions.append(msg) }
        if (held + 1) * 2 > slots.count {
            let old = zip(slots, used).filter(\.1).map(\.0)
            slots = Array(repeating: (0, 0, 0), count: max(64, slots.count * 2))
            used = Array(repeating: false, count: slots.count)
            held = 0
            for words in old { place(words) }
        }
        place(words)
    }

    @inlinable
    mutating func place(_ words: (UInt64, UInt64, UInt64)) {
        var index = Self.slot(of: words, in: slots.count)
        while used[index] {
            if slots[index] == words { return }
            index = (index + 1) & (slots.count - 1)
        }
        slots[index] = words
        used[index] = true
        held += 1
    }

    /// The slot `words` hashes to, in a table of `count` slots (a power of two).
    @inlinable
    static func slot(of words: (UInt64, UInt64, UInt64), in count: Int) -> Int {
        let hash = FingerprintHasher.mum(words.0 ^ 0xA076_1D64_78BD_642F, words.1 ^ (words.2 &* 0xE703_7ED1_A0B4_28DB) ^ 0x8EBC_6AF0_9C88_C6E3)
        return Int(truncatingIfNeeded: hash) & (count - 1)
    }
}

extension ActionAlphabet: Sendable where Msg: Sendable {}
