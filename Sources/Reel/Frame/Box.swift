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
        fill("┌", x: rect.x, y: top, count: 1)
        fill("─", x: rect.x + 1, y: top, count: rect.width - 2)
        fill("┐", x: right, y: top, count: 1)
        for row in top + 1..<bottom {
            fill("│", x: rect.x, y: row, count: 1)
            fill("│", x: right, y: row, count: 1)
        }
        fill("└", x: rect.x, y: bottom, count: 1)
        fill("─", x: rect.x + 1, y: bottom, count: rect.width - 2)
        fill("┘", x: right, y: bottom, count: 1)
        // A label sits between spaces, after "┌─" or before "─┘": 5 columns of frame around it.
        let labelSpace = rect.width - 5
        if let title, labelSpace >= 1 {
            draw(" \(DisplayWidth.truncate(title, toWidth: labelSpace)) ", x: rect.x + 2, y: top)
        }
        if let footer, labelSpace >= 1 {
            let shown = " \(DisplayWidth.truncate(footer, toWidth: labelSpace)) "
            draw(shown, x: right - 1 - DisplayWidth.of(shown), y: bottom)
        }
        return rect.inset(by: 1)
    }
}
