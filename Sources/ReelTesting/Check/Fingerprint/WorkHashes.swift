/// The hashes of the pieces of work a session holds, each worked out once (by its `Codable`
/// encoding, see ``FingerprintEncoder``) and mixed into every fingerprint after: each held request
/// or source by its serial, each command in flight (with its scope) by its ticket. A piece of work
/// does not change while held, and a serial or a ticket names one piece in a session; the hashes
/// are part of the session's snapshot (``SimulationSnapshot``), so a serial or ticket given again
/// after a snapshot is put back names only the work started since.
///
/// On the example app's notes screen, hashing the held file requests and the commands again for
/// every state took about 45% of a check, and the model by reflection about half of what was left
/// (perf, notes to depth 8).
///
/// Not generic: kept apart from the model's fingerprint (``Simulation/knownModel``), its tables
/// are read without looking up a generic type's layout, which cost as much again as the lookups
/// (2% of a check of the notes screen, callgrind, depth 9).
@usableFromInline
struct WorkHashes {
    @usableFromInline var items: [UInt64: UInt64] = [:]
    @usableFromInline var commands: [UInt64: UInt64] = [:]

    @inlinable init() {}

    /// The hash of the held item `serial`, which `hash` works out the first time.
    mutating func item(_ serial: Int, _ hash: () -> UInt64) -> UInt64 { Self.known(UInt64(bitPattern: Int64(serial)), in: &items, hash) }

    /// The hash of the command in flight with ticket `ticket`, which `hash` works out the first time.
    mutating func command(_ ticket: UInt64, _ hash: () -> UInt64) -> UInt64 { Self.known(ticket, in: &commands, hash) }

    /// The hash kept under `key` in `table`, worked out by `hash` and kept the first time. Not
    /// generic over the key: the generic one's dictionary calls were not specialized, and cost
    /// three times as much (3% of a check of the notes screen, callgrind, depth 9).
    private static func known(_ key: UInt64, in table: inout [UInt64: UInt64], _ hash: () -> UInt64) -> UInt64 {
        if let known = table[key] { return known }
        let value = hash()
        table[key] = value
        return value
    }
}
