import Reel

/// The seeded source every generated value is drawn from: the same seed draws the same values on
/// every machine, so an exploration is reproduced exactly by its seed.
public struct RandomDraws: Sendable {
    private var generator: SplitMix64

    /// A source starting from `seed`.
    public init(seed: UInt64) { generator = SplitMix64(seed: seed) }

    /// The next 64 random bits.
    public mutating func next() -> UInt64 { generator.next() }

    /// A whole number in `range`, uniformly.
    public mutating func int(in range: ClosedRange<Int>) -> Int { Int.random(in: range, using: &generator) }

    /// An index below `count`, uniformly; `count` must be at least 1.
    public mutating func index(below count: Int) -> Int { Int(next() % UInt64(count)) }

    /// True or false, evenly.
    public mutating func bool() -> Bool { next() & 1 == 1 }

    /// One element of a non-empty collection, uniformly.
    public mutating func element<C: RandomAccessCollection>(of elements: C) -> C.Element where C.Index == Int {
        elements[elements.startIndex + index(below: elements.count)]
    }

    /// An index into `weights` drawn in proportion to its weight (weights must not all be 0).
    public mutating func weightedIndex(_ weights: [Int]) -> Int {
        var roll = index(below: weights.reduce(0, +))
        for (index, weight) in weights.enumerated() {
            if roll < weight { return index }
            roll -= weight
        }
        return weights.count - 1
    }
}
