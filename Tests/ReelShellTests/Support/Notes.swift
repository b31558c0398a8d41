import Reel
import ReelLog
import ReelShell

/// A tiny scriptable app for the shell's tests: notes added by command, a debounced "saved" mark,
/// and a second screen to show that the commands on offer follow the screen.
enum Notes: Scriptable, LoggableScene {
    struct Model: Equatable, Sendable {
        var notes: [String] = []
        var saved = 0
        var reading: Int?
    }

    enum Msg: Equatable, Sendable, Codable {
        case noteAdded(String)
        case saveTimerFired
        case noteOpened(Int)
        case backTapped
    }

    static let messageSamples: [Msg] = [.noteAdded("a"), .saveTimerFired, .noteOpened(1), .backTapped]

    static func start(_ input: Void) -> (Model, Effect<Msg>) { (Model(), .none) }

    static func update(_ model: inout Model, _ msg: Msg) -> Effect<Msg> {
        switch msg {
        case .noteAdded(let text):
            model.notes.append(text)
            return .after(.milliseconds(300), send: .saveTimerFired, id: "save")
        case .saveTimerFired:
            model.saved = model.notes.count
        case .noteOpened(let row):
            if model.notes.indices.contains(row - 1) { model.reading = row - 1 }
        case .backTapped:
            model.reading = nil
        }
        return .none
    }

    static func render(_ model: Model, into frame: inout Frame) {
        if let reading = model.reading {
            frame.draw("Note \(reading + 1): \(model.notes[reading])", x: 0, y: 0)
            return
        }
        frame.draw("Notes (\(model.notes.count), \(model.saved) saved)", x: 0, y: 0)
        for (row, note) in model.notes.enumerated() { frame.draw("\(row + 1). \(note)", x: 0, y: row + 1) }
    }

    static func commands(for model: Model) -> [ShellCommand<Msg>] {
        if model.reading != nil { return [ShellCommand("back", help: "back to the list") { _ in .backTapped }] }
        return [
            ShellCommand("add", .text("TEXT"), help: "add a note") { .noteAdded($0[0]) },
            ShellCommand("open", .number("N"), help: "read note N") { .noteOpened($0.number(0)) },
        ]
    }

    static func sceneName(of model: Model) -> String { model.reading == nil ? "notes" : "note" }
}
