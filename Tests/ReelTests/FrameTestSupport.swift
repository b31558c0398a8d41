import Reel

/// The frame's rows, each closed with `|` so trailing spaces are visible in expectations.
func rows(_ frame: Frame) -> [String] {
    frame.lines.map { $0 + "|" }
}

/// A blank frame of the given size.
func blank(_ width: Int, _ height: Int = 1) -> Frame {
    Frame(size: FrameSize(width: width, height: height))
}
