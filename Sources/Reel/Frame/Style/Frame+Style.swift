import Foundation

extension Frame {
    /// The style of a cell (``Style/plain`` unless one was set), nil outside the frame.
    public func style(x: Int, y: Int) -> Style? {
        guard (0..<size.width).contains(x), (0..<size.height).contains(y) else { return nil }
        return Style(packed: styleCode(at: y * size.width + x))
    }

    /// Whether any cell has a style other than ``Style/plain``.
    public var hasStyles: Bool { styles.contains { $0 != 0 } }

    /// Gives every cell of `rect` (clipped to the frame) `style`, leaving the text as it is: to
    /// highlight a row after drawing it, say.
    public mutating func setStyle(_ style: Style, in rect: Rect) {
        let packed = style.packed
        guard packed != 0 || !styles.isEmpty else { return }
        for row in max(0, rect.y)..<max(0, min(size.height, rect.maxY)) {
            setStyleCode(packed, row: row, from: rect.x, to: rect.maxX)
        }
    }

    /// The packed style of the cell at a storage index (0 when no style was ever set).
    package func styleCode(at index: Int) -> UInt32 { styles.isEmpty ? 0 : styles[index] }

    /// The packed style of the cell at (x, y), which must be inside the frame.
    package func styleCode(x: Int, y: Int) -> UInt32 { styleCode(at: y * size.width + x) }

    /// Sets the style of columns `from..<to` of a row (clipped), allocating the style storage only
    /// when the first style other than plain is set, so frames without styles cost nothing.
    @inline(__always)
    mutating func setStyle(_ style: Style, row: Int, from: Int, to: Int) {
        let packed = style.packed
        guard packed != 0 || !styles.isEmpty else { return }
        setStyleCode(packed, row: row, from: from, to: to)
    }

    /// `setStyle` for a packed style.
    mutating func setStyleCode(_ packed: UInt32, row: Int, from: Int, to: Int) {
        let start = max(0, from)
        let end = min(size.width, to)
        guard start < end, (0..<size.height).contains(row) else { return }
        if styles.isEmpty {
            guard packed != 0 else { return }
            styles = Array(repeating: 0, count: cells.count)
        }
        let base = row * size.width
        styles.withUnsafeMutableBufferPointer { styles in
            for index in base + start..<base + end { styles[index] = packed }
        }
    }

    /// Whether two frames of one size give every cell the same style (no storage counts as plain).
    func sameStyles(_ other: Frame) -> Bool {
        switch (styles.isEmpty, other.styles.isEmpty) {
        case (true, true): true
        case (false, true): !hasStyles
        case (true, false): !other.hasStyles
        case (false, false):
            // Compared as bytes: the determinism check compares every frame it renders twice.
            styles.count == other.styles.count
                && styles.withUnsafeBytes { mine in other.styles.withUnsafeBytes { memcmp(mine.baseAddress!, $0.baseAddress!, mine.count) == 0 } }
        }
    }
}
