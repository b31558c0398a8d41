import Reel

/// How frames, reels and texts are written to snapshot files, and how files are read back.
///
/// The rule for trailing spaces, chosen so that files survive editors and diffs stay readable:
/// - A frame is written one row per line, each row followed by a `|` right border. The border
///   makes a row's trailing spaces (and blank rows) visible and keeps editors from trimming them,
///   and shows the frame's width in a review.
/// - Every file is compared after normalising both sides: line ends `\r\n` or `\r` read as `\n`,
///   spaces and tabs at the end of a line are dropped, blank lines at the end are dropped, and a
///   non-empty file ends with one `\n`. So for a plain-text snapshot trailing whitespace does not
///   count; a frame loses nothing, since every row ends in `|`.
/// - Files are UTF-8 without a byte order mark.
public enum SnapshotFormat {
    /// The character written after every frame row.
    public static let border: Character = "|"
    /// What starts a reel's header lines.
    public static let headerPrefix = "=="

    /// A frame as a snapshot file: each row then `|`, one row per line.
    public static func frame(_ frame: Frame) -> String {
        normalized(frame.lines.map { $0 + String(border) }.joined(separator: "\n"))
    }

    /// A sequence of frames as one file: before each frame a header line `== <header>` (line
    /// breaks in the header become spaces), then its rows as in `frame(_:)`.
    public static func reel(_ steps: [(header: String, frame: Frame)]) -> String {
        normalized(steps.map { step in
            let header = String(step.header.map { isLineBreak($0) ? " " : $0 })
            return "\(headerPrefix) \(header)\n" + frame(step.frame)
        }.joined())
    }

    /// Text in the form it is stored and compared in (see the rule above).
    public static func normalized(_ text: String) -> String {
        var lines = text.split(omittingEmptySubsequences: false, whereSeparator: isLineBreak).map { line in
            var line = line
            while let last = line.last, last == " " || last == "\t" { line.removeLast() }
            return line
        }
        while let last = lines.last, last.isEmpty { lines.removeLast() }
        return lines.isEmpty ? "" : lines.joined(separator: "\n") + "\n"
    }

    private static func isLineBreak(_ character: Character) -> Bool {
        character == "\n" || character == "\r\n" || character == "\r"
    }
}
