/// A rectangle of cells in a frame: where a helper draws, and what it leaves for the next one.
public struct Rect: Hashable, Sendable, Codable, CustomStringConvertible {
    /// The leftmost column.
    public var x: Int
    /// The top row.
    public var y: Int
    /// Columns, never negative.
    public var width: Int
    /// Rows, never negative.
    public var height: Int

    /// Creates a rectangle; a negative width or height counts as zero.
    public init(x: Int, y: Int, width: Int, height: Int) {
        self.x = x
        self.y = y
        self.width = max(0, width)
        self.height = max(0, height)
    }

    /// The column just right of the rectangle.
    public var maxX: Int { x + width }
    /// The row just below the rectangle.
    public var maxY: Int { y + height }
    /// Whether the rectangle holds no cell.
    public var isEmpty: Bool { width == 0 || height == 0 }

    /// The rectangle shrunk by `amount` cells on every side.
    public func inset(by amount: Int) -> Rect {
        inset(top: amount, left: amount, bottom: amount, right: amount)
    }

    /// The rectangle shrunk by the given cells on each side (never below zero size).
    public func inset(top: Int = 0, left: Int = 0, bottom: Int = 0, right: Int = 0) -> Rect {
        Rect(x: x + left, y: y + top, width: width - left - right, height: height - top - bottom)
    }

    /// A rectangle of the given size centred in this one, shrunk to fit when too big.
    public func centered(width: Int, height: Int) -> Rect {
        let width = min(max(0, width), self.width)
        let height = min(max(0, height), self.height)
        return Rect(x: x + (self.width - width) / 2, y: y + (self.height - height) / 2, width: width, height: height)
    }

    /// `(x,y) WxH`.
    public var description: String { "(\(x),\(y)) \(width)x\(height)" }
}
