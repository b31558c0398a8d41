import Foundation

/// The file format of one disk-cache entry: a fixed header, the key, then the value.
///
/// ```
/// bytes 0..<4    magic "RCE1"
/// bytes 4..<8    key length, UInt32 little-endian
/// bytes 8..<16   value length, UInt64 little-endian
/// bytes 16..<24  checksum of key + value (``Checksum64``), little-endian
/// then the key's UTF-8 bytes, then the value's bytes
/// ```
/// A file whose size disagrees with its lengths (truncated, extended) or whose checksum fails is
/// corrupt. The key is stored so that two keys whose file names collide never read each other.
enum DiskEntry {
    /// What reading an entry file found.
    enum Contents: Equatable {
        /// A sound entry for this key.
        case value(Data)
        /// A sound entry, but for another key whose name collides.
        case otherKey
        /// A damaged file.
        case corrupt
    }

    private static let magic = Data("RCE1".utf8)
    private static let headerSize = 24

    /// The header + key to write before the value (the value is written as is, not copied).
    static func header(key: String, value: Data) -> Data {
        let keyBytes = Data(key.utf8)
        // Built as an array, one `Data` at the end: appending to a `Data` a byte at a time cost
        // about 450 instructions a byte (callgrind `cache-write`).
        var header = [UInt8](magic)
        header.reserveCapacity(headerSize + keyBytes.count)
        append(UInt32(keyBytes.count), to: &header)
        append(UInt64(value.count), to: &header)
        append(Checksum64.of(key: keyBytes, value: value), to: &header)
        header.append(contentsOf: keyBytes)
        return Data(header)
    }

    /// Checks a whole file read from disk.
    static func decode(_ file: Data, key: String) -> Contents {
        guard file.count >= headerSize, file.prefix(4).elementsEqual(magic) else { return .corrupt }
        let start = file.startIndex
        let keyLength = Int(integer(UInt32.self, in: file, at: start + 4))
        let valueLength = integer(UInt64.self, in: file, at: start + 8)
        let stored = integer(UInt64.self, in: file, at: start + 16)
        guard valueLength <= UInt64(Int.max - headerSize - keyLength),
              file.count == headerSize + keyLength + Int(valueLength) else { return .corrupt }
        let keyEnd = start + headerSize + keyLength
        let storedKey = file[(start + headerSize)..<keyEnd]
        let value = Data(file[keyEnd...])
        guard Checksum64.of(key: storedKey, value: value) == stored else { return .corrupt }
        guard storedKey.elementsEqual(key.utf8) else { return .otherKey }
        return .value(value)
    }

    /// Appends `value`'s bytes, least significant first.
    private static func append<T: FixedWidthInteger>(_ value: T, to bytes: inout [UInt8]) {
        for shift in stride(from: 0, to: T.bitWidth, by: 8) {
            bytes.append(UInt8(truncatingIfNeeded: value >> shift))
        }
    }

    private static func integer<T: FixedWidthInteger>(_ type: T.Type, in data: Data, at offset: Data.Index) -> T {
        var value = T.zero
        for (shift, byte) in data[offset..<(offset + MemoryLayout<T>.size)].enumerated() {
            value |= T(byte) << (shift * 8)
        }
        return value
    }
}
