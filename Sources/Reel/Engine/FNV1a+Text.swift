import Foundation

extension FNV1a {
    /// The hash of a string's UTF-8 bytes, from the standard basis.
    package static func hash(_ text: String) -> UInt64 {
        var text = text
        return text.withUTF8 { hash(UnsafeRawBufferPointer($0)) }
    }

    /// A hash as exactly 16 lowercase hex digits, as logs print it.
    package static func hex(_ value: UInt64) -> String {
        let digits = String(value, radix: 16)
        return String(repeating: "0", count: 16 - digits.count) + digits
    }
}
