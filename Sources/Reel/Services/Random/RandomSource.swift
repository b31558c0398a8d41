import Foundation

/// Where built-in random requests get their numbers: a seeded generator, so that a run with a
/// given seed answers the same numbers and UUIDs on every machine.
///
/// `RandomSource(seed:)` answers ``RandomUUID`` with version 4 UUIDs drawn from the seed, and
/// ``RandomInteger`` with numbers drawn from the same generator. ``incrementing(seed:)`` answers
/// UUIDs that count up instead, `00000000-0000-0000-0000-000000000001` first, for tests that state
/// them; its integers are still drawn from the seed.
public final class RandomSource: Sendable {
    private struct State {
        var generator: SplitMix64
        /// The last UUID counted, when UUIDs count up rather than being drawn.
        var lastCounted: UInt64?
    }

    private let state: Locked<State>

    /// A source that starts from `seed`.
    public init(seed: UInt64) { state = Locked(State(generator: SplitMix64(seed: seed))) }

    private init(state: State) { self.state = Locked(state) }

    /// A source that goes on from where this one is now, on its own: the numbers this one would
    /// give next (ReelTesting's exhaustive checker resumes a state from a copy of its services).
    package func copy() -> RandomSource { RandomSource(state: state.withLock { $0 }) }

    /// Goes on from where `saved` is now: the numbers it would give next (the exhaustive checker
    /// puts a session's services back as they were).
    package func restore(_ saved: RandomSource) {
        let taken = saved.state.withLock { $0 }
        state.withLock { $0 = taken }
    }

    private init(seed: UInt64, counting: Bool) {
        state = Locked(State(generator: SplitMix64(seed: seed), lastCounted: counting ? 0 : nil))
    }

    /// A source seeded from the system's random generator (a real app's default).
    public static func system() -> RandomSource {
        var system = SystemRandomNumberGenerator()
        return RandomSource(seed: system.next())
    }

    /// A source whose UUIDs count up, `00000000-0000-0000-0000-000000000001`,
    /// `00000000-0000-0000-0000-000000000002`, …, and whose integers are drawn from `seed`.
    public static func incrementing(seed: UInt64 = 0) -> RandomSource { RandomSource(seed: seed, counting: true) }

    /// The next 64 random bits.
    public func next() -> UInt64 { state.withLock { $0.generator.next() } }

    /// A uniformly chosen number in `range`.
    public func next(in range: ClosedRange<Int>) -> Int { state.withLock { Int.random(in: range, using: &$0.generator) } }

    /// The next UUID: a random version 4 UUID, or for an ``incrementing(seed:)`` source the next count.
    public func uuid() -> UUID {
        let (high, low, counted) = state.withLock { state -> (UInt64, UInt64, Bool) in
            if let last = state.lastCounted {
                state.lastCounted = last &+ 1
                return (0, last &+ 1, true)
            }
            return (state.generator.next(), state.generator.next(), false)
        }
        // The two numbers' bytes, most significant first.
        var bytes = (0..<16).map { UInt8(truncatingIfNeeded: ($0 < 8 ? high : low) >> (56 - 8 * ($0 % 8))) }
        if !counted {
            bytes[6] = bytes[6] & 0x0F | 0x40  // version 4
            bytes[8] = bytes[8] & 0x3F | 0x80  // RFC 4122 variant
        }
        return UUID(uuid: (
            bytes[0], bytes[1], bytes[2], bytes[3], bytes[4], bytes[5], bytes[6], bytes[7],
            bytes[8], bytes[9], bytes[10], bytes[11], bytes[12], bytes[13], bytes[14], bytes[15]))
    }
}
