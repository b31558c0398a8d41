/// Rung 3 of the ladder: a subscription, started and stopped by the model.
///
/// A request is asked for once; a subscription is something that keeps running, such as a clock
/// ticking or a stream of events (Elm's `Sub`). A scene does not start or stop one: it declares,
/// in `subscriptions(model)`, what should be running for a given model. After every update the
/// program compares that with what runs, starts what is new and stops what is gone. Here a tea
/// timer ticks every second while it runs; pausing, or reaching zero, makes the model say "no
/// subscription", and the ticks stop.
///
/// The ticks come from a `VirtualClock`: `advance(by:)` delivers exactly the ticks due, so this
/// prints the same frames on every run.
import Reel

enum TeaTimer: Scene {
    struct Model: Equatable, Sendable {
        var remaining = 3  // seconds
        var running = false
    }

    enum Msg: Equatable, Sendable, Codable {
        case startTapped
        case pauseTapped
        case secondElapsed
    }

    static func start(_ input: Void) -> (Model, Effect<Msg>) { (Model(), .none) }

    static func update(_ model: inout Model, _ msg: Msg) -> Effect<Msg> {
        switch msg {
        case .startTapped: model.running = model.remaining > 0
        case .pauseTapped: model.running = false
        case .secondElapsed:
            model.remaining -= 1
            if model.remaining == 0 { model.running = false }  // and so the ticks stop
        }
        return .none
    }

    /// Ticks every second while running; nothing otherwise.
    static func subscriptions(_ model: Model) -> Subscriptions<Msg> {
        model.running ? .every(.seconds(1), id: "tick") { _ in .secondElapsed } : .none
    }

    static func render(_ model: Model, into frame: inout Frame) {
        let state = model.remaining == 0 ? "tea's ready" : model.running ? "steeping" : "paused"
        frame.draw("Tea: 0:0\(model.remaining)  \(state)", x: 0, y: 0)
    }
}

/// Prints the virtual time, the frame, and the subscriptions running now.
func show(_ program: Program<TeaTimer>, at clock: VirtualClock, after event: String) {
    precondition(program.waitUntilDrained(), "the program did not drain within 10 s")
    let running = program.subscriptions.map(\.description)
    print("[\(Int(clock.now / .seconds(1))) s] \(event)")
    print("│\(program.frame.line(0))│  subscriptions: " + (running.isEmpty ? "none" : running.joined(separator: ", ")))
}

let clock = VirtualClock()
let program = Program<TeaTimer>(input: (), services: Services(timers: clock), frameSize: FrameSize(width: 24, height: 1))
show(program, at: clock, after: "start")

program.send(.startTapped)
show(program, at: clock, after: "startTapped")

clock.advance(by: .seconds(1))
show(program, at: clock, after: "1 s later: secondElapsed")

program.send(.pauseTapped)
show(program, at: clock, after: "pauseTapped")

clock.advance(by: .seconds(5))
show(program, at: clock, after: "5 s later: no tick came")

program.send(.startTapped)
show(program, at: clock, after: "startTapped")

clock.advance(by: .seconds(10))
show(program, at: clock, after: "10 s later: two ticks, then the model stopped them")
