import Foundation

/// Values by key in order of use, bounded by a total byte count: the memory tier's storage.
///
/// A doubly linked list threaded through an array of slots (indices, not references), plus a
/// dictionary from key to slot: lookups, moves to the front and evictions from the back are all
/// O(1), and freed slots are reused, so a busy cache does not allocate per operation.
struct LRUList: Sendable {
    private struct Slot: Sendable {
        var key: String
        var value: Data
        var cost: Int
        var newer: Int?
        var older: Int?
    }

    /// The most bytes the list holds.
    let byteLimit: Int
    /// The bytes held now: each entry costs its value's size plus its key's UTF-8 size.
    private(set) var byteCount = 0

    private var slots: [Slot] = []
    private var freeSlots: [Int] = []
    private var index: [String: Int] = [:]
    private var newest: Int?
    private var oldest: Int?

    /// Creates an empty list holding at most `byteLimit` bytes.
    init(byteLimit: Int) { self.byteLimit = max(0, byteLimit) }

    /// How many entries are held.
    var count: Int { index.count }

    /// The keys from most to least recently used.
    var keysByRecency: [String] {
        var keys: [String] = []
        var cursor = newest
        while let slot = cursor {
            keys.append(slots[slot].key)
            cursor = slots[slot].older
        }
        return keys
    }

    /// What an entry costs against the byte limit.
    static func cost(key: String, value: Data) -> Int { key.utf8.count + value.count }

    /// The value for a key, which becomes the most recently used.
    mutating func value(for key: String) -> Data? {
        guard let slot = index[key] else { return nil }
        moveToFront(slot)
        return slots[slot].value
    }

    /// Whether a key is held, without touching its recency.
    func contains(_ key: String) -> Bool { index[key] != nil }

    /// Stores a value as the most recently used, evicting the least recently used entries to fit.
    /// A value that alone exceeds the limit is not stored (and any older value for the key goes).
    mutating func store(_ value: Data, for key: String) {
        remove(key)
        let cost = Self.cost(key: key, value: value)
        guard cost <= byteLimit else { return }
        while byteCount + cost > byteLimit, let victim = oldest { remove(slotAt: victim) }
        let slot = Slot(key: key, value: value, cost: cost, newer: nil, older: newest)
        let position: Int
        if let reused = freeSlots.popLast() {
            slots[reused] = slot
            position = reused
        } else {
            slots.append(slot)
            position = slots.count - 1
        }
        if let previous = newest { slots[previous].newer = position }
        newest = position
        if oldest == nil { oldest = position }
        index[key] = position
        byteCount += cost
    }

    /// Removes a key, if held.
    mutating func remove(_ key: String) {
        if let slot = index[key] { remove(slotAt: slot) }
    }

    /// Removes everything.
    mutating func removeAll() {
        self = LRUList(byteLimit: byteLimit)
    }

    private mutating func moveToFront(_ slot: Int) {
        guard newest != slot else { return }
        unlink(slot)
        slots[slot].older = newest
        slots[slot].newer = nil
        if let previous = newest { slots[previous].newer = slot }
        newest = slot
        if oldest == nil { oldest = slot }
    }

    private mutating func remove(slotAt slot: Int) {
        unlink(slot)
        index[slots[slot].key] = nil
        byteCount -= slots[slot].cost
        // Drop the value now so a freed slot does not keep a large buffer alive.
        slots[slot].value = Data()
        slots[slot].key = ""
        freeSlots.append(slot)
    }

    private mutating func unlink(_ slot: Int) {
        let (newer, older) = (slots[slot].newer, slots[slot].older)
        if let newer { slots[newer].older = older } else { newest = older }
        if let older { slots[older].newer = newer } else { oldest = newer }
        slots[slot].newer = nil
        slots[slot].older = nil
    }
}
