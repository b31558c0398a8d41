import Reel

/// Where an interactive shell shows the app: the line-by-line `TerminalScreen`, or the
/// full-screen `FullScreen` of terminal mode.
protocol ShellScreen: Sendable {
    /// Shows a frame; `render` draws the same model at another size (the terminal's).
    func show(_ frame: Frame, render: @escaping @Sendable (FrameSize) -> Frame, status: String)
    /// Shows a one-line message (an error); empty clears it.
    func message(_ text: String)
    /// Shows lines of a listing (help, log).
    func listing(_ lines: [String])
    /// Asks for the next line.
    func prompt()
    /// Leaves the screen for good.
    func leave()
}

extension TerminalScreen: ShellScreen {
    func show(_ frame: Frame, render: @escaping @Sendable (FrameSize) -> Frame, status: String) { show(frame, status: status) }
}
