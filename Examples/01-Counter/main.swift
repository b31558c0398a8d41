/// Rung 1 of the ladder: the README's Counter (Counter.swift, beside this file), run as a program.
///
/// A scene is a Model, a Msg and pure functions over them (Elm's init, update and view): `start`
/// makes the first model, `update` applies a message and returns effects as data, `render` draws
/// the model into a text frame. Counter's `update` asks for a 300 ms timer with the id "save": each
/// change restarts it (latest wins), so a burst of changes is saved once, 300 ms after the last.
///
/// A `Program` runs the scene. Its timers run on a `VirtualClock`, which moves only when told, so
/// this prints the same frames on every run and takes no real time.
import Reel
import ReelExampleCounter  // the scene: Counter.swift, beside this file

/// Prints what the program shows now: the virtual time and the frame (its last line says what was saved).
func show(_ program: Program<Counter>, at clock: VirtualClock, after event: String) {
    precondition(program.waitUntilDrained(), "the program did not drain within 10 s")  // every message sent so far applied (the save timer may still be pending)
    print("[\(Int(clock.now / .milliseconds(1))) ms] \(event)")
    print(program.frame.lines.map { "│\($0)│" }.joined(separator: "\n"))  // the 30×5 frame, edges marked
}

let clock = VirtualClock()
let program = Program<Counter>(input: (), services: Services(timers: clock), frameSize: FrameSize(width: 30, height: 5))
show(program, at: clock, after: "start")

// Three taps in a row: each restarts the save timer.
program.send(.incrementTapped)
program.send(.incrementTapped)
program.send(.incrementTapped)
show(program, at: clock, after: "incrementTapped ×3")

// 200 ms later, before the timer fires, one tap back: the timer starts over, due at 500 ms.
clock.advance(by: .milliseconds(200))
program.send(.decrementTapped)
show(program, at: clock, after: "decrementTapped")

clock.advance(by: .milliseconds(200))
show(program, at: clock, after: "200 ms of quiet: not yet")

clock.advance(by: .milliseconds(100))
show(program, at: clock, after: "300 ms after the last tap: saveTimerFired")
