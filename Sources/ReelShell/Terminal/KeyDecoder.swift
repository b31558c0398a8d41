/// Turns the bytes a terminal sends into key presses.
///
/// Understands printable UTF-8 (a paste arrives as one `.text` of many characters), control
/// bytes, CSI sequences (`ESC [ … final`, with `~` forms for Home/End/Delete/Page keys and Shift-Tab
/// as `ESC [ Z`) and SS3 sequences (`ESC O A`, which some terminals send for arrows and Home/End).
///
/// A lone Esc cannot be told from the start of a sequence by its byte alone: `feed` keeps an
/// unfinished sequence (or UTF-8 character) pending, and the reader calls ``flush()`` when no
/// more bytes came within a short wait, which turns a pending lone Esc into `.escape`.
public struct KeyDecoder: Sendable {
    private var pending: [UInt8] = []

    /// An empty decoder.
    public init() {}

    /// Whether bytes are held back waiting for the rest of a sequence.
    public var hasPending: Bool { !pending.isEmpty }

    /// How many bytes are held back waiting for the rest of a sequence.
    var pendingCount: Int { pending.count }

    /// The most bytes held back between reads: a control sequence that runs on past this without
    /// ending is no key a terminal sends, and is decoded as unknown rather than waited for.
    static let maxPending = 32

    /// The keys completed by these bytes, in order.
    public mutating func feed(_ bytes: some Sequence<UInt8>) -> [Key] {
        pending.append(contentsOf: bytes)
        var keys: [Key] = []
        var index = 0
        while index < pending.count {
            guard let (key, length) = Self.decode(pending[index...]) else { break }
            Self.append(key, to: &keys)
            index += length
        }
        pending.removeFirst(index)
        return keys
    }

    /// What is pending, taken as complete: a lone Esc, or Alt-something as Esc then the key.
    public mutating func flush() -> [Key] {
        guard !pending.isEmpty else { return [] }
        var keys: [Key] = []
        if pending[0] == 0x1B {
            keys.append(.escape)
            pending.removeFirst()
        }
        let rest = pending
        pending = []
        if !rest.isEmpty { keys.append(.unknown(rest)) }
        return keys
    }

    /// `keys` with consecutive text joined into one key, as one read joins it: how keys compare
    /// whatever reads their bytes came in.
    static func joiningText(_ keys: [Key]) -> [Key] {
        keys.reduce(into: []) { joined, key in append(key, to: &joined) }
    }

    /// Consecutive text joins into one key, so that a paste is one key press.
    private static func append(_ key: Key, to keys: inout [Key]) {
        if case .text(let more) = key, case .text(let text)? = keys.last {
            keys[keys.count - 1] = .text(text + more)
        } else {
            keys.append(key)
        }
    }

    /// The key at the start of `bytes` and how many bytes it took; nil if they end mid-key.
    static func decode(_ bytes: ArraySlice<UInt8>) -> (Key, Int)? {
        let first = bytes[bytes.startIndex]
        switch first {
        case 0x1B: return escapeSequence(bytes)
        case 0x0D, 0x0A: return (.enter, 1)
        case 0x7F, 0x08: return (.backspace, 1)
        case 0x09: return (.tab, 1)
        case 0x00..<0x20: return (.control(Character(Unicode.Scalar(first + 0x60))), 1)
        case 0x20..<0x7F: return (.text(String(Unicode.Scalar(first))), 1)
        default: return utf8Character(bytes)
        }
    }

    /// A UTF-8 character of two to four bytes; an invalid byte is skipped as unknown.
    private static func utf8Character(_ bytes: ArraySlice<UInt8>) -> (Key, Int)? {
        let first = bytes[bytes.startIndex]
        let length = first >= 0xF0 ? 4 : first >= 0xE0 ? 3 : first >= 0xC0 ? 2 : 0
        guard length > 0 else { return (.unknown([first]), 1) }
        guard bytes.count >= length else { return nil }
        let slice = bytes.prefix(length)
        guard let text = String(validUTF8: slice) else { return (.unknown([first]), 1) }
        return (.text(text), length)
    }

    /// `ESC`, then `[` (CSI), `O` (SS3), or anything else (Alt-key: Esc, and the key follows).
    private static func escapeSequence(_ bytes: ArraySlice<UInt8>) -> (Key, Int)? {
        let start = bytes.startIndex
        guard bytes.count >= 2 else { return nil }
        switch bytes[start + 1] {
        case UInt8(ascii: "["):
            // Parameters and intermediates are 0x20–0x3F; the final byte is 0x40–0x7E. A sequence
            // longer than any key's is not waited for, so what is held back stays bounded: it is
            // an unknown key, decided by its first `maxPending` bytes however they were read.
            var end = start + 2
            while end < bytes.endIndex, end - start < maxPending, (0x20...0x3F).contains(bytes[end]) { end += 1 }
            if end - start == maxPending { return (.unknown(Array(bytes[start..<end])), maxPending) }
            guard end < bytes.endIndex else { return nil }
            let parameters = String(decoding: bytes[start + 2..<end], as: UTF8.self)
            return (csi(parameters, final: bytes[end]) ?? .unknown(Array(bytes[start...end])), end - start + 1)
        case UInt8(ascii: "O"):
            guard bytes.count >= 3 else { return nil }
            return (csi("", final: bytes[start + 2]) ?? .unknown(Array(bytes.prefix(3))), 3)
        default:
            return (.escape, 1)
        }
    }

    /// The key a CSI (or SS3) sequence names; modifiers (`1;5A`) are ignored.
    private static func csi(_ parameters: String, final: UInt8) -> Key? {
        switch final {
        case UInt8(ascii: "A"): return .up
        case UInt8(ascii: "B"): return .down
        case UInt8(ascii: "C"): return .right
        case UInt8(ascii: "D"): return .left
        case UInt8(ascii: "H"): return .home
        case UInt8(ascii: "F"): return .end
        case UInt8(ascii: "Z"): return .backTab
        case UInt8(ascii: "~"):
            switch parameters.split(separator: ";").first {
            case "1", "7": return .home
            case "4", "8": return .end
            case "3": return .delete
            case "5": return .pageUp
            case "6": return .pageDown
            default: return nil
            }
        default: return nil
        }
    }
}
