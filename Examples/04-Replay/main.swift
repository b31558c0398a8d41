/// Rung 4 of the ladder: a session recorded to a log, then replayed and verified.
///
/// Every change of state is a message, and `update` and `render` are pure, so a session is its
/// list of messages: a `LogRecorder` writes each step (the message, the commands it asked for,
/// the frame's hash) to a JSON-lines file. `Replay` feeds the messages to today's code again and
/// checks that every step asks for the same commands and draws the same frame. The dice's rolls
/// come from the world (a seeded random source), yet replay needs no seed: each answer is in the
/// log, as the message that followed (`rolled(5)`).
///
/// A replay that differs names the step: a log is a regression test that a bug report can carry.
/// `BuggyDice` below is the same scene with one change to `update`, and its replay says where.
import Foundation
import Reel
import ReelLog

enum Dice: LoggableScene {
    struct Model: Equatable, Sendable { var rolls: [Int] = [] }

    enum Msg: Equatable, Sendable, Codable {
        case rollTapped
        case rolled(Int)
    }

    /// One message of each case: what the log's schema is computed from.
    static let messageSamples: [Msg] = [.rollTapped, .rolled(1)]

    static func start(_ input: Void) -> (Model, Effect<Msg>) { (Model(), .none) }

    static func update(_ model: inout Model, _ msg: Msg) -> Effect<Msg> {
        switch msg {
        case .rollTapped: return .random(in: 1...6) { .rolled($0) }  // asked of the world, answered as a message
        case .rolled(let face): model.rolls.append(face)
        }
        return .none
    }

    static func render(_ model: Model, into frame: inout Frame) {
        frame.draw("Rolls: " + model.rolls.map(String.init).joined(separator: " "), x: 0, y: 0)
        frame.draw("Total: \(model.rolls.reduce(0, +))", x: 0, y: 1)
    }
}

/// Dice with a bug: a roll of 6 is kept as 7. It reads Dice's logs (same name, same messages).
enum BuggyDice: LoggableScene {
    static let appName = "Dice"
    static let messageSamples = Dice.messageSamples
    static func start(_ input: Void) -> (Dice.Model, Effect<Dice.Msg>) { Dice.start(input) }
    static func update(_ model: inout Dice.Model, _ msg: Dice.Msg) -> Effect<Dice.Msg> {
        Dice.update(&model, msg == .rolled(6) ? .rolled(7) : msg)
    }
    static func render(_ model: Dice.Model, into frame: inout Frame) { Dice.render(model, into: &frame) }
}

// Record: the recorder observes every step of the program, from the first.
let log = FileManager.default.temporaryDirectory.appendingPathComponent("reel-ladder-04-\(UUID()).jsonl")
let size = FrameSize(width: 20, height: 2)
let recorder = try LogRecorder<Dice>(to: log, frameSize: size, storesFrames: true)
let program = Program<Dice>(input: (), services: Services(seed: 7), frameSize: size, observer: recorder.record)
for _ in 1...3 {
    program.send(.rollTapped)
    precondition(program.waitUntilIdle(), "the program did not settle within 10 s")  // the roll answered, and applied
}
recorder.close()
print("Recorded \(program.steps) steps:")
print(program.frame.lines.map { "│\($0)│" }.joined(separator: "\n"))  // the 20×2 frame, edges marked

// Replay: today's Dice against the log.
print("\nReplay<Dice>.verify: \(Replay<Dice>.verify(logAt: log))")

// Travel: the model and frame after any step, rebuilt from the log alone.
let past = try Replay<Dice>.travel(to: 2, inLogAt: log)
print("\nAfter step 2 of \(program.steps):")
print(past.frame.lines.map { "│\($0)│" }.joined(separator: "\n"))

// A changed update: its replay stops at the first step that differs, and shows how.
print("\nReplay<BuggyDice>.verify:")
print(Replay<BuggyDice>.verify(logAt: log))

try FileManager.default.removeItem(at: log)
