import Reel

/// The interactive screen: the frame at the top, redrawn in place row by row as it changes, a
/// status line, a message line, and the prompt below.
///
/// Only changed rows are rewritten (by `FrameDiff`), with the cursor saved and restored around
/// each redraw so that what the person is typing stays where it is.
final class TerminalScreen: Sendable {
    private let output: any ShellOutput
    private let size: FrameSize
    private let shown = Locked<(frame: Frame?, status: String)>((nil, ""))

    private static let escape = "\u{1B}["

    init(output: any ShellOutput, size: FrameSize) {
        self.output = output
        self.size = size
        output.write(Self.escape + "2J" + Self.escape + "H")
    }

    /// Redraws what changed in the frame, and the status line if it changed.
    func show(_ frame: Frame, status: String) {
        shown.withLock { shown in
            let rows = shown.frame.map { FrameDiff(from: $0, to: frame).changedRows } ?? Array(0..<frame.size.height)
            var text = "\u{1B}7"
            for row in rows { text += move(to: row) + Self.escape + "2K" + frame.line(row) }
            if status != shown.status {
                text += move(to: size.height) + Self.escape + "2K" + Self.escape + "7m " + status + " " + Self.escape + "0m"
            }
            text += "\u{1B}8"
            output.write(text)
            shown = (frame, status)
        }
    }

    /// Shows a one-line message under the status line.
    func message(_ text: String) {
        output.write("\u{1B}7" + move(to: size.height + 1) + Self.escape + "2K" + text + "\u{1B}8")
    }

    /// Prints a listing below the prompt; the frame above stays.
    func listing(_ lines: [String]) {
        output.write(move(to: size.height + 3) + Self.escape + "J" + lines.joined(separator: "\r\n") + "\r\n")
    }

    /// Puts the prompt on its line, cleared.
    func prompt() {
        output.write(move(to: size.height + 2) + Self.escape + "2K" + "> ")
    }

    /// Leaves the cursor below everything, on a fresh line.
    func leave() {
        output.write(move(to: size.height + 3) + Self.escape + "J")
    }

    private func move(to row: Int) -> String { Self.escape + "\(row + 1);1H" }
}
