/// Walks a string's UTF-8 cluster by cluster, measuring each, without building a `Character`.
///
/// A scalar is a whole cluster when the text ends after it, or when the next scalar is one that
/// never joins what comes before it (below U+0300, general punctuation, arrows, symbols and box
/// drawing, CJK ideographs: none of them is Extend, ZWJ, SpacingMark, a regional indicator or a
/// Hangul jamo), unless the scalar itself is CR, ZWJ or a Prepend character, which join what
/// follows. Such clusters are decoded straight from the bytes; anything else goes through
/// Swift's grapheme breaking. Every offset the scanner stops at is a cluster boundary, so the
/// two ways can take turns.
struct ClusterScanner {
    /// One grapheme cluster: its bytes `start..<end`, its width, and its scalar when it has one
    /// scalar only (`multiScalar` otherwise).
    struct Cluster {
        var scalar: UInt32
        var width: Int
        var start: Int
        var end: Int
    }

    /// The `scalar` of a cluster made of several scalars.
    static let multiScalar = UInt32.max

    private let bytes: UnsafeBufferPointer<UInt8>
    private let text: String
    private let end: Int
    /// The byte offset of the next cluster.
    private(set) var offset = 0

    /// Scans `bytes` (the UTF-8 of `text`, alive while the scanner is used) up to byte `end`,
    /// which must be a cluster boundary.
    init(_ bytes: UnsafeBufferPointer<UInt8>, of text: String, end: Int? = nil) {
        self.bytes = bytes
        self.text = text
        self.end = end ?? bytes.count
    }

    @inline(__always)
    mutating func next() -> Cluster? {
        let start = offset
        guard start < end else { return nil }
        // ASCII followed by ASCII (or the end), other than CR LF: the most common case by far.
        let lead = bytes[start]
        if lead < 0x80, start &+ 1 == end || (bytes[start &+ 1] < 0x80 && lead != 0x0D) {
            offset = start &+ 1
            return Cluster(scalar: UInt32(lead), width: 1, start: start, end: offset)
        }
        let (value, after) = decode(at: start)
        if after == end || (Self.neverJoinsBefore(decode(at: after).value) && !Self.joinsAfter(value)) {
            offset = after
            let width = value < 0x300 ? (value == 0xAD ? 0 : 1) : DisplayWidth.of(Unicode.Scalar(value)!)
            return Cluster(scalar: value, width: width, start: start, end: after)
        }
        let utf8 = text.utf8
        let index = utf8.index(utf8.startIndex, offsetBy: start)
        let next = text.index(after: index)
        offset = utf8.distance(from: utf8.startIndex, to: next)
        let scalars = text.unicodeScalars[index..<next]
        if offset == after {
            let scalar = scalars.first!
            return Cluster(scalar: scalar.value, width: DisplayWidth.of(scalar), start: start, end: offset)
        }
        return Cluster(scalar: Self.multiScalar, width: DisplayWidth.clusterWidth(scalars), start: start, end: offset)
    }

    /// The scalar starting at byte `index`, and the offset just after it.
    @inline(__always)
    private func decode(at index: Int) -> (value: UInt32, after: Int) {
        let lead = UInt32(bytes[index])
        if lead < 0x80 { return (lead, index + 1) }
        let second = UInt32(bytes[index + 1] & 0x3F)
        if lead < 0xE0 { return ((lead & 0x1F) << 6 | second, index + 2) }
        let third = UInt32(bytes[index + 2] & 0x3F)
        if lead < 0xF0 { return ((lead & 0x0F) << 12 | second << 6 | third, index + 3) }
        return ((lead & 0x07) << 18 | second << 12 | third << 6 | UInt32(bytes[index + 3] & 0x3F), index + 4)
    }

    /// Scalars in ranges where no character joins the one before it (see the type's summary).
    @inline(__always)
    static func neverJoinsBefore(_ value: UInt32) -> Bool {
        value < 0x300 || (0x2010...0x2027).contains(value) || (0x2030...0x205E).contains(value)
            || (0x2100...0x2BFF).contains(value) || (0x4E00...0x9FFF).contains(value)
    }

    /// CR (joins LF), ZWJ (joins emoji) and the Prepend characters (join the next character).
    @inline(__always)
    static func joinsAfter(_ value: UInt32) -> Bool {
        if value < 0x600 { return value == 0x0D }
        return switch value {
        case 0x0D, 0x200D, 0x600...0x605, 0x6DD, 0x70F, 0x890...0x891, 0x8E2, 0xD4E, 0x110BD, 0x110CD,
             0x111C2...0x111C3, 0x1193F, 0x11941, 0x11A3A, 0x11A84...0x11A89, 0x11D46, 0x11F02:
            true
        default:
            false
        }
    }

    /// Whether a scalar value is a C0 or C1 control character (general category Cc).
    static func isControl(_ value: UInt32) -> Bool {
        value < 0x20 || (0x7F...0x9F).contains(value)
    }
}

extension String {
    /// Runs `body` with the string's UTF-8 in contiguous memory (copying a bridged string once).
    @inline(__always)
    func withContiguousUTF8<R>(_ body: (UnsafeBufferPointer<UInt8>, String) -> R) -> R {
        if let result = utf8.withContiguousStorageIfAvailable({ body($0, self) }) { return result }
        var copy = self
        return copy.withUTF8 { body($0, String(decoding: $0, as: UTF8.self)) }
    }
}
