extension Frame {
    /// Draws a box of the given size centred over `area` (the whole frame by default), covering
    /// whatever was drawn beneath it, and returns its inside for the modal's content.
    ///
    /// Render the screen underneath first, then the modal: it blanks its own cells only, so the
    /// screen around it stays visible. A box larger than the area is shrunk to fit.
    @discardableResult
    public mutating func drawModal(width: Int, height: Int, title: String? = nil, footer: String? = nil, over area: Rect? = nil) -> Rect {
        let box = (area ?? bounds).centered(width: width, height: height)
        clear(box)
        return drawBox(box, title: title, footer: footer)
    }
}
