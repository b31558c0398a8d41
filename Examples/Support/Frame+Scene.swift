import Reel

extension Frame {
    /// Where an example scene draws its content: above the status line, two columns in from each
    /// side (fewer on a narrow frame), and one row below the top when the frame is tall enough to
    /// spare it (12 rows or more above the status line).
    public var sceneBody: Rect {
        let area = bounds.inset(bottom: 2)
        let side = min(2, area.width / 10)
        return area.inset(top: area.height >= 12 ? 1 : 0, left: side, bottom: 0, right: side)
    }

    /// Draws the status line with the commands that drive the scene on the right; the message on
    /// the left only when it fits whole beside them (a cut message says less than none). The hint
    /// is dim, an error message (`! …`) in ``Theme/error``.
    public mutating func drawSceneStatus(_ message: String, hint: String) {
        let fits = DisplayWidth.of(message) + 1 + DisplayWidth.of(hint) <= size.width
        drawStatusLine(fits ? message : "", hint: hint, messageStyle: Theme.message(message), hintStyle: Theme.hint)
    }

    /// Draws a paragraph wrapped to `rect`, an error (`! …`) in ``Theme/error``; returns the rows used.
    @discardableResult
    public mutating func drawSceneParagraph(_ text: String, in rect: Rect) -> Int {
        drawParagraph(text, in: rect, style: Theme.message(text))
    }

    /// Draws paragraphs one under the other from the top of `rect`, each wrapped to its width, an
    /// empty string standing for a blank line, errors (`! …`) in ``Theme/error``; returns the row
    /// after the last one drawn.
    @discardableResult
    public mutating func drawParagraphs(_ paragraphs: [String], in rect: Rect) -> Int {
        var y = rect.y
        for paragraph in paragraphs where y < rect.maxY {
            y += paragraph.isEmpty ? 1 : drawSceneParagraph(paragraph, in: Rect(x: rect.x, y: y, width: rect.width, height: rect.maxY - y))
        }
        return y
    }
}
