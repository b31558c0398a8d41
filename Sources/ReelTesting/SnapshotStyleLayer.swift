import Reel

/// The style layer of a frame snapshot: the sibling file `<name>.styles.txt` beside `<name>.txt`.
///
/// A sibling file, not a section of the frame's file, so that frame files stay exactly as they
/// were (plain rows ending in `|`), a review shows a change of look apart from a change of text,
/// and a frame without styles has no layer at all. The layer lists each run of equally styled
/// cells on a row, columns counted from 0 and both ends included; cells not listed are plain:
///
///     row 0, cols 0-79: bold
///     row 5, cols 2-77: reverse
///     row 22, col 40: dim red
///
/// A reel's layer has the reel's `==` header lines, each followed by its frame's runs, and
/// lists only the steps whose frames have styles.
public enum SnapshotStyleLayer {
    /// The suffix added to a snapshot's name for its style layer.
    public static let nameSuffix = ".styles"

    /// The lines of the frame's styled runs, nil when every cell is plain.
    public static func runs(of frame: Frame) -> [String]? {
        guard frame.hasStyles else { return nil }
        var lines: [String] = []
        for row in 0..<frame.size.height {
            var column = 0
            while column < frame.size.width {
                let style = frame.style(x: column, y: row) ?? .plain
                var end = column + 1
                while end < frame.size.width, frame.style(x: end, y: row) == style { end += 1 }
                if !style.isPlain {
                    let columns = end - column == 1 ? "col \(column)" : "cols \(column)-\(end - 1)"
                    lines.append("row \(row), \(columns): \(style)")
                }
                column = end
            }
        }
        return lines
    }

    /// A frame's style layer as a file, nil when the frame has no styles.
    public static func frame(_ frame: Frame) -> String? {
        runs(of: frame).map { SnapshotFormat.normalized($0.joined(separator: "\n")) }
    }

    /// A reel's style layer as a file: each styled step under its header, nil when no step has styles.
    public static func reel(_ steps: [(header: String, frame: Frame)]) -> String? {
        let styled = steps.compactMap { step in runs(of: step.frame).map { (step.header, $0) } }
        guard !styled.isEmpty else { return nil }
        return SnapshotFormat.normalized(styled.map { header, runs in
            let header = String(header.map { $0.isNewline ? " " : $0 })
            return (["\(SnapshotFormat.headerPrefix) \(header)"] + runs).joined(separator: "\n")
        }.joined(separator: "\n"))
    }
}
