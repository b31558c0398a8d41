@testable import Reel
import Testing

/// `Frame.draw(_:x:y:)` copies a frame row by row; these tests hold it to a plain reference that
/// copies cell by cell, for frames with wide characters, clusters and styles at every offset.
@Suite("Frame overlay against a cell-by-cell reference")
struct FrameOverlayReferenceTests {
    /// Copies `other` as the overlay did cell by cell: each cell through `put`, each style alone.
    static func reference(_ frame: inout Frame, _ other: Frame, x: Int, y: Int) {
        let otherWidth = other.size.width
        for otherRow in 0..<other.size.height where (0..<frame.size.height).contains(y + otherRow) {
            let row = y + otherRow
            let start = otherRow * otherWidth
            for otherColumn in 0..<otherWidth {
                let code = other.cells[start + otherColumn]
                if code == Cell.continuation { continue }
                let column = x + otherColumn
                let wide = otherColumn + 1 < otherWidth && other.cells[start + otherColumn + 1] == Cell.continuation
                let mine = code >= Cell.clusterBase ? frame.encode(Character(other.cluster(code))) : code
                if wide {
                    if column >= 0, column + 1 < frame.size.width {
                        frame.put(mine, wide: true, column: column, row: row)
                    } else if column == -1 {
                        frame.put(Cell.blank, wide: false, column: 0, row: row)
                    } else if column == frame.size.width - 1 {
                        frame.put(Cell.blank, wide: false, column: column, row: row)
                    }
                } else if (0..<frame.size.width).contains(column) {
                    frame.put(mine, wide: false, column: column, row: row)
                }
            }
        }
        guard !frame.styles.isEmpty || !other.styles.isEmpty else { return }
        for otherRow in 0..<other.size.height {
            for otherColumn in 0..<otherWidth {
                let packed = other.styleCode(at: otherRow * otherWidth + otherColumn)
                frame.setStyleCode(packed, row: y + otherRow, from: x + otherColumn, to: x + otherColumn + 1)
            }
        }
    }

    /// A parent full of wide characters (so that cuts at every edge blank half of one) and a child
    /// with wide characters, clusters and, if `styled`, a bold row.
    static func frames(styledChild: Bool, styledParent: Bool) -> (parent: Frame, child: Frame) {
        var parent = Frame(size: FrameSize(width: 9, height: 4))
        for row in 0..<4 { parent.draw(row % 2 == 0 ? "日本語日本" : "ab日e\u{301}xyz", x: row % 2, y: row) }
        if styledParent { parent.setStyle(.reverse, in: Rect(x: 2, y: 1, width: 4, height: 2)) }
        var child = Frame(size: FrameSize(width: 5, height: 3))
        child.draw("日x🇫🇷", x: 0, y: 0)
        child.draw("a本", x: 1, y: 1)
        child.draw("e\u{301}語b", x: 0, y: 2)
        if styledChild { child.setStyle(.bold, in: Rect(x: 0, y: 1, width: 5, height: 1)) }
        return (parent, child)
    }

    @Test(
        "given frames with wide characters, clusters and styles, when one is drawn on the other at every offset, then the result is the reference's",
        arguments: [(false, false), (true, false), (false, true), (true, true)])
    func matchesReference(styledChild: Bool, styledParent: Bool) {
        let (parent, child) = Self.frames(styledChild: styledChild, styledParent: styledParent)
        for y in -3...5 {
            for x in -6...10 {
                var drawn = parent
                drawn.draw(child, x: x, y: y)
                var expected = parent
                Self.reference(&expected, child, x: x, y: y)
                #expect(drawn == expected, "at (\(x), \(y)):\n\(drawn.text)\nexpected:\n\(expected.text)")
                #expect(Array(drawn.text.utf8) == Array(expected.text.utf8), "at (\(x), \(y))")
            }
        }
    }
}
