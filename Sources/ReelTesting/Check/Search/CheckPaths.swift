/// The way back from every state an exhaustive check found to the start: the state each was first
/// reached from and which of that state's choices reached it (its position among the decisions
/// ``Simulation/choices(actions:lateAnswers:)`` lists), 6 bytes a state. A counterexample's
/// decisions are read back by taking the choices again from the start.
@usableFromInline
struct CheckPaths {
    @usableFromInline var parents: [UInt32] = []
    @usableFromInline var choices: [UInt16] = []
    /// The room asked for: the arrays' own capacity may be larger, by what the allocator rounds up
    /// to, which differs from run to run (reports count what was asked for).
    @usableFromInline var reserved = 0

    @inlinable init() {}

    /// How many states it holds.
    var count: Int { parents.count }

    /// The bytes its arrays take, spare room included.
    var bytes: Int { reserved * (MemoryLayout<UInt32>.stride + MemoryLayout<UInt16>.stride) }

    /// Adds a state reached from `parent` (nil for the start) by its choice number `choice`; its index.
    @inlinable
    mutating func append(parent: Int?, choice: Int) -> Int {
        if parents.count == reserved {
            // Grown by half rather than doubled, so that spare room stays under 3 bytes a state.
            reserved = max(64, parents.count + parents.count / 2)
            parents.reserveCapacity(reserved)
            choices.reserveCapacity(reserved)
        }
        parents.append(parent.map { UInt32($0) } ?? UInt32.max)
        choices.append(UInt16(choice))
        return parents.count - 1
    }

    /// The choice numbers from the start to state `index`, in order.
    func choices(to index: Int) -> [Int] {
        var path: [Int] = []
        var index = index
        while parents[index] != UInt32.max {
            path.append(Int(choices[index]))
            index = Int(parents[index])
        }
        return path.reversed()
    }
}
