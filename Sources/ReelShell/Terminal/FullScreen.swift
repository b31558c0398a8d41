import Reel

/// Terminal mode's screen: the app's frame over the whole terminal but its last row, which holds
/// the status (or a message, or the `:` command line); help and listings as a box over the frame.
///
/// Everything is drawn into one frame of the terminal's size, and only the cells that differ
/// from what is on the terminal are written (``ScreenDiff``): a full repaint only on resize,
/// Ctrl-L, or after something else may have written to the terminal. Nothing ever scrolls.
final class FullScreen: ShellOutput, Sendable {
    /// The smallest terminal the app is drawn in; below it, one line says so.
    static let minimumSize = FrameSize(width: 40, height: 12)

    private struct State {
        var size: FrameSize
        var render: (@Sendable (FrameSize) -> Frame)?
        var status = ""
        var message = ""
        var commandLine: LineEditor?
        var overlay: (title: String, lines: [String])?
        var painted: Frame?
        var cursorShown = false
        var left = false
    }

    private let terminal: TerminalMode
    private let state: Locked<State>
    /// Whether styles are written (`--color`): without, every cell is drawn plain.
    private let styled: Bool
    /// Which text field typing goes to.
    let focus = FieldFocus()

    init(terminal: TerminalMode, size: FrameSize, styled: Bool = true) {
        self.terminal = terminal
        self.styled = styled
        state = Locked(State(size: size))
    }

    /// The size the app is drawn at: the terminal's, less the bottom row.
    static func appSize(in size: FrameSize) -> FrameSize { FrameSize(width: size.width, height: max(1, size.height - 1)) }

    /// Shows a frame; `render` draws the same model at the terminal's size.
    func show(_ frame: Frame, render: @escaping @Sendable (FrameSize) -> Frame, status: String) {
        update { state in
            state.render = render
            state.status = status
        }
    }

    func message(_ text: String) {
        if state.withLock({ $0.left }) {
            if !text.isEmpty { terminal.write(text + "\n") }
            return
        }
        update { $0.message = text }
    }

    func listing(_ lines: [String]) { update { $0.overlay = (title: "", lines: lines) } }

    /// Shows a box of lines over the frame until `closeOverlay()`.
    func overlay(title: String, lines: [String]) { update { $0.overlay = (title: title, lines: lines) } }

    /// Whether a box is shown.
    var hasOverlay: Bool { state.withLock { $0.overlay != nil } }

    /// Takes the box away.
    func closeOverlay() { update { $0.overlay = nil } }

    /// Shows the command line being edited, with the cursor in it; nil hides it.
    func commandLine(_ editor: LineEditor?) { update { $0.commandLine = editor } }

    /// The terminal has a new size: everything is drawn again.
    func resize(to size: FrameSize) {
        update { state in
            state.size = size
            state.painted = nil
        }
    }

    /// Draws everything again from a cleared screen (Ctrl-L, or after output from elsewhere).
    func repaint() { update { $0.painted = nil } }

    func leave() {
        state.withLock { $0.left = true }
        terminal.restore()
    }

    func write(_ text: String) { listing(text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)) }

    func error(_ message: String) { self.message("error: " + message) }

    /// Applies a change and writes what it changed on the terminal.
    private func update(_ change: (inout State) -> Void) {
        state.withLock { state in
            change(&state)
            guard !state.left, let render = state.render else { return }
            var frame = ScreenComposer.compose(
                size: state.size, render: render, bottom: bottomLine(state), overlay: state.overlay)
            if !styled { frame.setStyle(.plain, in: frame.bounds) }
            var bytes = state.painted.map { ScreenDiff.update(from: $0, to: frame) } ?? ScreenDiff.repaint(frame)
            bytes += cursorBytes(&state)
            if !bytes.isEmpty { terminal.write(bytes) }
            state.painted = frame
        }
    }

    /// The bottom row: the command line, else a message, else the status and the ways to get help.
    private func bottomLine(_ state: State) -> String {
        if let editor = state.commandLine { return ":" + editor.line }
        if !state.message.isEmpty { return state.message }
        return state.status + " · ? help · : command"
    }

    /// Shows the cursor in the command line while it is open, and hides it otherwise.
    private func cursorBytes(_ state: inout State) -> [UInt8] {
        guard let editor = state.commandLine, state.size.width >= Self.minimumSize.width,
              state.size.height >= Self.minimumSize.height
        else {
            defer { state.cursorShown = false }
            return state.cursorShown ? Array("\u{1B}[?25l".utf8) : []
        }
        let column = min(state.size.width - 1, 1 + DisplayWidth.of(String(editor.text.prefix(editor.cursor))))
        var bytes: [UInt8] = []
        ScreenDiff.appendMove(to: state.size.height - 1, column: column, to: &bytes)
        if !state.cursorShown { bytes += Array("\u{1B}[?25h".utf8) }
        state.cursorShown = true
        return bytes
    }
}
