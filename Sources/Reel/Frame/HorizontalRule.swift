extension Frame {
    /// Draws a horizontal line of `─` from (x, y) across `width` columns (to the right edge by
    /// default), with an optional label near its left end: `── Results ──────`.
    ///
    /// The label is cut with `…` to leave at least one `─` on each side; a rule too short for
    /// that is drawn without it. The label is drawn in `labelStyle`, the line plain.
    public mutating func drawRule(x: Int = 0, y: Int, width: Int? = nil, label: String? = nil, labelStyle: Style = .plain) {
        let width = width ?? (size.width - x)
        fill(code: BoxDrawing.horizontal, width: 1, x: x, y: y, count: width)
        guard let label, width >= 6 else { return }
        let shown = DisplayWidth.truncate(label, toWidth: width - 5)
        draw(" \(shown) ", x: x + 2, y: y, style: labelStyle)
    }
}
