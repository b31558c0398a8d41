/// Rung 5 of the ladder: a scene hosted in the shell, driven by lines of text.
///
/// ReelShell's `Shell` runs a scene's program and turns each line it reads into a message: the
/// scene says which commands it accepts in its current state (`Scriptable.commands(for:)`), each
/// a word, its arguments and the message it makes. After each line the shell waits until the
/// program has nothing left to do and prints the frame under a header naming the line. Piped, its
/// timers run on a virtual clock, so a script prints the same bytes every time; `:help` lists
/// the commands on offer, `:quit` ends.
///
///     printf 'add milk\nadd eggs\nbuy 1\nclear\n' | swift run reel-ladder-05-shell
///
/// The scene is also a `LoggableScene`, as the shell can record a session (`:record FILE`).
import Foundation
import Reel
import ReelLog
import ReelShell

enum Groceries: Scriptable, LoggableScene {
    struct Item: Equatable, Sendable { var name: String; var bought = false }
    struct Model: Equatable, Sendable { var items: [Item] = [] }

    enum Msg: Equatable, Sendable, Codable {
        case itemAdded(String)
        case itemBought(Int)  // 1 for the first item
        case clearTapped
    }

    static let messageSamples: [Msg] = [.itemAdded("milk"), .itemBought(1), .clearTapped]

    static func start(_ input: Void) -> (Model, Effect<Msg>) { (Model(), .none) }

    static func update(_ model: inout Model, _ msg: Msg) -> Effect<Msg> {
        switch msg {
        case .itemAdded(let name): model.items.append(Item(name: name))
        case .itemBought(let number) where model.items.indices.contains(number - 1): model.items[number - 1].bought = true
        case .itemBought: break  // no such item: nothing changes
        case .clearTapped: model.items.removeAll(where: \.bought)
        }
        return .none
    }

    static func render(_ model: Model, into frame: inout Frame) {
        frame.draw("Groceries: \(model.items.filter { !$0.bought }.count) to buy", x: 0, y: 0)
        for (row, item) in model.items.enumerated() {
            frame.draw("\(row + 1). [\(item.bought ? "x" : " ")] \(item.name)", x: 2, y: row + 1)
        }
    }

    /// The words a line may start with now: `clear` only once something is bought.
    static func commands(for model: Model) -> [ShellCommand<Msg>] {
        var commands: [ShellCommand<Msg>] = [
            ShellCommand("add", .text("ITEM"), help: "add an item to the list") { .itemAdded($0[0]) },
            ShellCommand("buy", .number("N"), help: "mark item N as bought") { .itemBought($0.number(0)) },
        ]
        if model.items.contains(where: \.bought) {
            commands.append(ShellCommand("clear", help: "remove the bought items") { _ in .clearTapped })
        }
        return commands
    }

    static func sceneName(of model: Model) -> String { "groceries" }
}

// Lines from standard input (piped, or typed and ended with Ctrl-D); frames 30×4.
var options = Shell<Groceries>.Options()
options.frameSize = FrameSize(width: 30, height: 4)
let shell = Shell<Groceries>(input: (), options: options) { timers in Services(timers: timers) }
exit(shell.run(InputLines()))  // a refused line is said on stderr and skipped; 1 only if the shell cannot go on
