/// The virtual clock's pending timers as a binary min-heap on (due time, order scheduled): the
/// next one to fire is found in O(log n), so a clock with a thousand ticks running stays fast.
///
/// Times are whole nanoseconds: comparing `Duration`s calls into the standard library's 128-bit
/// arithmetic, several times per step of every sift.
struct TimerHeap: Sendable {
    struct Key: Sendable {
        let due: Int64
        let order: Int
        let entry: Int

        func precedes(_ other: Key) -> Bool { due < other.due || (due == other.due && order < other.order) }
    }

    private var keys: [Key] = []

    /// The earliest key.
    var first: Key? { keys.first }

    /// The first key, in heap order, that satisfies `predicate` (for a peek that skips cancelled entries).
    func first(where predicate: (Key) -> Bool) -> Key? { keys.filter(predicate).min { $0.precedes($1) } }

    /// Every key, in the order they fire.
    var inFiringOrder: [Key] { keys.sorted { $0.precedes($1) } }

    mutating func push(_ key: Key) {
        keys.append(key)
        var child = keys.count - 1
        while child > 0 {
            let parent = (child - 1) / 2
            guard keys[child].precedes(keys[parent]) else { break }
            keys.swapAt(child, parent)
            child = parent
        }
    }

    mutating func removeFirst() {
        let last = keys.removeLast()
        guard !keys.isEmpty else { return }
        keys[0] = last
        var parent = 0
        while true {
            let left = 2 * parent + 1, right = left + 1
            var smallest = parent
            if left < keys.count, keys[left].precedes(keys[smallest]) { smallest = left }
            if right < keys.count, keys[right].precedes(keys[smallest]) { smallest = right }
            if smallest == parent { return }
            keys.swapAt(parent, smallest)
            parent = smallest
        }
    }
}
