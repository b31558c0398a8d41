import Reel

extension Frame {
    /// Draws a one-line text field: `Label      [value_______]`, the label in `labelWidth`
    /// columns, the box filling the rest of `width` (at most `maxBox` columns inside).
    ///
    /// Blanks show as `_` so an empty field is visible; a value longer than the box is cut with `…`.
    /// The inside of the box is underlined (``Theme/field``).
    public mutating func drawTextField(
        _ label: String, value: String, x: Int, y: Int, width: Int, labelWidth: Int = 12, maxBox: Int = 30
    ) {
        let boxStart = x + min(labelWidth, width)
        draw(label, x: x, y: y, width: min(labelWidth - 1, width))
        let inner = min(maxBox, x + width - boxStart - 2)
        guard inner > 0 else { return }
        draw("[", x: boxStart, y: y)
        fill("_", x: boxStart + 1, y: y, count: inner, style: Theme.field)
        draw(value, x: boxStart + 1, y: y, width: inner, style: Theme.field)
        draw("]", x: boxStart + 1 + inner, y: y)
    }
}
