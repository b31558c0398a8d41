/// A fast, stable 64-bit hash for the exhaustive checker's fingerprints: words mixed in one at a
/// time by a 64×64→128-bit multiply folded back to 64 bits (the "mum" step of wyhash), so that each
/// word costs a multiply and a few instructions, never a byte loop or a walk by reflection.
///
/// The same values mixed in the same order give the same hash in every process and on every
/// machine: nothing depends on the process's hash seed or on addresses.
///
/// ```swift
/// extension Jugs.Model: Fingerprinted {
///     public func fingerprint(into hasher: inout FingerprintHasher) {
///         hasher.combine(small)
///         hasher.combine(big)
///     }
/// }
/// ```
public struct FingerprintHasher: Sendable {
    @usableFromInline var state: UInt64 = 0x243F_6A88_85A3_08D3
    @usableFromInline var count: UInt64 = 0

    /// A hasher with nothing mixed in yet.
    public init() {}

    /// The hash of what was mixed in so far.
    public var value: UInt64 { Self.mum(state ^ 0x1319_8A2E_0370_7344, count ^ 0xA409_3822_299F_31D0) }

    /// Mixes a 64-bit word in.
    @inlinable
    public mutating func combine(_ word: UInt64) { mix(word) }

    /// Mixes an integer in.
    @inlinable
    public mutating func combine(_ number: Int) { mix(UInt64(bitPattern: Int64(number))) }

    /// Mixes a flag in.
    @inlinable
    public mutating func combine(_ flag: Bool) { mix(flag ? 1 : 0) }

    /// Mixes a text in: its length, then its UTF-8 bytes eight at a time.
    public mutating func combine(_ text: String) {
        var text = text
        text.withUTF8 { bytes in
            mix(UInt64(bytes.count) | 0x5A00_0000_0000_0000)
            var word: UInt64 = 0
            var shift: UInt64 = 0
            for byte in bytes {
                word |= UInt64(byte) << shift
                shift += 8
                if shift == 64 {
                    mix(word)
                    word = 0
                    shift = 0
                }
            }
            if shift > 0 { mix(word) }
        }
    }

    /// Mixes in a value that writes its own fingerprint.
    @inlinable
    public mutating func combine<T: Fingerprinted>(_ value: T) { value.fingerprint(into: &self) }

    @inlinable
    mutating func mix(_ word: UInt64) {
        state = Self.mum(state ^ word ^ 0xA076_1D64_78BD_642F, 0xE703_7ED1_A0B4_28DB)
        count &+= 1
    }

    /// The high and low halves of the full product, xored: every input bit reaches every output bit.
    @inlinable
    static func mum(_ a: UInt64, _ b: UInt64) -> UInt64 {
        let (high, low) = a.multipliedFullWidth(by: b)
        return high ^ low
    }
}

/// A model (or any value in it) that writes its own fingerprint for the exhaustive checker: the
/// fields that tell two values apart, mixed into a ``FingerprintHasher`` in a fixed order.
///
/// Adopting it is optional, and pays off for a checked scene's model with many distinct values:
/// without it the checker hashes an `Encodable` model by its encoding, and walks any other with
/// reflection (once per distinct model if it is `Hashable`, about a million instructions for the
/// example app's; with its own fields, a few dozen). Equal values must mix in the same words;
/// values that differ should not (a missed field merges distinct states).
public protocol Fingerprinted {
    /// Mixes the value's distinguishing fields into `hasher`, in a fixed order.
    func fingerprint(into hasher: inout FingerprintHasher)
}
