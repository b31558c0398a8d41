extension Frame {
    /// Draws a title bar on the first two rows of `area` (the whole frame by default): a back
    /// hint such as `< Items` on the left, the title centred, a rule beneath; returns the rest.
    ///
    /// When the centred title would touch the hint it moves right, and it is cut with `…` when
    /// the row is too narrow for both. The title is drawn in `titleStyle`, the hint in `backStyle`.
    @discardableResult
    public mutating func drawTitleBar(
        _ title: String, back: String? = nil, in area: Rect? = nil, titleStyle: Style = .plain, backStyle: Style = .plain
    ) -> Rect {
        let area = area ?? bounds
        guard area.height > 0 else { return area }
        var titleStart = area.x
        if let back {
            titleStart = draw("< \(back)", x: area.x, y: area.y, width: area.width, style: backStyle) + 2
        }
        let titleWidth = DisplayWidth.of(title)
        let centred = area.x + (area.width - titleWidth) / 2
        let x = max(titleStart, centred)
        draw(title, x: x, y: area.y, width: area.maxX - x, style: titleStyle)
        guard area.height > 1 else { return area.inset(top: 1) }
        drawRule(x: area.x, y: area.y + 1, width: area.width)
        return area.inset(top: 2)
    }
}
