/// The hashes of the pieces of work a session holds, each worked out once (by its `Codable`
/// encoding, see ``FingerprintEncoder``) and mixed into every fingerprint after: each held request
/// or source by its serial, each command in flight (with its scope) by its ticket. A piece of work
/// does not change while held, and a serial or a ticket names one piece in a session; the hashes
/// are part of the session's snapshot (``SimulationSnapshot``), so a serial or ticket given again
/// after a snapshot is put back names only the work started since.
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

    /// The fingerprint of `model`, by `fingerprints` unless it equals the model last fingerprinted.
    mutating func model(_ model: Model, _ fingerprints: Fingerprints<Model>) -> UInt64 {
        if let known = self.model, known.model == model { return known.fingerprint }
        let value = fingerprints.model(model)
        self.model = (model, value)
        return value
    }

    /// The hash of the held item `serial`, which `hash` works out the first time.
    mutating func item(_ serial: Int, _ hash: () -> UInt64) -> UInt64 { Self.known(serial, in: &items, hash) }

    /// The hash of the command in flight with ticket `ticket`, which `hash` works out the first time.
    mutating func command(_ ticket: UInt64, _ hash: () -> UInt64) -> UInt64 { Self.known(ticket, in: &commands, hash) }

    /// The hash kept under `key` in `table`, worked out by `hash` and kept the first time.
    private static func known<Key: Hashable>(_ key: Key, in table: inout [Key: UInt64], _ hash: () -> UInt64) -> UInt64 {
        if let known = table[key] { return known }
        let value = hash()
        table[key] = value
        return value
    }
}
