extension Frame {
    /// Copies `other` onto this frame with its top-left cell at (x, y), clipped to this frame,
    /// styles included.
    ///
    /// Every cell of `other` is copied, blanks included, so a child scene rendered into its own
    /// frame can be placed inside a box or modal. A wide character cut by this frame's edge
    /// leaves a space in the half that remains.
    ///
    /// Row by row, in one pass over each buffer: an app that renders every scene into a frame of
    /// its own copies a screenful per render, and a copy cell by cell through `put` cost more than
    /// drawing the scene itself (most of an explored step in a debug build).
    public mutating func draw(_ other: Frame, x: Int, y: Int) {
        let first = max(0, x)
        let end = min(size.width, x + other.size.width)
        guard first < end else { return }
        // Multi-scalar clusters get this frame's own codes, looked up once each.
        let clusterCodes = other.clusters.map { encode(Character($0)) }
        let width = size.width
        let otherWidth = other.size.width
        for otherRow in 0..<other.size.height where (0..<size.height).contains(y + otherRow) {
            let start = (y + otherRow) * width
            let otherStart = otherRow * otherWidth - x
            cells.withUnsafeMutableBufferPointer { cells in
                other.cells.withUnsafeBufferPointer { source in
                    // A wide character of this frame cut at either end of the copy loses its other half.
                    if cells[start + first] == Cell.continuation, first > 0 { cells[start + first - 1] = Cell.blank }
                    if end < width, cells[start + end] == Cell.continuation { cells[start + end] = Cell.blank }
                    // The row at once, then what differs from a plain copy: multi-scalar clusters take
                    // this frame's codes, and a wide character cut by the copy's edge leaves a space.
                    (cells.baseAddress! + start + first).update(from: source.baseAddress! + otherStart + first, count: end - first)
                    if !clusterCodes.isEmpty {
                        for column in first..<end where cells[start + column] >= Cell.clusterBase {
                            let code = cells[start + column]
                            if code != Cell.continuation { cells[start + column] = clusterCodes[Int(code - Cell.clusterBase)] }
                        }
                    }
                    if x < 0, cells[start + first] == Cell.continuation { cells[start + first] = Cell.blank }
                    if end == width, end < x + otherWidth, source[otherStart + end] == Cell.continuation {
                        cells[start + end - 1] = Cell.blank
                    }
                }
            }
        }
        copyStyles(of: other, x: x, y: y, columns: first..<end)
    }

    /// Gives `columns` of the rows `other` covers at (x, y) the styles of `other`'s cells under them
    /// (plain where `other` has none). Style storage all plain reads as none, so it may be allocated here.
    private mutating func copyStyles(of other: Frame, x: Int, y: Int, columns: Range<Int>) {
        guard !styles.isEmpty || !other.styles.isEmpty else { return }
        if styles.isEmpty { styles = Array(repeating: 0, count: cells.count) }
        let width = size.width
        let otherWidth = other.size.width
        for otherRow in 0..<other.size.height where (0..<size.height).contains(y + otherRow) {
            let target = (y + otherRow) * width + columns.lowerBound
            let source = otherRow * otherWidth - x + columns.lowerBound
            styles.withUnsafeMutableBufferPointer { styles in
                if other.styles.isEmpty {
                    (styles.baseAddress! + target).update(repeating: 0, count: columns.count)
                } else {
                    other.styles.withUnsafeBufferPointer { from in
                        (styles.baseAddress! + target).update(from: from.baseAddress! + source, count: columns.count)
                    }
                }
            }
        }
    }
}
