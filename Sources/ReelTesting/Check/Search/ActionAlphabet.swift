/// The user actions an exhaustive check sent, each once, in the order first sent.
///
/// Noting one is on the search's hot path (every transition that sends one), and `Msg` is only
/// `Equatable`: a plain value's bytes (a message of at most 24 bytes with no reference in it) are
/// kept in a set as well, so that an action sent before is known by one lookup; any other is
/// compared with each action noted.
@usableFromInline
struct ActionAlphabet<Msg: Equatable> {
    @usableFromInline var actions: [Msg] = []
    @usableFromInline var bytesSeen = Set<Bytes>()

    @inlinable init() {}

    /// Notes `msg`, if it was not sent before.
    @inlinable
    mutating func note(_ msg: Msg) {
        let bytes = Bytes(msg)
        if let bytes, bytesSeen.contains(bytes) { return }
        if !actions.contains(msg) { actions.append(msg) }
        // The same bytes are the same plain value: equal (a NaN aside, which only a report's list would miss).
        if let bytes { bytesSeen.insert(bytes) }
    }

    /// A plain value's bytes, zero-padded to 24.
    @usableFromInline
    struct Bytes: Hashable {
        @usableFromInline var words: (UInt64, UInt64, UInt64) = (0, 0, 0)

        @inlinable
        init?(_ value: Msg) {
            guard _isPOD(Msg.self), MemoryLayout<Msg>.size <= 24 else { return nil }
            withUnsafeBytes(of: value) { source in
                withUnsafeMutableBytes(of: &words) { $0.copyMemory(from: source) }
            }
        }

        @inlinable
        static func == (lhs: Bytes, rhs: Bytes) -> Bool { lhs.words == rhs.words }

        @inlinable
        func hash(into hasher: inout Hasher) {
            hasher.combine(words.0)
            hasher.combine(words.1)
            hasher.combine(words.2)
        }
    }
}
