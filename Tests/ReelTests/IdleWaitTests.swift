import Reel
import ReelTesting
import Testing

@Suite("Program: waiting until idle")
struct IdleWaitTests {
    @Test("given a real timer in flight, when waiting until idle, then the wait returns once its message is applied")
    func idleWaitsForRealTimers() {
        let program = Program<Journal>(input: (), services: Services(timers: DispatchTimers()))
        program.send(.note("start"))
        let timed = Program<TimedNote>(input: ())
        timed.send(.schedule)
        #expect(timed.waitUntilIdle(timeout: .seconds(10)))
        #expect(timed.model == ["scheduled", "fired"])
        #expect(program.waitUntilIdle())
        #expect(program.model.entries == [.note("start")])
    }

    @Test("given a virtual timer that never fires, when waiting until idle, then the wait times out, yet waiting until drained succeeds")
    func virtualTimersKeepTheProgramBusy() {
        let clock = VirtualClock()
        let program = Program<TimedNote>(input: (), services: Services(timers: clock))
        program.send(.schedule)
        #expect(program.waitUntilDrained())
        #expect(!program.waitUntilIdle(timeout: .milliseconds(50)))
        #expect(program.inFlight == 1)
        clock.advance(by: .milliseconds(20))
        #expect(program.waitUntilIdle())
        #expect(program.model == ["scheduled", "fired"])
    }

    @Test("given a fresh program, when nothing was sent, then it is idle at once")
    func freshProgramIsIdle() {
        let program = Program<Journal>(input: ())
        #expect(program.waitUntilIdle(timeout: .seconds(1)))
        #expect(program.steps == 0)
    }
}

/// Schedules one timer and notes when it fires.
private enum TimedNote: Scene {
    typealias Model = [String]
    enum Msg: Equatable, Sendable, Codable { case schedule, fired }

    static func start(_ input: Void) -> ([String], Effect<Msg>) { ([], .none) }

    static func update(_ model: inout [String], _ msg: Msg) -> Effect<Msg> {
        switch msg {
        case .schedule:
            model.append("scheduled")
            return .after(.milliseconds(20), send: .fired)
        case .fired:
            model.append("fired")
            return .none
        }
    }

    static func render(_ model: [String], into frame: inout Frame) {}
}

/// Sends itself a message as soon as it starts.
private enum EagerStart: Scene {
    typealias Model = [String]
    enum Msg: Equatable, Sendable, Codable { case started }

    static func start(_ input: Void) -> ([String], Effect<Msg>) { ([], .send(.started)) }

    static func update(_ model: inout [String], _ msg: Msg) -> Effect<Msg> {
        model.append("started")
        return .none
    }

    static func render(_ model: [String], into frame: inout Frame) {}
}

@Suite("Program: observing from the start")
struct StartObserverTests {
    @Test("given a start effect that sends at once, when an observer is given to init, then it sees that first step")
    func initObserverSeesStartupSteps() {
        let seen = Locked<[Int]>([])
        let program = Program<EagerStart>(input: ()) { step in seen.withLock { $0.append(step.index) } }
        #expect(program.waitUntilIdle())
        #expect(program.model == ["started"])
        #expect(seen.withLock { $0 } == [1])
    }
}

@Suite("Timers: absurd delays")
struct AbsurdDelayTests {
    @Test("given a timer for an absurdly long delay, when scheduled on the real clock, then nothing traps and cancel stops it")
    func hugeDelayIsClamped() {
        let program = Program<FarTimer>(input: ())
        program.send(.armed)
        #expect(program.waitUntilDrained())
        #expect(program.inFlight == 1)
        program.cancelAll()
        #expect(program.waitUntilIdle())
        #expect(program.model == ["armed"])
    }
}

/// Schedules a timer so far away that its nanoseconds overflow 64 bits.
private enum FarTimer: Scene {
    typealias Model = [String]
    enum Msg: Equatable, Sendable, Codable { case armed, fired }

    static func start(_ input: Void) -> ([String], Effect<Msg>) { ([], .none) }

    static func update(_ model: inout [String], _ msg: Msg) -> Effect<Msg> {
        model.append(msg == .armed ? "armed" : "fired")
        return msg == .armed ? .after(.seconds(Int64.max / 2), send: .fired, id: "far") : .none
    }

    static func render(_ model: [String], into frame: inout Frame) {}
}
