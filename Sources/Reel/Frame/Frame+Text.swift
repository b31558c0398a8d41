extension Frame {
    /// Writes one line of text from (x, y) in `style`, cut with `…` where it would pass the right
    /// edge or `width` columns; returns the column just after the last cell written.
    ///
    /// The text is measured in display columns and its clusters are never split: when a wide
    /// character does not fit before the `…`, the `…` comes right after the previous character and
    /// the cell after it is left as it was. Control characters (a tab, a line break) are drawn as
    /// one space each; a cluster of width zero with nothing to attach to is skipped. Cells left
    /// of column 0 are clipped without a mark.
    @discardableResult
    public mutating func draw(_ text: String, x: Int, y: Int, width: Int? = nil, style: Style = .plain) -> Int {
        let limit = min(size.width, width.map { x + max(0, $0) } ?? size.width)
        guard (0..<size.height).contains(y), x < limit else { return x }
        let end = text.withContiguousUTF8 { bytes, text in
            if x >= 0, let end = drawSimple(bytes, x: x, y: y, space: limit - x) { return end }
            return drawClusters(bytes, of: text, x: x, y: y, space: limit - x)
        }
        setStyle(style, row: y, from: x, to: end)
        return end
    }

    /// The fast path, in one pass, for text whose every scalar is a one-column cluster (below
    /// U+0300, no control character, no soft hyphen): scalars decoded straight into cells, and
    /// the last cell turned into `…` if more remain. Nil as soon as anything else turns up; the
    /// cells written so far are a prefix that the general path writes again.
    private mutating func drawSimple(_ bytes: UnsafeBufferPointer<UInt8>, x: Int, y: Int, space: Int) -> Int? {
        let rowStart = y &* size.width
        return cells.withUnsafeMutableBufferPointer { cells -> Int? in
            let start = rowStart &+ x
            if cells[start] == Cell.continuation { cells[start &- 1] = Cell.blank }
            var index = 0
            var column = 0
            while index < bytes.count {
                // Runs of printable ASCII (usually the whole text) are widened in one go.
                let ascii = Self.printableASCIIPrefix(bytes, from: index, upTo: space &- column)
                for offset in 0..<ascii { cells[start &+ column &+ offset] = UInt32(bytes[index &+ offset]) }
                index &+= ascii
                column &+= ascii
                guard index < bytes.count else { break }
                let lead = bytes[index]
                let value: UInt32
                if lead < 0x80 {
                    guard lead >= 0x20, lead != 0x7F else { return nil }
                    value = UInt32(lead)
                    index &+= 1
                } else {
                    // Two-byte scalars up to U+02FF; C2 80...C2 9F are C1 controls, C2 AD the soft hyphen.
                    let second = bytes[index &+ 1]
                    guard lead < 0xCC, lead != 0xC2 || (second >= 0xA0 && second != 0xAD) else { return nil }
                    value = UInt32(lead & 0x1F) << 6 | UInt32(second & 0x3F)
                    index &+= 2
                }
                if column == space {
                    cells[start &+ space &- 1] = Cell.ellipsis
                    break
                }
                cells[start &+ column] = value
                column &+= 1
            }
            let end = start &+ column
            if column > 0, end < rowStart &+ size.width, cells[end] == Cell.continuation { cells[end] = Cell.blank }
            return x &+ column
        }
    }

    /// How many bytes from `start` are printable ASCII (0x20...0x7E), at most `limit`; eight
    /// bytes at a time where possible.
    @inline(__always)
    private static func printableASCIIPrefix(_ bytes: UnsafeBufferPointer<UInt8>, from start: Int, upTo limit: Int) -> Int {
        let end = min(bytes.count &- start, limit)
        guard let base = bytes.baseAddress, end > 0 else { return 0 }
        let raw = UnsafeRawPointer(base + start)
        let ones: UInt64 = 0x0101_0101_0101_0101
        let highs: UInt64 = 0x8080_8080_8080_8080
        var count = 0
        while count &+ 8 <= end {
            let word = raw.loadUnaligned(fromByteOffset: count, as: UInt64.self)
            // A byte is outside 0x20...0x7E when its high bit is set, when subtracting 0x20
            // borrows (below 0x20), or when xor with 0x7F gives zero (DEL).
            let below = (word &- ones &* 0x20) & ~word & highs
            let delete = ((word ^ (ones &* 0x7F)) &- ones) & ~(word ^ (ones &* 0x7F)) & highs
            if (word & highs) | below | delete != 0 { break }
            count &+= 8
        }
        while count < end {
            let byte = bytes[start &+ count]
            guard byte >= 0x20, byte < 0x7F else { break }
            count &+= 1
        }
        return count
    }

    /// The general path: measures first, to know where the `…` goes, then draws cluster by cluster.
    private mutating func drawClusters(_ bytes: UnsafeBufferPointer<UInt8>, of text: String, x: Int, y: Int, space: Int) -> Int {
        var used = 0
        var cut = 0
        var truncated = false
        var measure = ClusterScanner(bytes, of: text)
        // No cluster is wider than its UTF-8, so text with no more bytes than columns fits.
        while bytes.count > space, let cluster = measure.next() {
            if used + cluster.width > space {
                truncated = true
                break
            }
            used += cluster.width
            if used <= space - 1 { cut = measure.offset }
        }
        var column = x
        var scanner = ClusterScanner(bytes, of: text, end: truncated ? cut : bytes.count)
        while let cluster = scanner.next() {
            let width = cluster.width
            guard width > 0 else { continue }
            if column >= 0 {
                let code = switch cluster.scalar {
                case ClusterScanner.multiScalar: encode(UnsafeBufferPointer(rebasing: bytes[cluster.start..<cluster.end]))
                case let value: ClusterScanner.isControl(value) ? Cell.blank : value
                }
                put(code, wide: width == 2, column: column, row: y)
            } else if column + width > 0 {
                put(Cell.blank, wide: false, column: 0, row: y)
            }
            column += width
        }
        guard truncated else { return column }
        if column >= 0 { put(Cell.ellipsis, wide: false, column: column, row: y) }
        return column + 1
    }
}
