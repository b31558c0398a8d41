/// The 64-bit FNV-1a hash: tiny, fast, and the same on every machine and every run.
///
/// Logs need hashes that a recording made today and a replay made next year on another machine
/// agree on. Swift's `Hasher` is seeded per process, so it can never be used for that.
public struct FNV1a: Sendable {
    /// The hash of the bytes seen so far.
    public private(set) var value: UInt64 = 0xcbf2_9ce4_8422_2325

    private static let prime: UInt64 = 0x0000_0100_0000_01b3

    /// A hash of no bytes yet.
    public init() {}

    /// Mixes in bytes, in order.
    public mutating func combine<Bytes: Sequence<UInt8>>(_ bytes: Bytes) {
        var hash = value
        for byte in bytes {
            hash ^= UInt64(byte)
            hash &*= Self.prime
        }
        value = hash
    }

    /// Mixes in a string's UTF-8 bytes.
    public mutating func combine(_ text: String) {
        var text = text
        text.withUTF8 { combine($0) }
    }

    /// The hash of a string's UTF-8 bytes.
    public static func hash(_ text: String) -> UInt64 {
        var hasher = FNV1a()
        hasher.combine(text)
        return hasher.value
    }

    /// A hash as exactly 16 lowercase hex digits, as logs print it.
    public static func hex(_ value: UInt64) -> String {
        let digits = String(value, radix: 16)
        return String(repeating: "0", count: 16 - digits.count) + digits
    }
}
