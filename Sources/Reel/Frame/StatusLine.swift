extension Frame {
    /// Draws a status line on the last two rows of `area` (the whole frame by default): a rule,
    /// then the message on the left and an optional hint (keys, counts) on the right; returns
    /// the rows above.
    ///
    /// The hint is kept whole when it fits and the message is cut with `…` to leave a space
    /// before it. The message is drawn in `messageStyle`, the hint in `hintStyle`.
    @discardableResult
    public mutating func drawStatusLine(
        _ message: String, hint: String? = nil, in area: Rect? = nil, messageStyle: Style = .plain, hintStyle: Style = .plain
    ) -> Rect {
        let area = area ?? bounds
        guard area.height > 0 else { return area }
        let row = area.maxY - 1
        clear(Rect(x: area.x, y: row, width: area.width, height: 1))  // the line owns its row
        var messageWidth = area.width
        if let hint {
            let hintWidth = min(DisplayWidth.of(hint), area.width)
            draw(hint, x: area.maxX - hintWidth, y: row, width: hintWidth, style: hintStyle)
            messageWidth = max(0, area.width - hintWidth - 1)
        }
        draw(message, x: area.x, y: row, width: messageWidth, style: messageStyle)
        guard area.height > 1 else { return area.inset(bottom: 1) }
        drawRule(x: area.x, y: row - 1, width: area.width)
        return area.inset(bottom: 2)
    }
}
