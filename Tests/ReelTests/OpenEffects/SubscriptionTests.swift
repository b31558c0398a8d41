import Dispatch
import Foundation
import Reel
import ReelTesting
import Testing

@Suite("Subscriptions")
struct SubscriptionTests {
    private typealias Sub = Subscription<Gadget.Msg>
    private let tick100 = Sub.every(.milliseconds(100), id: "tick") { .ticked($0) }
    private let tick200 = Sub.every(.milliseconds(200), id: "tick") { .ticked($0) }
    private let pulses = Sub.source(Pulses(channel: "a"), id: "pulses") { .pulsed($0) }

    @Test("the declared set is compared by id: new ones start, removed ones stop, changed ones restart, the rest run on")
    func diffing() {
        let changes = SubscriptionChanges.between(running: [tick100, pulses], declared: [tick200])
        #expect(changes == SubscriptionChanges(stopped: ["pulses"], restarted: [tick200]))
        #expect(SubscriptionChanges.between(running: [tick100], declared: [tick100, pulses]) == SubscriptionChanges(started: [pulses]))
        #expect(SubscriptionChanges.between(running: [tick100, pulses], declared: [pulses, tick100]).isEmpty)
        #expect(SubscriptionChanges.between(running: [], declared: [tick100, tick200]) == SubscriptionChanges(started: [tick100]))
        #expect(SubscriptionChanges.between(running: [tick100, pulses], declared: []) == SubscriptionChanges(stopped: ["tick", "pulses"]))
        #expect(SubscriptionChanges.between(running: [], declared: [pulses]) == SubscriptionChanges(started: [pulses]))
    }

    @Test("given a program, when updates change the declared set, then each step says what started, stopped and restarted")
    func programSteps() {
        let clock = VirtualClock()
        var services = Services(timers: clock, seed: 1)
        let hub = PulseHub()
        hub.register(in: &services)
        let program = Program<Gadget>(input: (), services: services)
        let steps = Locked<[String]>([])
        program.observe { step in steps.withLock { $0.append("\(step.msg): \(step.subscriptions)") } }
        for msg: Gadget.Msg in [.startTicking, .listen("a"), .setInterval(200), .note("x"), .listen("b"), .stopTicking, .listen(nil)] {
            program.send(msg)
        }
        #expect(program.waitUntilIdle())
        #expect(steps.withLock { $0 } == [
            "startTicking: start every 100ms id=tick",
            #"listen(Optional("a")): start Pulses(channel: "a") id=pulses"#,
            "setInterval(200): restart every 200ms id=tick",
            #"note("x"): none"#,
            #"listen(Optional("b")): restart Pulses(channel: "b") id=pulses"#,
            "stopTicking: stop tick",
            "listen(nil): stop pulses",
        ])
        #expect(hub.started == ["a", "b"])
        #expect(hub.stopped == ["a", "b"])
        #expect(program.subscriptions.isEmpty)
    }

    @Test("given an event already queued behind the update that stops its subscription, then it never reaches update")
    func eventQueuedBehindStopIsDropped() {
        var services = Services(seed: 1)
        let hub = PulseHub()
        hub.register(in: &services)
        let program = Program<Gadget>(input: (), services: services)
        let gate = DispatchSemaphore(value: 0)
        program.observe { step in
            if step.msg == .note("hold") { gate.wait() }
        }
        program.send(.listen("a"))
        #expect(program.waitUntilDrained())
        hub.emit(1, on: "a")
        #expect(program.waitUntilDrained())
        program.send(.note("hold"))  // the queue stops inside this step…
        program.send(.listen(nil))  // …the stop is queued…
        hub.emit(2, on: "a")  // …and an event lands behind it.
        gate.signal()
        #expect(program.waitUntilIdle())
        hub.emit(3, on: "a")  // long after the stop
        #expect(program.waitUntilIdle())
        #expect(program.model.pulses == [1])
    }

    @Test("given a restarted subscription, when the old run's event arrives late, then it is dropped")
    func restartedRunsLateEventIsDropped() {
        var services = Services(seed: 1)
        let hub = PulseHub()
        hub.register(in: &services)
        let program = Program<Gadget>(input: (), services: services)
        program.send(.listen("a"))
        program.send(.listen("b"))
        #expect(program.waitUntilIdle())
        hub.emit(1, on: "a")
        hub.emit(2, on: "b")
        #expect(program.waitUntilIdle())
        #expect(program.model.pulses == [2])
    }

    @Test("given every(100 ms) on a virtual clock with a live program, advancing one second delivers exactly 10 ticks, 1,000 times over")
    func exactTicks() {
        var counts: [Int: Int] = [:]
        for _ in 0..<1_000 {
            let clock = VirtualClock()
            let program = Program<Gadget>(input: (), services: Services(timers: clock, seed: 1))
            program.send(.startTicking)
            #expect(program.waitUntilDrained())
            clock.advance(by: .seconds(1))
            counts[program.model.ticks, default: 0] += 1
        }
        #expect(counts == [10: 1_000])
    }

    @Test("given a timer re-armed by each tick on a virtual clock with a live program, advancing one second fires it exactly 10 times, 1,000 times over")
    func exactReArmedTimers() {
        var counts: [Int: Int] = [:]
        for _ in 0..<1_000 {
            let clock = VirtualClock()
            let program = Program<ReArmed>(input: (), services: Services(timers: clock, seed: 1))
            #expect(program.waitUntilDrained())
            clock.advance(by: .seconds(1))
            counts[program.model, default: 0] += 1
        }
        #expect(counts == [10: 1_000])
    }

    @Test("given ticks and a one-shot timer due together, then they fire in time order")
    func timeOrder() {
        let clock = VirtualClock()
        let program = Program<Gadget>(input: (), services: Services(timers: clock, seed: 1))
        let seen = Locked<[String]>([])
        program.observe { step in
            if case .ticked(let date) = step.msg {
                seen.withLock { $0.append("tick \(Int(date.timeIntervalSince(clock.epoch) * 1000))") }
            }
        }
        program.send(.setInterval(250))
        program.send(.startTicking)
        #expect(program.waitUntilDrained())
        clock.advance(by: .seconds(1))
        #expect(seen.withLock { $0 } == ["tick 250", "tick 500", "tick 750", "tick 1000"])
    }

    @Test("given a running every on a real clock, the program is idle: waitUntilIdle returns")
    func runningSubscriptionsDoNotKeepTheProgramBusy() {
        let program = Program<Gadget>(input: (), services: Services(seed: 1))
        program.send(.startTicking)
        #expect(program.waitUntilIdle(timeout: .seconds(5)))
        #expect(program.inFlight == 0)
        #expect(program.subscriptions.map(\.id) == ["tick"])
    }

    @Test("given a source type with no handler, then the program reports a fault naming it")
    func unregisteredSource() {
        let program = Program<Gadget>(input: (), services: Services(seed: 1))
        program.send(.listen("a"))
        #expect(program.waitUntilIdle())
        #expect(program.faults == [.unhandledSource(tag: "Pulses", type: "ReelTests.Pulses")])
    }
}

/// Re-arms a 100 ms timer each time it fires and counts the firings: the case that used to
/// deliver 1, 8 or 10 ticks per virtual second.
private enum ReArmed: Scene {
    typealias Model = Int
    enum Msg: Equatable, Sendable, Codable { case fired }
    static func start(_ input: Void) -> (Int, Effect<Msg>) { (0, .after(.milliseconds(100), send: .fired, id: "t")) }
    static func update(_ model: inout Int, _ msg: Msg) -> Effect<Msg> {
        model += 1
        return .after(.milliseconds(100), send: .fired, id: "t")
    }
    static func render(_ model: Int, into frame: inout Frame) {}
}
