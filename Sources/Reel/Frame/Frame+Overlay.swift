extension Frame {
    /// Copies `other` onto this frame with its top-left cell at (x, y), clipped to this frame,
    /// styles included.
    ///
    /// Every cell of `other` is copied, blanks included, so a child scene rendered into its own
    /// frame can be placed inside a box or modal. A wide character cut by this frame's edge
    /// leaves a space in the half that remains.
    public mutating func draw(_ other: Frame, x: Int, y: Int) {
        let otherWidth = other.size.width
        for otherRow in 0..<other.size.height {
            let row = y + otherRow
            guard (0..<size.height).contains(row) else { continue }
            let start = otherRow * otherWidth
            for otherColumn in 0..<otherWidth {
                let code = other.cells[start + otherColumn]
                if code == Cell.continuation { continue }
                let column = x + otherColumn
                let wide = otherColumn + 1 < otherWidth && other.cells[start + otherColumn + 1] == Cell.continuation
                let mine = code >= Cell.clusterBase ? encode(Character(other.cluster(code))) : code
                if wide {
                    if column >= 0, column + 1 < size.width {
                        put(mine, wide: true, column: column, row: row)
                    } else if column == -1 {
                        put(Cell.blank, wide: false, column: 0, row: row)
                    } else if column == size.width - 1 {
                        put(Cell.blank, wide: false, column: column, row: row)
                    }
                } else if (0..<size.width).contains(column) {
                    put(mine, wide: false, column: column, row: row)
                }
            }
        }
        guard !styles.isEmpty || !other.styles.isEmpty else { return }
        for otherRow in 0..<other.size.height {
            for otherColumn in 0..<otherWidth {
                let packed = other.styleCode(at: otherRow * otherWidth + otherColumn)
                setStyleCode(packed, row: y + otherRow, from: x + otherColumn, to: x + otherColumn + 1)
            }
        }
    }
}
