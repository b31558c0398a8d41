import Foundation

/// The 64-bit FNV-1a hash: small, dependency-free and stable across runs and machines.
///
/// The disk cache names entry files with it, ``Checksum64`` uses it for a buffer's short tail, and
/// logs hash frames with it; ReelTesting's exhaustive checker fingerprints states with it. It is not cryptographic; it only has to be stable and spread well.
package struct FNV1a: Sendable {
    private static let prime: UInt64 = 0x0000_0100_0000_01B3
    /// The standard offset basis.
    package static let standardBasis: UInt64 = 0xCBF2_9CE4_8422_2325

    /// The hash so far.
    package private(set) var value: UInt64

    /// Starts a hash from an offset basis (a different basis gives an independent-looking hash).
    package init(basis: UInt64 = standardBasis) { value = basis }

    /// Mixes bytes into the hash.
    package mutating func combine(_ bytes: some DataProtocol) {
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

    /// Mixes one byte into the hash.
    package mutating func combine(byte: UInt8) {
        value = (value ^ UInt64(byte)) &* Self.prime
    }

    /// The hash of some bytes.
    package static func hash(_ bytes: some DataProtocol, basis: UInt64 = standardBasis) -> UInt64 {
        var hasher = FNV1a(basis: basis)
        hasher.combine(bytes)
        return hasher.value
    }
}
