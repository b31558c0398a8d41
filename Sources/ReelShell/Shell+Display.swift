import Reel

extension Shell {
    /// Prints a frame under a header, trailing spaces trimmed (piped and
    /// interactive), or shows it full screen (terminal mode).
    func show(_ frame: Frame, header: String) {
        if let fullScreen {
            fullScreen.show(frame, render: { _ in frame }, status: status)
            return
        }
        output.write("== \(header)\n" + Self.printed(frame, color: options.color) + "\n")
    }

    /// A frame as piped mode prints it: its trimmed text, with SGR sequences for its styles only
    /// with `--color always` (piped output is never a terminal, so `auto` prints plain text).
    static func printed(_ frame: Frame, color: ColorMode) -> String {
        color == .always ? StyledText.text(of: frame) : frame.trimmedText
    }

    /// The status line: scene, commands in flight, recording.
    var status: String {
        Self.status(of: program, model: program.model, recording: session.recordingPath, focus: fullScreen?.focus)
    }

    /// Shows the present: the program's frame, and its model for other sizes.
    func showPresent() {
        let model = program.model
        fullScreen?.show(program.frame, render: { App.frame(of: model, size: $0) }, status: status)
    }

    /// Scene, commands in flight, recording; in terminal mode, the field typing goes to.
    static func status(of program: Program<App>, model: App.Model, recording: String?, focus: FieldFocus?) -> String {
        let scene = App.sceneName(of: model)
        let fields = App.fields(in: model)
        let typing = focus.map { focus in
            fields.isEmpty ? "" : " · typing: \(fields[focus.index(scene: scene, count: fields.count)])"
                + (fields.count > 1 ? " (Tab: next)" : "")
        } ?? ""
        return "\(scene) · \(program.inFlight) in flight · " + (recording.map { "recording \($0)" } ?? "not recording") + typing
    }
}
