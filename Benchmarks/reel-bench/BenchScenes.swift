import Reel

/// The scenes the dispatch benchmarks drive. `update` is kept out of line so the bare loop and the
/// program call exactly the same function, and the optimizer cannot fold the bare loop away.
enum CounterBench: Scene {
    typealias Model = Int
    enum Msg: Equatable, Sendable, Codable { case increment }

    static func start(_ input: Void) -> (Int, Effect<Msg>) { (0, .none) }

    @inline(never)
    static func update(_ model: inout Int, _ msg: Msg) -> Effect<Msg> {
        model &+= 1
        return .none
    }

    static func render(_ model: Int, into frame: inout Frame) { frame.draw("count \(model)", x: 0, y: 0) }
}

/// A model of 1,000 Ints, one element changed per message: shows the model is not copied per message.
enum ArrayBench: Scene {
    struct Model: Equatable, Sendable { var values = [Int](repeating: 0, count: 1_000) }
    enum Msg: Equatable, Sendable, Codable { case bump(Int) }

    static func start(_ input: Void) -> (Model, Effect<Msg>) { (Model(), .none) }

    @inline(never)
    static func update(_ model: inout Model, _ msg: Msg) -> Effect<Msg> {
        switch msg {
        case .bump(let index): model.values[index % 1_000] &+= 1
        }
        return .none
    }

    static func render(_ model: Model, into frame: inout Frame) { frame.draw("sum \(model.values.reduce(0, &+))", x: 0, y: 0) }
}

/// Each ping asks for a pong: through a send-now command (`viaDispatch == false`) or through an HTTP
/// command answered on another queue (`true`), which makes the result hop back onto the program's queue.
enum PingBench: Scene {
    struct Model: Equatable, Sendable {
        var viaDispatch = false
        var pongs = 0
    }
    enum Msg: Equatable, Sendable, Codable { case ping, pong }

    static let echo = HTTPRequest.get("echo://pong")

    static func start(_ viaDispatch: Bool) -> (Model, Effect<Msg>) { (Model(viaDispatch: viaDispatch), .none) }

    @inline(never)
    static func update(_ model: inout Model, _ msg: Msg) -> Effect<Msg> {
        switch msg {
        case .ping:
            return model.viaDispatch ? .http(echo) { _ in .pong } : .send(.pong)
        case .pong:
            model.pongs &+= 1
            return .none
        }
    }

    static func render(_ model: Model, into frame: inout Frame) { frame.draw("pongs \(model.pongs)", x: 0, y: 0) }
}
