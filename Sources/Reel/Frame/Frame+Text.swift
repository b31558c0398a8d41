extension Frame {
    /// Writes one line of text from (x, y), cut with `…` where it would pass the right edge or
    /// `width` columns; returns the column just after the last cell written.
    ///
    /// The text is measured in display columns and its clusters are never split: when a wide
    /// character does not fit before the `…`, the `…` comes right after the previous character and
    /// the cell after it is left as it was. Control characters (a tab, a line break) are drawn as
    /// one space each; a cluster of width zero with nothing to attach to is skipped. Cells left
    /// of column 0 are clipped without a mark.
    @discardableResult
    public mutating func draw(_ text: String, x: Int, y: Int, width: Int? = nil) -> Int {
        let limit = min(size.width, width.map { x + max(0, $0) } ?? size.width)
        guard (0..<size.height).contains(y), x < limit else { return x }
        let space = limit - x
        let fast = text.utf8.withContiguousStorageIfAvailable { bytes in
            drawASCII(bytes, x: x, y: y, space: space)
        }
        if let fast, let end = fast { return end }
        return drawClusters(text, x: x, y: y, space: space)
    }

    /// The fast path for printable ASCII: one byte per cell, copied straight in. Nil when the
    /// text holds anything else.
    private mutating func drawASCII(_ bytes: UnsafeBufferPointer<UInt8>, x: Int, y: Int, space: Int) -> Int? {
        guard DisplayWidth.isPrintableASCII(bytes) else { return nil }
        let truncated = bytes.count > space
        let shown = truncated ? space - 1 : bytes.count
        let skipped = max(0, -x)
        if shown > skipped {
            let first = x + skipped
            let rowEnd = (y + 1) * size.width
            let start = y * size.width + first
            let end = start + shown - skipped
            cells.withUnsafeMutableBufferPointer { cells in
                if cells[start] == Cell.continuation { cells[start - 1] = Cell.blank }
                if end < rowEnd, cells[end] == Cell.continuation { cells[end] = Cell.blank }
                var cell = start
                for byte in bytes[skipped..<shown] {
                    cells[cell] = UInt32(byte)
                    cell += 1
                }
            }
        }
        guard truncated else { return x + shown }
        if x + shown >= 0 { put(Cell.ellipsis, wide: false, column: x + shown, row: y) }
        return x + shown + 1
    }

    /// The general path: measures first, to know where the `…` goes, then draws cluster by cluster.
    private mutating func drawClusters(_ text: String, x: Int, y: Int, space: Int) -> Int {
        var used = 0
        var cut = text.startIndex
        var truncated = false
        for index in text.indices {
            let width = DisplayWidth.of(text[index])
            if used + width > space {
                truncated = true
                break
            }
            used += width
            if used <= space - 1 { cut = text.index(after: index) }
        }
        var column = x
        for character in text[..<(truncated ? cut : text.endIndex)] {
            let width = DisplayWidth.of(character)
            guard width > 0 else { continue }
            if column >= 0 {
                put(encode(character), wide: width == 2, column: column, row: y)
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
