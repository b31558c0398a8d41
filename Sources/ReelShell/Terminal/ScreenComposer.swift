import Reel

/// Lays out terminal mode's screen as one frame: pure, so what the terminal shows is a function
/// of the app's frame, the bottom line and the box over them.
enum ScreenComposer {
    /// The whole screen at `size`: the app drawn at the size above the bottom row, the box (help,
    /// a listing) centred over it, the bottom row; below the minimum size, only a line saying so.
    static func compose(
        size: FrameSize, render: (FrameSize) -> Frame, bottom: String, overlay: (title: String, lines: [String])?
    ) -> Frame {
        var frame = Frame(size: size)
        let minimum = FullScreen.minimumSize
        guard size.width >= minimum.width, size.height >= minimum.height else {
            frame.draw("Too small: need \(minimum)", x: 0, y: 0, width: size.width)
            return frame
        }
        let app = render(FullScreen.appSize(in: size))
        frame.draw(app, x: 0, y: 0)
        if let overlay { drawBox(overlay, on: &frame, above: size.height - 1) }
        frame.draw(bottom, x: 0, y: size.height - 1, width: size.width)
        return frame
    }

    /// A box of lines as wide as the longest (within the screen), with how to close it at the bottom;
    /// lines that do not fit are cut, and the last visible one says how many more there are.
    private static func drawBox(_ overlay: (title: String, lines: [String]), on frame: inout Frame, above bottom: Int) {
        let footer = "Esc closes"
        let widest = ([overlay.title, footer] + overlay.lines).map { DisplayWidth.of($0) }.max() ?? 0
        let width = min(frame.size.width - 2, widest + 4)
        let height = min(bottom - 1, overlay.lines.count + 2)
        let area = Rect(x: 0, y: 0, width: frame.size.width, height: bottom)
        let inside = frame.drawModal(
            width: width, height: height, title: overlay.title.isEmpty ? nil : overlay.title, footer: footer, over: area)
        var lines = overlay.lines
        if lines.count > inside.height, inside.height > 0 {
            lines = Array(lines.prefix(inside.height - 1)) + ["… \(overlay.lines.count - inside.height + 1) more"]
        }
        for (row, line) in lines.prefix(inside.height).enumerated() {
            frame.draw(line, x: inside.x + 1, y: inside.y + row, width: inside.width - 1)
        }
    }
}
