import Foundation

/// Where built-in random requests get their numbers: a seeded generator, so that a run with a
/// given seed answers the same numbers and UUIDs on every machine.
public final class RandomSource: Sendable {
    private let generator: Locked<SplitMix64>

    /// A source that starts from `seed`.
    public init(seed: UInt64) { generator = Locked(SplitMix64(seed: seed)) }

    /// A source seeded from the system's random generator (a real app's default).
    public static func system() -> RandomSource {
        var system = SystemRandomNumberGenerator()
        return RandomSource(seed: system.next())
    }

    /// The next 64 random bits.
    public func next() -> UInt64 { generator.withLock { $0.next() } }

    /// A uniformly chosen number in `range`.
    public func next(in range: ClosedRange<Int>) -> Int { generator.withLock { Int.random(in: range, using: &$0) } }

    /// A random version 4 UUID.
    public func uuid() -> UUID {
        let (high, low) = generator.withLock { ($0.next(), $0.next()) }
        var bytes = withUnsafeBytes(of: (high.bigEndian, low.bigEndian)) { Array($0) }
        bytes[6] = bytes[6] & 0x0F | 0x40  // version 4
        bytes[8] = bytes[8] & 0x3F | 0x80  // RFC 4122 variant
        return UUID(uuid: (
            bytes[0], bytes[1], bytes[2], bytes[3], bytes[4], bytes[5], bytes[6], bytes[7],
            bytes[8], bytes[9], bytes[10], bytes[11], bytes[12], bytes[13], bytes[14], bytes[15]))
    }
}
