/// Rung 6 of the ladder: children that come and go, and their work that goes with them.
///
/// A parent keeps its children's models in its own (here a list of downloads, by name) and wraps
/// their messages in one case of its own (`row(id:_:)`). `ChildList` declares the list once:
/// where its rows live, the scope each row's work runs under (`rows/<id>`), and the case that
/// wraps its messages. `Children` then routes each row's message to that row, and after the
/// parent's own update it compares the rows with those before: a row that left has everything
/// it started cancelled (`.cancelAll(in: "rows/a")`), returned as data like any other command.
///
/// So removing a row is a plain change of the model, with nothing to cancel by hand, and a row
/// added again under the same name is a new instance: its predecessor's timer never reaches it.
import Reel

/// One download, a row of the list: it finishes 300 ms after it starts.
enum Download: Scene {
    struct Model: Equatable, Sendable, Identifiable {
        var id: String  // the name: a row's id
        var number: Int  // the how-many-th download this is, to tell a row from its successor
        var done = false
    }
    enum Msg: Equatable, Sendable, Codable, CustomStringConvertible {
        case finished
        var description: String { "finished" }  // printed inside the parent's messages as `finished`
    }

    static func start(_ input: (name: String, number: Int)) -> (Model, Effect<Msg>) {
        (Model(id: input.name, number: input.number), .after(.milliseconds(300), send: .finished, id: "finish"))
    }

    static func update(_ model: inout Model, _ msg: Msg) -> Effect<Msg> { model.done = true; return .none }

    static func render(_ model: Model, into frame: inout Frame) { frame.draw(line(model), x: 0, y: 0) }

    /// `#1 a: downloading…`: the row's line, which the parent draws too.
    static func line(_ model: Model) -> String { "#\(model.number) \(model.id): " + (model.done ? "done" : "downloading…") }
}

/// The parent: downloads added and removed by name.
enum Downloads: Scene {
    struct Model: Equatable, Sendable {
        var rows: IdentifiedRows<Download.Model> = []
        var added = 0
    }

    enum Msg: Equatable, Sendable, Codable {
        case addTapped(String)
        case removeTapped(String)
        case row(id: String, Download.Msg)  // a row's own message, with the row's id
    }

    /// The rows: kept at `\.rows`, each working under `rows/<id>`, their messages wrapped by `Msg.row`.
    static let rows = ChildList<Downloads, Download>(\.rows, scope: "rows", Msg.row)
    static let children = Children<Downloads>(rows)

    static func start(_ input: Void) -> (Model, Effect<Msg>) { (Model(), .none) }

    /// Every message goes through the children: a row's to its row, then all to `own`.
    static func update(_ model: inout Model, _ msg: Msg) -> Effect<Msg> {
        children.update(&model, msg, parent: own)
    }

    /// The parent's own decisions: when a row comes and when it goes.
    static func own(_ model: inout Model, _ msg: Msg) -> Effect<Msg> {
        switch msg {
        case .addTapped(let name):
            model.added += 1
            return rows.append(Download.start((name, model.added)), in: &model)  // runs the row's startup effect
        case .removeTapped(let name):
            model.rows[id: name] = nil  // nothing to cancel by hand: `children` sees the row gone
        case .row:
            break  // already applied to its row
        }
        return .none
    }

    static func subscriptions(_ model: Model) -> Subscriptions<Msg> { children.subscriptions(model) }

    static func render(_ model: Model, into frame: inout Frame) {
        for (line, row) in model.rows.enumerated() { frame.draw(Download.line(row), x: 0, y: line) }
    }
}

/// Prints each step as it is applied: the message, and the commands its update returned.
func trace(_ step: Step<Downloads>) { print("  step \(step.index): \(step.msg) -> \(step.effect)") }

/// Prints the virtual time, what happened, and the frame.
func show(_ program: Program<Downloads>, at clock: VirtualClock, after event: String) {
    precondition(program.waitUntilDrained(), "the program did not drain within 10 s")
    print("[\(Int(clock.now / .milliseconds(1))) ms] \(event) (\(program.inFlight) in flight)")
    print(program.frame.lines.map { "│\($0)│" }.joined(separator: "\n"))  // the 24×2 frame, edges marked
}

let clock = VirtualClock()
let program = Program<Downloads>(
    input: (), services: Services(timers: clock), frameSize: FrameSize(width: 24, height: 2), observer: trace)

program.send(.addTapped("a"))
show(program, at: clock, after: "add a")

clock.advance(by: .milliseconds(100))
program.send(.addTapped("b"))
show(program, at: clock, after: "add b")

// a goes, with its timer; a new a comes, with a timer of its own, due at 500 ms.
clock.advance(by: .milliseconds(100))
program.send(.removeTapped("a"))
program.send(.addTapped("a"))
show(program, at: clock, after: "remove a, add a again")

clock.advance(by: .milliseconds(100))
show(program, at: clock, after: "the first a would have finished now: nothing came")

clock.advance(by: .milliseconds(100))
show(program, at: clock, after: "b finished")

clock.advance(by: .milliseconds(100))
show(program, at: clock, after: "the second a finished, 300 ms after it came")
