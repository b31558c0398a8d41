import ReelExampleLogin
import Reel
import ReelLog
import ReelShell

extension Scenario {
    /// A keystroke in terminal mode that changes one row: a letter typed into the login form's
    /// first name, then taken back with Backspace, each through `update`, `render` into an 80×24
    /// frame, and ``ScreenDiff`` against the frame on screen. Reports the bytes written per
    /// keystroke and the bytes of the changed row as a repaint of that row would write them (its
    /// text and one cursor move); the goal is at most twice the row. Bare: rendering alone.
    static let terminalKeystroke = Scenario(
        name: "terminal-keystroke", unit: "keystrokes", defaultCount: 100_000,
        run: { count in
            var model = Login.start(Login.Input(api: .offline)).0
            _ = Login.update(&model, .firstNameChanged("Ada"))
            var shown = Login.frame(of: model)
            var written = 0
            var rowBytes = 0
            for index in 0..<count {
                let msg: Login.Msg = index % 2 == 0 ? .firstNameChanged(model.firstName + "x") : .firstNameChanged("Ada")
                _ = Login.update(&model, msg)
                let frame = Login.frame(of: model)
                let bytes = ScreenDiff.update(from: shown, to: frame)
                let changed = FrameDiff(from: shown, to: frame).changedRows
                precondition(changed.count == 1, "a keystroke changed \(changed.count) rows")
                written += bytes.count
                rowBytes += "\u{1B}[\(changed[0] + 1)H".utf8.count + frame.line(changed[0]).trimmedEnd.utf8.count
                shown = frame
            }
            let perKey = Double(written) / Double(max(1, count))
            let row = Double(rowBytes) / Double(max(1, count))
            return [("bytes_per_key", perKey), ("row_bytes", row), ("ratio", perKey / max(1, row))]
        },
        baseline: { count in
            var model = Login.start(Login.Input(api: .offline)).0
            for index in 0..<count {
                _ = Login.update(&model, .firstNameChanged(index % 2 == 0 ? "Adax" : "Ada"))
                blackHole(Login.frame(of: model))
            }
        },
        baselineName: "bare-keystroke-render")
}

extension String {
    /// The string without its trailing spaces.
    fileprivate var trimmedEnd: Substring {
        var end = endIndex
        while end > startIndex, self[index(before: end)] == " " { end = index(before: end) }
        return self[..<end]
    }
}
