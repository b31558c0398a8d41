import Foundation

/// A fast 64-bit checksum for disk-cache entries: four independent lanes over 8-byte words.
///
/// FNV-1a goes one byte at a time through a chain of multiplications, which made it the largest
/// cost of a disk hit; four lanes of words let the processor overlap the work. Each step is a
/// bijection of the lane (xor, multiply by an odd constant, rotate), so a change in one word always
/// changes its lane; lanes, tail and length are then folded together. It only has to catch damaged
/// files, not resist anyone.
enum Checksum64 {
    private static let prime: UInt64 = 0x9E37_79B9_7F4A_7C15

    /// The checksum of a key followed by a value.
    static func of(key: Data, value: Data) -> UInt64 {
        fold(of(key), of(value))
    }

    /// The checksum of one buffer.
    static func of(_ data: Data) -> UInt64 {
        data.withUnsafeBytes { raw -> UInt64 in
            var lanes: (UInt64, UInt64, UInt64, UInt64) = (1, 2, 3, 4)
            var offset = 0
            while offset + 32 <= raw.count {
                lanes.0 = step(lanes.0, raw.loadUnaligned(fromByteOffset: offset, as: UInt64.self))
                lanes.1 = step(lanes.1, raw.loadUnaligned(fromByteOffset: offset + 8, as: UInt64.self))
                lanes.2 = step(lanes.2, raw.loadUnaligned(fromByteOffset: offset + 16, as: UInt64.self))
                lanes.3 = step(lanes.3, raw.loadUnaligned(fromByteOffset: offset + 24, as: UInt64.self))
                offset += 32
            }
            var tail = FNV1a()
            tail.combine(UnsafeRawBufferPointer(rebasing: raw[offset...]))
            return fold(fold(fold(lanes.0, lanes.1), fold(lanes.2, lanes.3)), fold(tail.value, UInt64(raw.count)))
        }
    }

    private static func step(_ lane: UInt64, _ word: UInt64) -> UInt64 {
        let mixed = (lane ^ UInt64(littleEndian: word)) &* prime
        return (mixed << 31) | (mixed >> 33)
    }

    private static func fold(_ a: UInt64, _ b: UInt64) -> UInt64 {
        step(step(a, b), 0x2545_F491_4F6C_DD1D)
    }
}
