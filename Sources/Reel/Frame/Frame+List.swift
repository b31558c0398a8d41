extension Frame {
    /// Draws the items of `window` one per row of `rect`, the selected one after `cursor` and the
    /// others after as many spaces, each cut with `…` to the rect's width.
    ///
    /// `item` is asked only for the visible indices, so a long list costs nothing off screen.
    /// Rows of `rect` below the last item are left as they are. The selected item's whole row of
    /// `rect` gets `selectionStyle` (reverse, say, for a highlighted bar); the others are plain.
    public mutating func drawList(
        _ window: ListWindow, in rect: Rect, cursor: String = "> ", selectionStyle: Style = .plain, item: (Int) -> String
    ) {
        let indent = min(DisplayWidth.of(cursor), rect.width)
        for (row, index) in window.visible.prefix(rect.height).enumerated() {
            let y = rect.y + row
            var x = rect.x + indent
            if index == window.selection {
                x = draw(cursor, x: rect.x, y: y, width: rect.width)
            } else {
                fill(code: Cell.blank, width: 1, x: rect.x, y: y, count: indent)
            }
            draw(item(index), x: x, y: y, width: rect.maxX - x)
            if index == window.selection { setStyle(selectionStyle, row: y, from: rect.x, to: rect.maxX) }
        }
    }

    /// Draws `items` in `rect` with the selection kept visible, and returns the window used
    /// (for its `indicator`), the selection's row in `selectionStyle`.
    @discardableResult
    public mutating func drawList(
        _ items: [String], selection: Int?, top: Int? = nil, in rect: Rect, cursor: String = "> ", selectionStyle: Style = .plain
    ) -> ListWindow {
        let window = ListWindow(count: items.count, rows: rect.height, selection: selection, top: top)
        drawList(window, in: rect, cursor: cursor, selectionStyle: selectionStyle) { items[$0] }
        return window
    }
}
