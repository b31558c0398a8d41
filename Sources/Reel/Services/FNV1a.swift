import Foundation

/// The 64-bit FNV-1a hash: small, dependency-free and stable across runs and machines.
///
/// The disk cache uses it to name entry files after their keys, and ``Checksum64`` for the short
/// tail of a buffer. It is not cryptographic; it only has to spread keys over names.
struct FNV1a: Sendable {
    private static let prime: UInt64 = 0x0000_0100_0000_01B3
    /// The standard offset basis.
    static let standardBasis: UInt64 = 0xCBF2_9CE4_8422_2325

    /// The hash so far.
    private(set) var value: UInt64

    /// Starts a hash from an offset basis (a different basis gives an independent-looking hash).
    init(basis: UInt64 = standardBasis) { value = basis }

    /// Mixes bytes into the hash.
    mutating func combine(_ bytes: some DataProtocol) {
        var hash = value
        for region in bytes.regions {
            region.withUnsafeBytes { raw in
                for byte in raw {
                    hash = (hash ^ UInt64(byte)) &* Self.prime
                }
            }
        }
        value = hash
    }

    /// The hash of some bytes.
    static func hash(_ bytes: some DataProtocol, basis: UInt64 = standardBasis) -> UInt64 {
        var hasher = FNV1a(basis: basis)
        hasher.combine(bytes)
        return hasher.value
    }
}
