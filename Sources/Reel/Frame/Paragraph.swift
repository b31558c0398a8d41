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
        if let lines = wrapOneColumnScalars(text, width: width) { return lines }
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

    /// `wrap` for text in which every scalar is a cluster of its own, one column wide (ASCII,
    /// Latin-1 and its extensions, general punctuation such as `…`: most of what screens say), plus
    /// tabs and line feeds: the same lines, worked out on UTF-8 bytes without grapheme breaking
    /// (a scalar's columns are its first bytes). Nil for any other text.
    private static func wrapOneColumnScalars(_ text: String, width: Int) -> [String]? {
        text.withContiguousUTF8 { bytes, text -> [String]? in
            let isASCII = !bytes.contains { $0 >= 0x80 }
            guard isASCII ? bytes.allSatisfy({ isOneColumnCluster(Unicode.Scalar($0)) })
                          : text.unicodeScalars.allSatisfy(isOneColumnCluster)
            else { return nil }
            return wrapBytes(bytes, width: width)
        }
    }

    private static func wrapBytes(_ bytes: UnsafeBufferPointer<UInt8>, width: Int) -> [String] {
        func columns(_ run: Slice<UnsafeBufferPointer<UInt8>>) -> Int { run.count { $0 & 0xC0 != 0x80 } }
        var lines: [String] = []
        for paragraph in bytes.split(separator: 0x0A, omittingEmptySubsequences: false) {
            let firstLine = lines.count
            var line: [UInt8] = []
            var lineWidth = 0
            for word in paragraph.split(whereSeparator: { $0 == 0x20 || $0 == 0x09 }) {
                let wordWidth = columns(word)
                if lineWidth > 0, lineWidth + 1 + wordWidth <= width {
                    line.append(0x20)
                    line += word
                    lineWidth += 1 + wordWidth
                    continue
                }
                if lineWidth > 0 { lines.append(String(decoding: line, as: UTF8.self)) }
                var rest = word
                var restWidth = wordWidth
                while restWidth > width {
                    // The first `width` scalars: up to the start of scalar number `width`.
                    var end = rest.startIndex
                    var seen = 0
                    while end < rest.endIndex, seen < width || rest[end] & 0xC0 == 0x80 {
                        if rest[end] & 0xC0 != 0x80 { seen += 1 }
                        end += 1
                    }
                    lines.append(String(decoding: rest[rest.startIndex..<end], as: UTF8.self))
                    rest = rest[end...]
                    restWidth -= width
                }
                line = Array(rest)
                lineWidth = restWidth
            }
            if lineWidth > 0 {
                lines.append(String(decoding: line, as: UTF8.self))
            } else if lines.count == firstLine {
                lines.append("")
            }
        }
        return lines
    }

    /// Whether a scalar always stands as a one-column cluster of its own next to others of the
    /// kind (and tab and line feed, which wrapping handles): no control but those, no mark, no
    /// joiner, no wide or zero-width character, no line separator.
    private static func isOneColumnCluster(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x09, 0x0A, 0x20..<0x7F: true
        case 0xA0..<0x300: scalar.value != 0xAD
        case 0x2010...0x2027, 0x2030...0x205E: DisplayWidth.of(scalar) == 1
        default: false
        }
    }
}

extension Frame {
    /// Draws `text` wrapped to the width of `rect`, one line per row; when it needs more rows
    /// than `rect` has, the last row ends with `…`. The text is drawn in `style`. Returns the rows used.
    @discardableResult
    public mutating func drawParagraph(_ text: String, in rect: Rect, style: Style = .plain) -> Int {
        let lines = Paragraph.wrap(text, width: rect.width)
        let rows = min(lines.count, rect.height)
        for row in 0..<rows {
            var line = lines[row]
            if row == rows - 1, lines.count > rows {
                line = String(DisplayWidth.prefix(of: line, fitting: rect.width - 1)) + "…"
            }
            draw(line, x: rect.x, y: rect.y + row, width: rect.width, style: style)
        }
        return rows
    }
}
