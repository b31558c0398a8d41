import Foundation
import Reel

extension Shell {
    /// Runs one of the shell's own commands.
    func run(_ builtin: Builtin, line: String) -> Outcome {
        switch builtin {
        case .quit:
            return .quit
        case .help:
            list(help)
        case .frame:
            fullScreen?.repaint()
            if stepsBack > 0 { travel(to: stepsBack, line: line) } else { show(program.frame, header: line) }
        case .log(let count):
            let entries = Array(session.history.enumerated().suffix(count))
            list(entries.isEmpty ? ["no steps yet"] : entries.map { "\($0.offset + 1)  \($0.element.msg)  →  \($0.element.commands)" })
        case .back, .forward, .now:
            let back = switch builtin {
            case .back(let count): min(session.history.count, stepsBack + count)
            case .forward(let count): max(0, stepsBack - count)
            default: 0
            }
            travel(to: back, line: line)
        case .record(let path):
            do {
                try session.startRecording(to: path)
            } catch {
                return failure(ShellError("cannot record to \(path): \(error)"))
            }
            list(["recording to \(path)"])
        case .stop:
            guard let stopped = session.stopRecording() else {
                list(["not recording"])
                return .goOn
            }
            if let problem = stopped.failure {
                return failure(ShellError("the log \(stopped.path) is incomplete: \(problem)"))
            }
            list(["recorded \(stopped.path)"])
        case .replay(let path):
            return replay(path)
        case .wait(let duration):
            stepsBack = 0
            letTimePass(duration)
            settle(after: line)
        }
        return .goOn
    }

    /// The current scene's commands and the built-ins, aligned.
    var help: [String] {
        let scene = App.commands(for: program.model).map { ($0.usage, $0.help) }
        let width = (scene + Builtin.catalog).map(\.0.count).max() ?? 0
        func row(_ item: (String, String)) -> String {
            "  " + item.0 + String(repeating: " ", count: width - item.0.count + 2) + item.1
        }
        return ["\(App.sceneName(of: program.model)) commands:"] + scene.map(row) + ["shell commands:"] + Builtin.catalog.map(row)
    }

    /// Shows the frame `back` steps before the present: printed, under a header saying where it is;
    /// full screen, with the status line saying so while it is in the past.
    private func travel(to back: Int, line: String) {
        stepsBack = back
        let total = session.history.count
        let place = back == 0 ? "step \(total) of \(total), the present" : Self.pastIndicator(step: total - back, of: total)
        if fullScreen != nil, back == 0 {
            showPresent()
        } else if let fullScreen {
            // The past is a recorded frame, not a model: it shows at the size it was drawn at.
            let frame = framesBack(back)
            fullScreen.show(frame, render: { _ in frame }, status: place)
        } else {
            show(framesBack(back), header: "\(line) (\(place))")
        }
    }

    /// What the status line (or a piped header) says while the past is shown.
    static func pastIndicator(step: Int, of total: Int) -> String {
        "◀ past: step \(step) of \(total) — :forward or :now to return"
    }

    /// The frame `back` steps before the present.
    private func framesBack(_ back: Int) -> Frame {
        back == 0 ? program.frame : session.frame(stepsBack: back)
    }

    /// Prints every frame of a recorded log; an unreadable log stops a script (exit 1).
    private func replay(_ path: String) -> Outcome {
        do {
            if let difference = try LogPlayback.write(App.self, logAt: URL(fileURLWithPath: path), input: input, to: output) {
                output.warning("\(path): \(difference)")
            }
            return .goOn
        } catch {
            return failure(ShellError("cannot replay \(path): \(error)"))
        }
    }

    /// Reports a failed built-in: a script stops (exit 1); a person typing goes on.
    private func failure(_ error: ShellError) -> Outcome {
        _ = refuse(error)
        return options.interactive ? .goOn : .fail
    }

    /// Prints lines of a listing (help, log, notes).
    private func list(_ lines: [String]) {
        if let fullScreen { fullScreen.listing(lines) } else { output.write(lines.joined(separator: "\n") + "\n") }
    }
}
