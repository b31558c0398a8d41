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
