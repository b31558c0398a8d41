/// Rung 7 of the ladder: testing a scene three ways, as ReelTesting's assertions do in a test.
///
/// 1. A `SceneTester` drives the scene one message at a time and insists that every consequence is
///    stated: how the model changes, exactly which commands come out, and every message that comes
///    back (`receive`). Timers wait for `advance(by:)` on its virtual clock.
/// 2. `assertSnapshot` compares a frame with a reviewed text file; the first run records the file
///    and fails, so that a new reference is always looked at.
/// 3. A session recorded to a log is a regression test: `assertReplayVerifies` replays it with
///    today's code and fails at the first step whose commands or frame differ.
///
/// In a test these report to Swift Testing or XCTest; here each check's failures are collected in a
/// `FailureLog` and printed, and the files go to a temporary folder, removed at the end.
import Foundation
import Reel
import ReelLog
import ReelTesting

enum Kettle: LoggableScene {
    struct Model: Equatable, Sendable { var heating = false; var celsius = 20 }
    enum Msg: Equatable, Sendable, Codable { case switchedOn, boiled, switchedOff }

    static let messageSamples: [Msg] = [.switchedOn, .boiled, .switchedOff]
    static func start(_ input: Void) -> (Model, Effect<Msg>) { (Model(), .none) }

    static func update(_ model: inout Model, _ msg: Msg) -> Effect<Msg> {
        switch msg {
        case .switchedOn:
            model.heating = true
            return .after(.seconds(90), send: .boiled, id: "boil")
        case .boiled:
            model.heating = false
            model.celsius = 100
        case .switchedOff:
            model.heating = false
            return .cancel("boil")  // or it would still boil
        }
        return .none
    }

    static func render(_ model: Model, into frame: inout Frame) {
        frame.draw("Kettle: \(model.celsius) °C", x: 0, y: 0)
        frame.draw(model.heating ? "heating…" : "off", x: 2, y: 1)
    }
}

/// Kettle with a bug: switching off forgets to cancel the timer. It reads Kettle's logs.
enum BuggyKettle: LoggableScene {
    static let appName = "Kettle"
    static let messageSamples = Kettle.messageSamples
    static func start(_ input: Void) -> (Kettle.Model, Effect<Kettle.Msg>) { Kettle.start(input) }
    static func update(_ model: inout Kettle.Model, _ msg: Kettle.Msg) -> Effect<Kettle.Msg> {
        let effect = Kettle.update(&model, msg)
        return msg == .switchedOff ? .none : effect  // the cancel, dropped
    }
    static func render(_ model: Kettle.Model, into frame: inout Frame) { Kettle.render(model, into: &frame) }
}

/// Runs one check with a fresh failure log, snapshots and logs under `folder` whatever the
/// environment says (`CI`, `REEL_SNAPSHOTS`), and prints whether it passed and what it reported.
func check(_ what: String, in folder: URL, fails: Bool = false, _ body: (SnapshotSettings) -> Void) {
    let failures = FailureLog()
    body(SnapshotSettings(environment: [:], reporter: failures.reporter, packageRoot: folder.path))
    print((failures.failures.isEmpty ? "passes: " : "fails:  ") + what)
    for failure in failures.failures {  // the temporary folder's path differs from run to run
        let lines = failure.replacingOccurrences(of: folder.path, with: "$TMP").split(separator: "\n")
        print(lines.map { "  │ \($0)" }.joined(separator: "\n"))
    }
    precondition(failures.failures.isEmpty != fails, "this check was expected to " + (fails ? "fail" : "pass"))
}

let folder = FileManager.default.temporaryDirectory.appendingPathComponent("reel-ladder-07-\(UUID())")
try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)

// 1. The tester: every change and command stated, the timer advanced, its message received.
check("switched on, it boils 90 s later", in: folder) { settings in
    let t = SceneTester<Kettle>(input: (), reporter: settings.reporter)
    t.send(.switchedOn, { $0.heating = true }, commands: .after(.seconds(90), send: .boiled, id: "boil"))
    t.advance(by: .seconds(90))
    t.receive(.boiled) { $0.heating = false; $0.celsius = 100 }
    t.finish()
}
check("a statement that leaves the timer out", in: folder, fails: true) { settings in
    let t = SceneTester<Kettle>(input: (), reporter: settings.reporter)
    t.send(.switchedOn) { $0.heating = true }
    t.finish()
}

// 2. A snapshot: the first run writes the file (and fails, to be reviewed); then it must match.
let size = FrameSize(width: 16, height: 2)
let boiled = Kettle.frame(of: Kettle.Model(celsius: 100), size: size)
check("snapshot \"boiled\", first run", in: folder, fails: true) {
    assertSnapshot(of: boiled, named: "boiled", in: "Kettle", settings: $0)
}
let file = try String(contentsOf: folder.appendingPathComponent("Snapshots/Kettle/boiled.txt"), encoding: .utf8)
print(file.split(separator: "\n").map { "    \($0)" }.joined(separator: "\n"))  // rows end with |: trailing spaces show
check("snapshot \"boiled\", run again", in: folder) {
    assertSnapshot(of: boiled, named: "boiled", in: "Kettle", settings: $0)
}
let lukewarm = Kettle.frame(of: Kettle.Model(celsius: 60), size: size)
check("snapshot \"boiled\" of another frame", in: folder, fails: true) {
    assertSnapshot(of: lukewarm, named: "boiled", in: "Kettle", settings: $0)
}

// 3. A recorded regression: a session written to a log, then replayed by today's Kettle and a buggy one.
let log = folder.appendingPathComponent("kettle.jsonl")
let clock = VirtualClock(), recorder = try LogRecorder<Kettle>(to: log, frameSize: size)
let program = Program<Kettle>(input: (), services: Services(timers: clock), frameSize: size, observer: recorder.record)
for msg: Kettle.Msg in [.switchedOn, .switchedOff, .switchedOn] { program.send(msg) }
precondition(program.settle(advancing: clock), "the program did not settle within 10 s")  // the kettle boils
recorder.close()
print("recorded \(program.steps) steps: switchedOn, switchedOff, switchedOn, boiled")
check("replay of the log by Kettle", in: folder) {
    assertReplayVerifies(log: log, scene: Kettle.self, input: (), settings: $0)
}
check("replay of the log by BuggyKettle", in: folder, fails: true) {
    assertReplayVerifies(log: log, scene: BuggyKettle.self, input: (), settings: $0)
}

try FileManager.default.removeItem(at: folder)
