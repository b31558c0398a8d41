/// A fixed grid of terminal cells that a scene renders into.
///
/// Each cell holds one grapheme cluster of display width 1, or the left half of a width-2 cluster
/// whose right half is a continuation cell. Writing over either half of a wide character blanks
/// the other half, so the grid never shows half a character. Text is measured by `DisplayWidth`.
///
/// Storage is one `UInt32` per cell: a Unicode scalar value for the usual single-scalar cluster,
/// an index into a side table for a multi-scalar cluster (`é` as `e` + accent, flags, ZWJ emoji),
/// or the continuation marker. Drawing therefore allocates nothing per cell, and `text` is built
/// once from the cells, byte for byte the same on every machine.
///
/// Cells also carry a ``Style``, kept apart from the text in a parallel array that exists only
/// once a style is set: every write sets the style of the cells it writes (plain unless given),
/// and text, hashes and logs never see styles.
public struct Frame: Sendable {
    /// The grid's size.
    public let size: FrameSize
    var cells: [UInt32]
    var clusters: [String] = []
    /// One packed ``Style`` per cell, or empty while every cell is plain.
    var styles: [UInt32] = []

    /// A blank frame: every cell a space.
    public init(size: FrameSize = .standard) {
        self.size = size
        cells = Array(repeating: Cell.blank, count: size.width * size.height)
    }

    /// The whole frame as a rectangle, for helpers that take an area.
    public var bounds: Rect { Rect(x: 0, y: 0, width: size.width, height: size.height) }

    /// The cluster shown at a cell: a space for blank cells and for the right half of a wide
    /// character, nil outside the frame.
    public func character(x: Int, y: Int) -> Character? {
        guard (0..<size.width).contains(x), (0..<size.height).contains(y) else { return nil }
        let code = cells[y * size.width + x]
        return code == Cell.continuation ? " " : Character(cluster(code))
    }

    /// Writes `character` into `count` cells from (x, y) in `style`, clipped to the frame; a wide
    /// character takes two cells per repetition and is left out where only one cell remains.
    public mutating func fill(_ character: Character, x: Int, y: Int, count: Int, style: Style = .plain) {
        guard (0..<size.height).contains(y), count > 0 else { return }
        let width = DisplayWidth.of(character)
        guard width > 0 else { return }
        fill(code: encode(character), width: width, x: x, y: y, count: count)
        setStyle(style, row: y, from: x, to: x + count * width)
    }

    /// `fill` for a cell code already encoded, of the given width (1 or 2); the cells become plain.
    mutating func fill(code: UInt32, width: Int, x: Int, y: Int, count: Int) {
        guard (0..<size.height).contains(y), count > 0 else { return }
        if !styles.isEmpty { setStyleCode(0, row: y, from: x, to: x + count * width) }
        if width == 1 {
            fillNarrow(code, from: max(0, x), to: min(size.width, x + count), row: y)
            return
        }
        var column = x
        let end = min(size.width, x + count * width)
        while column + width <= end {
            if column >= 0 {
                put(code, wide: width == 2, column: column, row: y)
            } else if column + width > 0 {
                put(Cell.blank, wide: false, column: 0, row: y)
            }
            column += width
        }
    }

    /// Sets columns `from..<to` of a row to a one-column code, blanking wide characters cut at the ends.
    private mutating func fillNarrow(_ code: UInt32, from: Int, to: Int, row: Int) {
        guard from < to else { return }
        let rowStart = row * size.width
        cells.withUnsafeMutableBufferPointer { cells in
            if cells[rowStart + from] == Cell.continuation { cells[rowStart + from - 1] = Cell.blank }
            if to < size.width, cells[rowStart + to] == Cell.continuation { cells[rowStart + to] = Cell.blank }
            for index in rowStart + from..<rowStart + to { cells[index] = code }
        }
    }

    /// Sets every cell of `rect` (clipped to the frame) to a plain space.
    public mutating func clear(_ rect: Rect) {
        for row in max(0, rect.y)..<max(0, min(size.height, rect.maxY)) {
            fill(" ", x: rect.x, y: row, count: rect.width)
        }
    }

    /// Stores one cell (two for a wide code), first blanking the far half of any wide character
    /// it cuts through. The caller guarantees the cells are inside the row, and sets their style:
    /// writes per cell leave styles alone, so that drawing costs nothing more without them.
    mutating func put(_ code: UInt32, wide: Bool, column: Int, row: Int) {
        let start = row * size.width + column
        let end = start + (wide ? 2 : 1)
        let rowEnd = (row + 1) * size.width
        cells.withUnsafeMutableBufferPointer { cells in
            if cells[start] == Cell.continuation { cells[start - 1] = Cell.blank }
            if end < rowEnd, cells[end] == Cell.continuation { cells[end] = Cell.blank }
            cells[start] = code
            if wide { cells[start + 1] = Cell.continuation }
        }
    }

    /// The cell code for a cluster: the scalar itself when it is alone, else a side-table entry.
    /// Control characters become spaces so that a frame's rows never hold a line break or tab.
    mutating func encode(_ character: Character) -> UInt32 {
        let scalars = character.unicodeScalars
        let first = scalars.first!
        if ClusterScanner.isControl(first.value) { return Cell.blank }
        if scalars.index(after: scalars.startIndex) == scalars.endIndex { return first.value }
        return String(character).withContiguousUTF8 { bytes, _ in encode(bytes) }
    }

    /// The side-table code for a multi-scalar cluster given as UTF-8.
    mutating func encode(_ cluster: UnsafeBufferPointer<UInt8>) -> UInt32 {
        if let first = cluster.first, first < 0x20 || first == 0x7F { return Cell.blank }
        // Byte equality, not String's canonical equivalence: a frame keeps the exact bytes drawn.
        if let index = clusters.lastIndex(where: { $0.utf8.elementsEqual(cluster) }) {
            return Cell.clusterBase + UInt32(index)
        }
        clusters.append(String(decoding: cluster, as: UTF8.self))
        return Cell.clusterBase + UInt32(clusters.count - 1)
    }

    /// The text of a non-continuation cell code.
    func cluster(_ code: UInt32) -> String {
        code >= Cell.clusterBase ? clusters[Int(code - Cell.clusterBase)] : String(Unicode.Scalar(code)!)
    }
}

/// The special cell codes; any other code below `clusterBase` is a Unicode scalar value.
enum Cell {
    /// A space.
    static let blank: UInt32 = 0x20
    /// `…`, the mark of cut text.
    static let ellipsis: UInt32 = 0x2026
    /// The right half of a wide character.
    static let continuation: UInt32 = .max
    /// Codes from here on index `Frame.clusters` (above the largest scalar, U+10FFFF).
    static let clusterBase: UInt32 = 0x20_0000
}
