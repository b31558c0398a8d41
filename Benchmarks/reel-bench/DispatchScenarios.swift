import Dispatch
import Foundation
import Reel

extension Scenario {
    /// `count += 1` per message through a program, against the same update in a plain loop.
    static let dispatchCounter = Scenario(
        name: "dispatch-counter", unit: "messages", defaultCount: 2_000_000,
        run: { count in
            let program = Program<CounterBench>(input: ())
            for _ in 0..<count { program.send(.increment) }
            settle(program)
            precondition(program.model == count, "dispatch-counter lost messages")
            return []
        },
        baseline: { count in
            var model = 0
            for _ in 0..<count where !CounterBench.update(&model, .increment).isNone { fatalError("unexpected effect") }
            blackHole(model)
        },
        baselineName: "bare-counter")

    /// One element of a 1,000-Int array changed per message: no copy of the array per message.
    static let dispatchArray = Scenario(
        name: "dispatch-array", unit: "messages", defaultCount: 2_000_000,
        run: { count in
            let program = Program<ArrayBench>(input: ())
            for index in 0..<count { program.send(.bump(index)) }
            settle(program)
            precondition(program.model.values.reduce(0, &+) == count, "dispatch-array lost messages")
            return []
        },
        baseline: { count in
            var model = ArrayBench.Model()
            for index in 0..<count where !ArrayBench.update(&model, .bump(index)).isNone { fatalError("unexpected effect") }
            blackHole(model)
        },
        baselineName: "bare-array")

    /// Each message emits a send-now command whose follow-up message comes back through the queue.
    static let effectSync = Scenario(
        name: "effect-sync", unit: "round trips", defaultCount: 1_000_000,
        run: { count in pingPong(count, viaDispatch: false) },
        baseline: { count in barePingPong(count, viaDispatch: false) })

    /// Each message emits a command answered on another Dispatch queue; the answer hops back.
    static let effectDispatch = Scenario(
        name: "effect-dispatch", unit: "round trips", defaultCount: 500_000,
        run: { count in pingPong(count, viaDispatch: true) },
        baseline: { count in barePingPong(count, viaDispatch: true) })

    private static func pingPong(_ count: Int, viaDispatch: Bool) -> Figures {
        let program = Program<PingBench>(input: viaDispatch, services: Services(http: EchoTransport()))
        for _ in 0..<count { program.send(.ping) }
        guard program.waitUntilIdle(timeout: .seconds(600)) else { fatalError("the program did not settle") }
        precondition(program.model.pongs == count, "lost round trips")
        return []
    }

    /// The same updates with the command's answer applied inline, as a hand-written loop would
    /// (the echo request's answer is always `.pong`).
    private static func barePingPong(_ count: Int, viaDispatch: Bool) {
        var model = PingBench.Model(viaDispatch: viaDispatch)
        for _ in 0..<count {
            for command in PingBench.update(&model, .ping).commands {
                switch command {
                case .send(let msg): _ = PingBench.update(&model, msg)
                case .request: _ = PingBench.update(&model, .pong)
                default: fatalError("unexpected command")
                }
            }
        }
        blackHole(model)
    }

    private static func settle<S: Scene>(_ program: Program<S>) {
        guard program.waitUntilDrained(timeout: .seconds(600)) else { fatalError("the program did not settle") }
    }
}

/// Answers every request at once with an empty 200, from a concurrent Dispatch queue.
struct EchoTransport: HTTPTransport {
    private let queue = DispatchQueue(label: "reel-bench.echo", attributes: .concurrent)

    func perform(
        _ request: HTTPRequest, completion: @escaping @Sendable (Result<HTTPResponse, HTTPError>) -> Void
    ) -> any Cancellable {
        queue.async { completion(.success(HTTPResponse())) }
        return NotCancellable()
    }
}
