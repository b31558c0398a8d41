extension Frame {
    /// Draws a single-line border around `rect`, with an optional title on the top edge (left)
    /// and footer on the bottom edge (right), and returns the inside.
    ///
    /// The inside is not cleared: draw a box over blank cells, or use `drawModal` to cover what
    /// is beneath. Titles and footers are cut with `…` to keep the corners and one `─` beside
    /// them; a box narrower or shorter than 2 cells draws nothing and has an empty inside.
    @discardableResult
    public mutating func drawBox(_ rect: Rect, title: String? = nil, footer: String? = nil) -> Rect {
        guard rect.width >= 2, rect.height >= 2 else { return Rect(x: rect.x, y: rect.y, width: 0, height: 0) }
        let top = rect.y
        let bottom = rect.maxY - 1
        let right = rect.maxX - 1
        fill(code: BoxDrawing.topLeft, width: 1, x: rect.x, y: top, count: 1)
        fill(code: BoxDrawing.horizontal, width: 1, x: rect.x + 1, y: top, count: rect.width - 2)
        fill(code: BoxDrawing.topRight, width: 1, x: right, y: top, count: 1)
        for row in max(0, top + 1)..<max(0, min(size.height, bottom)) {
            if (0..<size.width).contains(rect.x) { put(BoxDrawing.vertical, wide: false, column: rect.x, row: row) }
            if (0..<size.width).contains(right) { put(BoxDrawing.vertical, wide: false, column: right, row: row) }
        }
        if !styles.isEmpty {
            for row in max(0, top + 1)..<max(0, min(size.height, bottom)) {
                setStyleCode(0, row: row, from: rect.x, to: rect.x + 1)
                setStyleCode(0, row: row, from: right, to: right + 1)
            }
        }
        fill(code: BoxDrawing.bottomLeft, width: 1, x: rect.x, y: bottom, count: 1)
        fill(code: BoxDrawing.horizontal, width: 1, x: rect.x + 1, y: bottom, count: rect.width - 2)
        fill(code: BoxDrawing.bottomRight, width: 1, x: right, y: bottom, count: 1)
        // A label sits between spaces, after "┌─" or before "─┘": 5 columns of frame around it.
        let labelSpace = rect.width - 5
        if let title, labelSpace >= 1 {
            drawLabel(title, x: rect.x + 2, y: top, width: labelSpace)
        }
        if let footer, labelSpace >= 1 {
            drawLabel(footer, x: right - 3 - min(DisplayWidth.of(footer), labelSpace), y: bottom, width: labelSpace)
        }
        return rect.inset(by: 1)
    }

    /// ` label ` from `x`, the label cut to `width` columns.
    private mutating func drawLabel(_ label: String, x: Int, y: Int, width: Int) {
        fill(code: Cell.blank, width: 1, x: x, y: y, count: 1)
        let end = draw(label, x: x + 1, y: y, width: width)
        fill(code: Cell.blank, width: 1, x: end, y: y, count: 1)
    }
}

/// The cell codes of the single-line box-drawing characters (each one column wide).
enum BoxDrawing {
    static let horizontal: UInt32 = 0x2500 // ─
    static let vertical: UInt32 = 0x2502 // │
    static let topLeft: UInt32 = 0x250C // ┌
    static let topRight: UInt32 = 0x2510 // ┐
    static let bottomLeft: UInt32 = 0x2514 // └
    static let bottomRight: UInt32 = 0x2518 // ┘
}
