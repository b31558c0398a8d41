extension Frame {
    /// Whether two cells, of this frame and of `other` (any size), show the same thing in the same style.
    package func cellEquals(x: Int, y: Int, _ other: Frame, x otherX: Int, y otherY: Int) -> Bool {
        let index = y * size.width + x
        let otherIndex = otherY * other.size.width + otherX
        guard styleCode(at: index) == other.styleCode(at: otherIndex) else { return false }
        let mine = cells[index]
        let theirs = other.cells[otherIndex]
        if mine < Cell.clusterBase || mine == Cell.continuation || theirs < Cell.clusterBase || theirs == Cell.continuation {
            return mine == theirs
        }
        return cluster(mine).utf8.elementsEqual(other.cluster(theirs).utf8)
    }

    /// Whether a cell is the right half of a wide character (the terminal draws it with its left half).
    package func isContinuation(x: Int, y: Int) -> Bool {
        cells[y * size.width + x] == Cell.continuation
    }

    /// Appends the UTF-8 of the cells `columns` of a row (continuation cells add nothing).
    package func appendUTF8(row: Int, columns: Range<Int>, to bytes: inout [UInt8]) {
        let start = row * size.width
        appendCells(start + columns.lowerBound..<start + columns.upperBound, to: &bytes)
    }

    /// The last column of a row that is not a plain space, plus one (0 for a blank row): a styled
    /// space (reversed, underlined, coloured) shows, so it counts.
    package func usedWidth(row: Int) -> Int {
        let start = row * size.width
        var end = size.width
        while end > 0, cells[start + end - 1] == Cell.blank, styleCode(at: start + end - 1) == 0 { end -= 1 }
        return end
    }
}
