import Reel

/// A frame's cells as bytes for a terminal, with SGR sequences wherever the style changes.
enum StyledText {
    /// Appends the cells `columns` of a row, changing the pen (the terminal's current style,
    /// plain after a reset) only where a cell's style differs from it; the pen is left as the
    /// last cell's style. Continuation cells add nothing: their wide character covers them.
    static func append(_ frame: Frame, row: Int, columns: Range<Int>, pen: inout Style, to bytes: inout [UInt8]) {
        var start = columns.lowerBound
        while start < columns.upperBound {
            let code = frame.styleCode(x: start, y: row)
            var end = start + 1
            while end < columns.upperBound, frame.isContinuation(x: end, y: row) || frame.styleCode(x: end, y: row) == code {
                end += 1
            }
            let style = frame.style(x: start, y: row) ?? .plain
            bytes += SGR.transition(from: pen, to: style)
            pen = style
            frame.appendUTF8(row: row, columns: start..<end, to: &bytes)
            start = end
        }
    }

    /// The frame's rows, each without its trailing plain spaces, with SGR sequences for its
    /// styles and ending plain, joined with `\n`: piped output with `--color always`. The same
    /// as `trimmedText` for a frame without styles.
    static func text(of frame: Frame) -> String {
        var bytes: [UInt8] = []
        for row in 0..<frame.size.height {
            if row > 0 { bytes.append(0x0A) }
            var pen = Style.plain
            append(frame, row: row, columns: 0..<frame.usedWidth(row: row), pen: &pen, to: &bytes)
            bytes += SGR.transition(from: pen, to: .plain)
        }
        return String(decoding: bytes, as: UTF8.self)
    }
}
