import Reel

/// The FNV-1a hash of a frame's trimmed text, as a log stores it: 16 lowercase hex digits.
///
/// A log keeps a hash per step instead of the frame itself so that a million steps stay small;
/// verification re-renders the frame and compares hashes. The hash covers `Frame.trimmedText`
/// (rows without trailing spaces): the header fixes the size, so nothing is lost, and a mostly
/// blank screen hashes in a fraction of the time its padded text would take. Styles are left out
/// on purpose: the hash is over text only, so styling a screen keeps every recorded log valid.
package struct FrameHash: Hashable, Sendable, CustomStringConvertible {
    /// The 64-bit hash.
    package let value: UInt64

    /// The hash of a frame's `trimmedText` in UTF-8.
    package init(_ frame: Frame) {
        var hasher = FNV1a()
        frame.hashTrimmedUTF8(into: &hasher)
        value = hasher.value
    }

    /// The hash of a frame given as lines (trailing spaces are trimmed, as `trimmedText` trims
    /// them): the reader checks a step's stored rows with it, so the lines are hashed in place.
    package init(lines: [String]) {
        var hasher = FNV1a()
        for (number, line) in lines.enumerated() {
            if number > 0 { hasher.combine(byte: UInt8(ascii: "\n")) }
            var line = line
            line.withUTF8 { bytes in
                var end = bytes.count
                while end > 0, bytes[end - 1] == UInt8(ascii: " ") { end -= 1 }
                hasher.combine(UnsafeRawBufferPointer(UnsafeBufferPointer(rebasing: bytes[..<end])))
            }
        }
        value = hasher.value
    }

    /// Reads 16 lowercase hex digits; nil for anything else.
    package init?(hex: some StringProtocol) { self.init(hexBytes: ArraySlice(hex.utf8)) }

    /// Reads exactly 16 lowercase hex digits from bytes; nil for anything else.
    init?(hexBytes: ArraySlice<UInt8>) {
        guard hexBytes.count == 16 else { return nil }
        var value: UInt64 = 0
        for byte in hexBytes {
            switch byte {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): value = value << 4 | UInt64(byte - UInt8(ascii: "0"))
            case UInt8(ascii: "a")...UInt8(ascii: "f"): value = value << 4 | UInt64(byte - UInt8(ascii: "a") + 10)
            default: return nil
            }
        }
        self.value = value
    }

    /// 16 lowercase hex digits.
    package var hex: String { FNV1a.hex(value) }

    /// 16 lowercase hex digits.
    package var description: String { hex }
}
