import Reel

/// Which rows changed between two frames: what a terminal must redraw, and where a test's
/// frames part ways.
public struct FrameDiff: Hashable, Sendable {
    /// The rows (0-based) whose cells differ; every row of the new frame when the sizes differ.
    public let changedRows: [Int]
    /// Whether the two frames have different sizes (then everything must be redrawn).
    public let sizeChanged: Bool

    /// Compares `old` with `new`, cell by cell (no text is built).
    public init(from old: Frame, to new: Frame) {
        sizeChanged = old.size != new.size
        changedRows = sizeChanged
            ? Array(0..<new.size.height)
            : (0..<new.size.height).filter { !new.rowEquals($0, old) }
    }

    /// Whether the frames are the same.
    public var isEmpty: Bool { changedRows.isEmpty && !sizeChanged }

    /// A readable line diff of the two frames' text, old as expected and new as actual.
    public static func report(expected: Frame, actual: Frame) -> String {
        var header = ""
        if expected.size != actual.size { header = "size: expected \(expected.size), actual \(actual.size)\n" }
        return header + LineDiff(expected: expected.text, actual: actual.text).rendered()
    }
}
