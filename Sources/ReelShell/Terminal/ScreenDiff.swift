import Reel

/// The bytes that bring a terminal from showing one frame to showing another.
///
/// ``repaint(_:)`` draws a frame on a cleared screen: after a resize, after anything else wrote to
/// the terminal, or on Ctrl-L. ``update(from:to:)`` rewrites only the cells that changed: each
/// changed run of a row is written after one cursor move (CUP, or CUF when the cursor is already
/// on that row), runs closer than a move costs are written as one, and a row whose new end is blank
/// is finished with an erase (EL, three bytes) instead of more spaces. A wide character is always written whole.
/// Rows and columns map one to one to the screen's, from its top-left corner; the terminal's
/// autowrap must be off so that writing the last column never scrolls.
///
/// Styles are written as SGR sequences only where the style changes between written cells (the
/// pen carries over cursor moves), and the pen is reset to plain before an erase (which would
/// fill with its background) and at the end, so the terminal is always left plain.
public enum ScreenDiff {
    /// Clears the screen and draws the frame (blank rows and trailing spaces are not written).
    public static func repaint(_ frame: Frame) -> [UInt8] {
        var bytes = Array("\u{1B}[H\u{1B}[2J".utf8)
        var pen = Style.plain
        for row in 0..<frame.size.height {
            let used = frame.usedWidth(row: row)
            guard used > 0 else { continue }
            appendMove(to: row, column: 0, to: &bytes)
            StyledText.append(frame, row: row, columns: 0..<used, pen: &pen, to: &bytes)
        }
        bytes += SGR.transition(from: pen, to: .plain)
        return bytes
    }

    /// The changes from `old` to `new`: nothing if they are the same, a repaint if their sizes differ.
    public static func update(from old: Frame, to new: Frame) -> [UInt8] {
        guard old.size == new.size else { return repaint(new) }
        var bytes: [UInt8] = []
        var cursor: (row: Int, column: Int)? = nil
        var pen = Style.plain
        for row in 0..<new.size.height {
            let runs = changedRuns(row: row, old: old, new: new)
            for (index, run) in runs.enumerated() {
                if let at = cursor, at.row == row, at.column <= run.lowerBound {
                    if at.column < run.lowerBound { bytes.append(contentsOf: Array("\u{1B}[\(run.lowerBound - at.column)C".utf8)) }
                } else {
                    appendMove(to: row, column: run.lowerBound, to: &bytes)
                }
                let used = new.usedWidth(row: row)
                if index == runs.count - 1 && run.upperBound - max(used, run.lowerBound) > 3 {
                    // The new row is blank from `used` on (after the last run nothing changed, so
                    // it was blank there too): write up to its last character, then erase the rest.
                    if used > run.lowerBound { StyledText.append(new, row: row, columns: run.lowerBound..<used, pen: &pen, to: &bytes) }
                    bytes += SGR.transition(from: pen, to: .plain)
                    pen = .plain
                    bytes.append(contentsOf: Array("\u{1B}[K".utf8))
                    cursor = (row, max(used, run.lowerBound))
                } else {
                    StyledText.append(new, row: row, columns: run, pen: &pen, to: &bytes)
                    cursor = (row, run.upperBound)
                }
            }
        }
        bytes += SGR.transition(from: pen, to: .plain)
        return bytes
    }

    /// The column ranges of a row to rewrite: changed cells, widened to whole wide characters, and
    /// joined when the unchanged gap between two costs fewer bytes to rewrite than to skip.
    static func changedRuns(row: Int, old: Frame, new: Frame) -> [Range<Int>] {
        let width = new.size.width
        var runs: [Range<Int>] = []
        var column = 0
        while column < width {
            guard !new.cellEquals(x: column, y: row, old, x: column, y: row) else {
                column += 1
                continue
            }
            var start = column
            var end = column + 1
            while end < width, !new.cellEquals(x: end, y: row, old, x: end, y: row) { end += 1 }
            if new.isContinuation(x: start, y: row) || old.isContinuation(x: start, y: row) { start = max(0, start - 1) }
            if end < width, new.isContinuation(x: end, y: row) || old.isContinuation(x: end, y: row) { end += 1 }
            // A skip costs a CUF (`ESC [ n C`, four bytes or more); a short gap is cheaper written.
            if let last = runs.last, start - last.upperBound <= 4 {
                runs[runs.count - 1] = last.lowerBound..<end
            } else {
                runs.append(start..<end)
            }
            column = end
        }
        return runs
    }

    /// CUP: `ESC [ row ; column H`, 1-based; the column is left out when it is the first.
    static func appendMove(to row: Int, column: Int, to bytes: inout [UInt8]) {
        let text = column == 0 ? "\u{1B}[\(row + 1)H" : "\u{1B}[\(row + 1);\(column + 1)H"
        bytes.append(contentsOf: Array(text.utf8))
    }
}
