/// Word wrapping: text broken into lines that fit a width in display columns.
public enum Paragraph {
    /// The lines of `text` wrapped at `width` columns.
    ///
    /// Line breaks in the text start a new line (blank lines are kept). Within a line, words are
    /// separated by spaces or tabs; runs of them collapse to one space. A word wider than the line
    /// is broken between clusters, and a wide character that does not fit moves to the next line
    /// (a single character wider than `width` gets a line of its own, cut when drawn).
    public static func wrap(_ text: String, width: Int) -> [String] {
        guard width > 0 else { return [] }
        if let lines = text.withContiguousUTF8({ bytes, _ in wrapPrintableASCII(bytes, width: width) }) { return lines }
        var lines: [String] = []
        for paragraph in text.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline) {
            let firstLine = lines.count
            var line: String?
            var lineWidth = 0
            for word in paragraph.split(whereSeparator: { $0 == " " || $0 == "\t" }) {
                let wordWidth = DisplayWidth.of(word)
                if let current = line, lineWidth + 1 + wordWidth <= width {
                    line = current + " " + word
                    lineWidth += 1 + wordWidth
                    continue
                }
                if let current = line { lines.append(current) }
                line = nil
                var rest = word
                while DisplayWidth.of(rest) > width {
                    var head = DisplayWidth.prefix(of: rest, fitting: width)
                    if head.isEmpty { head = rest.prefix(1) }
                    lines.append(String(head))
                    rest = rest[head.endIndex...]
                }
                if !rest.isEmpty {
                    line = String(rest)
                    lineWidth = DisplayWidth.of(rest)
                }
            }
            if let line {
                lines.append(line)
            } else if lines.count == firstLine {
                lines.append("")
            }
        }
        return lines
    }

    /// `wrap` for text of printable ASCII, tabs and line feeds only (most of what screens say),
    /// where every character is one byte and one column: the same lines without grapheme
    /// breaking. Nil for any other text.
    private static func wrapPrintableASCII(_ bytes: UnsafeBufferPointer<UInt8>, width: Int) -> [String]? {
        guard bytes.allSatisfy({ (0x20..<0x7F).contains($0) || $0 == 0x09 || $0 == 0x0A }) else { return nil }
        var lines: [String] = []
        for paragraph in bytes.split(separator: 0x0A, omittingEmptySubsequences: false) {
            let firstLine = lines.count
            var line: [UInt8] = []
            for word in paragraph.split(whereSeparator: { $0 == 0x20 || $0 == 0x09 }) {
                if !line.isEmpty, line.count + 1 + word.count <= width {
                    line.append(0x20)
                    line += word
                    continue
                }
                if !line.isEmpty { lines.append(String(decoding: line, as: UTF8.self)) }
                var rest = word[...]
                while rest.count > width {
                    lines.append(String(decoding: rest.prefix(width), as: UTF8.self))
                    rest = rest.dropFirst(width)
                }
                line = Array(rest)
            }
            if !line.isEmpty {
                lines.append(String(decoding: line, as: UTF8.self))
            } else if lines.count == firstLine {
                lines.append("")
            }
        }
        return lines
    }
}

extension Frame {
    /// Draws `text` wrapped to the width of `rect`, one line per row; when it needs more rows
    /// than `rect` has, the last row ends with `…`. Returns the rows used.
    @discardableResult
    public mutating func drawParagraph(_ text: String, in rect: Rect) -> Int {
        let lines = Paragraph.wrap(text, width: rect.width)
        let rows = min(lines.count, rect.height)
        for row in 0..<rows {
            var line = lines[row]
            if row == rows - 1, lines.count > rows {
                line = String(DisplayWidth.prefix(of: line, fitting: rect.width - 1)) + "…"
            }
            draw(line, x: rect.x, y: rect.y + row, width: rect.width)
        }
        return rows
    }
}
