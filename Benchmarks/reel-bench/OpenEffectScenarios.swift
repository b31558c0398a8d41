import Dispatch
import Foundation
import Reel

extension Scenario {
    /// `count += 1` per message to a scene with 100 running `every` subscriptions that never change.
    static let subscriptions100 = Scenario(
        name: "subscriptions-100", unit: "messages", defaultCount: 2_000_000,
        run: { count in
            // A virtual clock that is never advanced: the subscriptions run but never tick.
            let program = Program<SubscribedCounter>(input: (), services: Services(timers: VirtualClock(), seed: 0))
            for _ in 0..<count { program.send(.increment) }
            guard program.waitUntilDrained(timeout: .seconds(600)) else { fatalError("the program did not settle") }
            precondition(program.model == count && program.subscriptions.count == 100, "subscriptions-100 lost messages")
            return []
        },
        baseline: { count in
            var model = 0
            for _ in 0..<count where !SubscribedCounter.update(&model, .increment).isNone { fatalError("unexpected effect") }
            blackHole(model)
        },
        baselineName: "bare-subscribed")

    /// Each message emits an app-defined request answered on another Dispatch queue; the answer hops back.
    static let customDispatch = Scenario(
        name: "custom-dispatch", unit: "round trips", defaultCount: 500_000,
        run: { count in
            var services = Services(seed: 0)
            let queue = DispatchQueue(label: "reel-bench.custom", attributes: .concurrent)
            services.register(Pong.self) { _, respond in
                queue.async { respond(1) }
                return NotCancellable()
            }
            let program = Program<CustomPingBench>(input: (), services: services)
            for _ in 0..<count { program.send(.ping) }
            guard program.waitUntilIdle(timeout: .seconds(600)) else { fatalError("the program did not settle") }
            precondition(program.model == count, "lost round trips")
            return []
        },
        baseline: { count in
            var model = 0
            for _ in 0..<count {
                for command in CustomPingBench.update(&model, .ping).commands {
                    guard case .request = command else { fatalError("unexpected command") }
                    _ = CustomPingBench.update(&model, .pong(1))
                }
            }
            blackHole(model)
        },
        baselineName: "bare-custom")

    /// 1,000 `every` subscriptions with intervals of 1 ms to 1 s on a virtual clock advanced a
    /// millisecond at a time, with a live program counting the ticks.
    static let ticks1000 = Scenario(
        name: "ticks-1000", unit: "ticks", defaultCount: 2_000_000,
        run: { count in
            let clock = VirtualClock()
            let program = Program<TickCounter>(input: (), services: Services(timers: clock, seed: 0))
            guard program.waitUntilDrained(timeout: .seconds(60)) else { fatalError("the program did not start") }
            while program.model < count { clock.advance(by: .milliseconds(1)) }
            return [("ticks", Double(program.model)), ("virtual_seconds", Double(clock.now.components.seconds))]
        },
        baseline: { count in
            var model = 0
            let now = Date()
            for _ in 0..<count where !TickCounter.update(&model, .ticked(now)).isNone { fatalError("unexpected effect") }
            blackHole(model)
        },
        baselineName: "bare-ticks")
}

/// A counter that declares 100 `every` subscriptions, the same set (one stored constant) for every model.
enum SubscribedCounter: Scene {
    typealias Model = Int
    enum Msg: Equatable, Sendable, Codable { case increment, ticked }

    static let hundred = Subscriptions<Msg>((1...100).map { .every(.seconds($0), id: EffectID("tick-\($0)")) { _ in .ticked } })

    static func start(_ input: Void) -> (Int, Effect<Msg>) { (0, .none) }

    @inline(never)
    static func update(_ model: inout Int, _ msg: Msg) -> Effect<Msg> {
        if msg == .increment { model &+= 1 }
        return .none
    }

    static func subscriptions(_ model: Int) -> Subscriptions<Msg> { hundred }

    static func render(_ model: Int, into frame: inout Frame) { frame.draw("count \(model)", x: 0, y: 0) }
}

/// The app-defined request of `custom-dispatch`: answered with a number.
struct Pong: Request, Hashable {
    typealias Response = Int
}

/// Each ping asks for a `Pong`; each answer is counted.
enum CustomPingBench: Scene {
    typealias Model = Int
    enum Msg: Equatable, Sendable, Codable { case ping, pong(Int) }

    static func start(_ input: Void) -> (Int, Effect<Msg>) { (0, .none) }

    @inline(never)
    static func update(_ model: inout Int, _ msg: Msg) -> Effect<Msg> {
        switch msg {
        case .ping: return .request(Pong()) { .pong($0) }
        case .pong(let amount):
            model &+= amount
            return .none
        }
    }

    static func render(_ model: Int, into frame: inout Frame) { frame.draw("pongs \(model)", x: 0, y: 0) }
}

/// Counts the ticks of 1,000 `every` subscriptions, every 1 ms up to every 1,000 ms.
enum TickCounter: Scene {
    typealias Model = Int
    enum Msg: Equatable, Sendable, Codable { case ticked(Date) }

    static let thousand = Subscriptions<Msg>((1...1_000).map { .every(.milliseconds($0), id: EffectID("t\($0)")) { .ticked($0) } })

    static func start(_ input: Void) -> (Int, Effect<Msg>) { (0, .none) }

    @inline(never)
    static func update(_ model: inout Int, _ msg: Msg) -> Effect<Msg> {
        model &+= 1
        return .none
    }

    static func subscriptions(_ model: Int) -> Subscriptions<Msg> { thousand }

    static func render(_ model: Int, into frame: inout Frame) { frame.draw("ticks \(model)", x: 0, y: 0) }
}
