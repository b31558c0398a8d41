import Reel

extension JSONParser {
    /// Checks a string starting at its opening quote without building it when it is plain ASCII;
    /// returns whether it was (ASCII with no escape: its bytes are its only spelling).
    @discardableResult
    mutating func skipString() throws(Failure) -> Bool {
        let start = index + 1
        var scan = start
        while scan < bytes.count {
            let byte = bytes[scan]
            if byte == UInt8(ascii: "\"") {
                index = scan + 1
                return true
            }
            if byte == UInt8(ascii: "\\") || byte < 0x20 || byte >= 0x80 { break }
            scan += 1
        }
        // Escapes, control characters, non-ASCII text or no closing quote: the full check says which.
        _ = try parseString()
        return false
    }

    /// Parses a string starting at its opening quote: escapes decoded, UTF-8 checked.
    mutating func parseString() throws(Failure) -> String {
        index += 1
        let start = index
        var text: [UInt8] = []
        var escaped = false
        while true {
            guard let byte = peek else { throw failure("unterminated string") }
            switch byte {
            case UInt8(ascii: "\""):
                let raw = escaped ? text : Array(bytes[start..<index])
                index += 1
                guard let string = String(validUTF8: raw) else {
                    throw Failure(reason: "invalid UTF-8 in a string", offset: start)
                }
                return string
            case UInt8(ascii: "\\"):
                if !escaped { text = Array(bytes[start..<index]); escaped = true }
                index += 1
                try parseEscape(into: &text)
            case 0..<0x20:
                throw failure("control character in a string")
            default:
                if escaped { text.append(byte) }
                index += 1
            }
        }
    }

    /// Decodes the escape after a backslash and appends its UTF-8 bytes.
    private mutating func parseEscape(into text: inout [UInt8]) throws(Failure) {
        guard let byte = peek else { throw failure("unterminated string") }
        index += 1
        switch byte {
        case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"): text.append(byte)
        case UInt8(ascii: "b"): text.append(0x08)
        case UInt8(ascii: "f"): text.append(0x0C)
        case UInt8(ascii: "n"): text.append(0x0A)
        case UInt8(ascii: "r"): text.append(0x0D)
        case UInt8(ascii: "t"): text.append(0x09)
        case UInt8(ascii: "u"):
            var scalar = try parseHex4()
            if (0xD800..<0xDC00).contains(scalar) {
                guard peek == UInt8(ascii: "\\"), index + 1 < bytes.count, bytes[index + 1] == UInt8(ascii: "u") else {
                    throw failure("unpaired surrogate in a \\u escape")
                }
                index += 2
                let low = try parseHex4()
                guard (0xDC00..<0xE000).contains(low) else { throw failure("unpaired surrogate in a \\u escape") }
                scalar = 0x10000 + ((scalar - 0xD800) << 10) + (low - 0xDC00)
            }
            guard let unicode = Unicode.Scalar(scalar) else { throw failure("unpaired surrogate in a \\u escape") }
            text.append(contentsOf: String(Character(unicode)).utf8)
        default:
            throw failure("invalid escape \\\(Self.show(byte))")
        }
    }

    private mutating func parseHex4() throws(Failure) -> UInt32 {
        guard index + 4 <= bytes.count else { throw failure("unterminated \\u escape") }
        var value: UInt32 = 0
        for byte in bytes[index..<index + 4] {
            guard let digit = Self.hexValue(byte) else { throw failure("invalid hex digit in a \\u escape") }
            value = value << 4 | digit
        }
        index += 4
        return value
    }

    private static func hexValue(_ byte: UInt8) -> UInt32? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): UInt32(byte - UInt8(ascii: "0"))
        case UInt8(ascii: "a")...UInt8(ascii: "f"): UInt32(byte - UInt8(ascii: "a") + 10)
        case UInt8(ascii: "A")...UInt8(ascii: "F"): UInt32(byte - UInt8(ascii: "A") + 10)
        default: nil
        }
    }
}
