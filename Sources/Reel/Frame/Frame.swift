/// The size of a frame in terminal cells.
public struct FrameSize: Hashable, Sendable, Codable, CustomStringConvertible {
    /// Columns.
    public var width: Int
    /// Rows.
    public var height: Int

    /// Creates a size; negative sides count as zero.
    public init(width: Int, height: Int) {
        self.width = max(0, width)
        self.height = max(0, height)
    }

    /// The classic terminal, 80 columns by 24 rows.
    public static let standard = FrameSize(width: 80, height: 24)

    /// `80x24`.
    public var description: String { "\(width)x\(height)" }
}

/// A fixed grid of text cells that a scene renders into.
public struct Frame: Hashable, Sendable {
    /// The grid's size.
    public let size: FrameSize
    private var rows: [[Character]]

    /// A blank frame.
    public init(size: FrameSize = .standard) {
        self.size = size
        rows = Array(repeating: Array(repeating: " ", count: size.width), count: size.height)
    }

    /// Writes text starting at a cell, clipped at the right edge.
    public mutating func draw(_ text: String, x: Int, y: Int) {
        guard rows.indices.contains(y) else { return }
        var column = x
        for character in text where column < size.width {
            if column >= 0 { rows[y][column] = character }
            column += 1
        }
    }

    /// The rows as strings, trailing spaces kept.
    public var lines: [String] { rows.map { String($0) } }

    /// The whole frame, rows joined with newlines.
    public var text: String { lines.joined(separator: "\n") }
}
