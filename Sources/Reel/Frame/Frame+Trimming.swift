extension Frame {
    /// A frame line without its trailing spaces, as logs store frames and diffs show them.
    static func trimmingTrailingSpaces(_ line: String) -> String {
        var end = line.endIndex
        while end > line.startIndex, line[line.index(before: end)] == " " { end = line.index(before: end) }
        return String(line[..<end])
    }

    /// The frame's lines without their trailing spaces, as a log stores them.
    package var trimmedLines: [String] { lines.map(Self.trimmingTrailingSpaces) }
}
