/// The hashes of the pieces of work a session holds, each worked out once (by reflection, see
/// ``StateHasher``) and mixed into every fingerprint after: each held request or source by its
/// serial, each command in flight (with its scope) by its ticket. A piece of work does not change
/// while held, and a serial or a ticket names one piece in a session; the hashes are part of the
/// session's snapshot (``SimulationSnapshot``), so a serial or ticket given again after a snapshot
/// is put back names only the work started since.
///
/// The model last fingerprinted is kept with its fingerprint too: a decision that leaves the model
/// as it was (a late answer dropped, as most of the notes screen's decisions are) reuses it, after
/// one comparison (equal models have one fingerprint).
///
/// On the example app's notes screen, hashing the held file requests and the commands again for
/// every state took about 45% of a check, and the model by reflection about half of what was left
/// (perf, notes to depth 8).
@usableFromInline
struct WorkHashes<Model: Equatable> {
    @usableFromInline var items: [Int: UInt64] = [:]
    @usableFromInline var commands: [UInt64: UInt64] = [:]
    @usableFromInline var model: (model: Model, fingerprint: UInt64)?

    @inlinable init() {}

    /// The fingerprint of `model`, by `fingerprint` unless it equals the model last fingerprinted.
    mutating func model(_ model: Model, _ fingerprint: ModelFingerprint<Model>) -> UInt64 {
        if let known = self.model, known.model == model { return known.fingerprint }
        let value = fingerprint.of(model)
        self.model = (model, value)
        return value
    }

    /// The hash of the held item `serial`, which `combine` mixes in the first time.
    mutating func item(_ serial: Int, _ combine: (inout StateHasher) -> Void) -> UInt64 {
        Self.hash(serial, in: &items, combine)
    }

    /// The hash of the command in flight with ticket `ticket`, which `combine` mixes in the first time.
    mutating func command(_ ticket: UInt64, _ combine: (inout StateHasher) -> Void) -> UInt64 {
        Self.hash(ticket, in: &commands, combine)
    }

    /// The hash kept under `key` in `table`, worked out by `combine` and kept the first time.
    private static func hash<Key: Hashable>(
        _ key: Key, in table: inout [Key: UInt64], _ combine: (inout StateHasher) -> Void
    ) -> UInt64 {
        if let known = table[key] { return known }
        var hasher = StateHasher()
        combine(&hasher)
        table[key] = hasher.value
        return hasher.value
    }
}
