/// The fingerprints of the states an exhaustive check has seen, kept as TLC keeps them (its
/// `FPSet`): 8 bytes a state in one flat open-addressing table, no buckets, no pointers.
///
/// Linear probing over a table whose size need not be a power of two (a fingerprint picks its
/// slot by the high half of its product with the size), grown by half when it is 80% full, so
/// that it holds between 10 and 15 bytes per state. The fingerprint 0 marks an empty slot: a
/// state whose fingerprint is 0 is kept as 1 (one more way for two states to collide, among 2^64).
@usableFromInline
struct FingerprintSet: Sendable {
    @usableFromInline var slots: [UInt64]
    /// How many fingerprints it holds.
    @usableFromInline var count = 0

    /// An empty set with room for `capacity` fingerprints before it grows.
    @inlinable
    init(capacity: Int = 64) {
        slots = Array(repeating: 0, count: max(16, capacity * 5 / 4))
    }

    /// The bytes the table takes.
    var bytes: Int { slots.count * MemoryLayout<UInt64>.stride }

    /// Adds `fingerprint`; whether it was new.
    @inlinable
    mutating func insert(_ fingerprint: UInt64) -> Bool {
        if (count + 1) * 5 > slots.count * 4 { grow() }
        let fingerprint = fingerprint == 0 ? 1 : fingerprint
        let inserted = slots.withUnsafeMutableBufferPointer { Self.place(fingerprint, in: $0) }
        if inserted { count += 1 }
        return inserted
    }

    /// Whether `fingerprint` is in the set. Safe from any number of threads while none inserts.
    @inlinable
    func contains(_ fingerprint: UInt64) -> Bool {
        let fingerprint = fingerprint == 0 ? 1 : fingerprint
        return slots.withUnsafeBufferPointer { slots in
            var index = Int(truncatingIfNeeded: fingerprint.multipliedFullWidth(by: UInt64(slots.count)).high)
            while true {
                let held = slots[index]
                if held == fingerprint { return true }
                if held == 0 { return false }
                index += 1
                if index == slots.count { index = 0 }
            }
        }
    }

    /// Places `fingerprint` in its slot or the first empty one after it; false if it was there.
    @inlinable
    static func place(_ fingerprint: UInt64, in slots: UnsafeMutableBufferPointer<UInt64>) -> Bool {
        var index = Int(truncatingIfNeeded: fingerprint.multipliedFullWidth(by: UInt64(slots.count)).high)
        while true {
            let held = slots[index]
            if held == 0 {
                slots[index] = fingerprint
                return true
            }
            if held == fingerprint { return false }
            index += 1
            if index == slots.count { index = 0 }
        }
    }

    @usableFromInline
    mutating func grow() {
        var larger = [UInt64](repeating: 0, count: slots.count + slots.count / 2)
        larger.withUnsafeMutableBufferPointer { larger in
            for fingerprint in slots where fingerprint != 0 { _ = Self.place(fingerprint, in: larger) }
        }
        slots = larger
    }
}
