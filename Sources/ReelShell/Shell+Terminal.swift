import Reel

extension Shell where App: KeyDriven {
    /// Runs terminal mode (``Options/terminal``) until `:quit`, Ctrl-D or the end of input (exit
    /// status 0) or Ctrl-C (130), and leaves the terminal as it found it; without a terminal,
    /// reads lines from standard input as ``run(_:)`` does.
    public func runTerminal() -> Int32 {
        guard let terminal = options.terminal, let fullScreen else { return run(InputLines()) }
        guard startRecording() else { return finish(1) }
        showPresent()
        var input = TerminalInput()
        // Kept for the whole session, so that its history is too; `editing` says whether it is open.
        var editor = LineEditor()
        var editing = false
        while true {
            switch input.next() {
            case .end: return finish(0)
            case .resized:
                if let size = terminal.size {
                    fullScreen.resize(to: size)
                    events?.resized(to: FullScreen.appSize(in: size))
                }
            case .keys(let keys):
                // Typed text one character at a time, so that `:` or `?` in a paste still opens what it opens.
                for key in keys.flatMap(Self.characters) {
                    if let status = handle(key, editor: &editor, editing: &editing, on: fullScreen) { return finish(status) }
                }
            }
        }
    }

    private static func characters(_ key: Key) -> [Key] {
        guard case .text(let text) = key else { return [key] }
        return text.map { .text(String($0)) }
    }

    /// Does what a key means; an exit status when the key ends the session.
    private func handle(_ key: Key, editor: inout LineEditor, editing: inout Bool, on screen: FullScreen) -> Int32? {
        switch key {
        case .interrupt: return 130
        case .endOfInput: return 0
        case .repaint:
            screen.repaint()
            return nil
        default: break
        }
        if editing {
            switch editor.handle(key) {
            case .editing:
                screen.commandLine(editor)
                return nil
            case .cancelled:
                editing = false
                screen.commandLine(nil)
                return nil
            case .entered(let text):
                editing = false
                screen.commandLine(nil)
                return enter(text, on: screen)
            }
        }
        if screen.hasOverlay {
            // Any key closes a box; only Esc, Enter, q and ? are spent on it.
            screen.closeOverlay()
            if [.escape, .enter, .text("q"), .text("?")].contains(key) { return nil }
        }
        screen.message("")
        let model = program.model
        let scene = App.sceneName(of: model)
        let fields = App.fields(in: model)
        switch key {
        case .text(":"):
            editor.start()
            editing = true
            screen.commandLine(editor)
        case .text("?"):
            screen.overlay(title: "Help", lines: keyHelp(for: model))
        case .tab where !fields.isEmpty, .backTab where !fields.isEmpty:
            screen.focus.move(by: key == .tab ? 1 : -1, scene: scene, count: fields.count)
            showPresent()
        default:
            let focus = screen.focus.index(scene: scene, count: fields.count)
            if let msg = App.message(for: key, focus: focus, in: model) {
                stepsBack = 0
                program.send(msg)
                reportNewFaults()
            }
            events?.send(key)
        }
        return nil
    }

    /// Runs a command line: a scene's words as they are, the shell's own with or without their colon.
    private func enter(_ text: String, on screen: FullScreen) -> Int32? {
        let word = text.trimmingWhitespace().split(separator: " ").first.map(String.init) ?? ""
        let line = Builtin.names.contains(":" + word) ? ":" + text.trimmingWhitespace() : text
        if line.trimmingWhitespace() == ":help" {
            screen.overlay(title: "Help", lines: keyHelp(for: program.model))
            return nil
        }
        switch execute(.bytes(Array(line.utf8))) {
        case .goOn: return nil
        case .quit: return 0
        case .fail: return 1
        }
    }

    /// The help box: the scene's keys, the keys that work everywhere, then every command.
    private func keyHelp(for model: App.Model) -> [String] {
        let scene = App.keyHelp(in: model) + [
            ("?", "this help (Esc closes)"), (":", "a command line (↑ ↓ history, Esc cancels)"),
            ("Ctrl-L", "repaint"), ("Ctrl-C Ctrl-D", "quit"),
        ]
        let width = scene.map { DisplayWidth.of($0.keys) }.max() ?? 0
        let keys = scene.map { "  " + $0.keys + String(repeating: " ", count: width - DisplayWidth.of($0.keys) + 2) + $0.action }
        return ["\(App.sceneName(of: model)) keys:"] + keys + [""] + help
    }
}
