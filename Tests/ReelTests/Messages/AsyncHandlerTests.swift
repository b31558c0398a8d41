import Foundation
import Reel
import Testing

@Suite("Async handlers and AsyncSequence sources", .timeLimit(.minutes(3)))
struct AsyncHandlerTests {
    /// Services whose kettle brews "tea" and fails on anything else with an SDK's error.
    static func kettle() -> Services {
        var services = Services(seed: 1)
        services.register(Brew.self) { request in
            guard request.name == "tea" else { throw KettleError(code: 7) }
            return "hot \(request.name)"
        }
        return services
    }

    @Test("given an async throws handler for an Outcome, when it returns or throws, then the value is .success and the SDK's error a DescribedError")
    func thrownErrorBecomesTheFailure() async {
        let program = Program<Kettle>(input: (), services: Self.kettle())
        program.send(.brew("tea"))
        #expect(await program.idle())
        program.send(.brew("coffee"))
        #expect(await program.idle())
        #expect(program.model.brewed == [.success("hot tea"), .failure(DescribedError("KettleError(code: 7)"))])
    }

    @Test("given an async throws handler for a Result, when it throws a Failure or another error, then each becomes .failure")
    func resultOfThrowingHandler() async {
        var services = Services(seed: 1)
        services.register(Weigh.self) { request in
            if request.grams < 0 { throw DescribedError("negative") }
            if request.grams == 0 { throw KettleError(code: 0) }
            return request.grams * 2
        }
        let program = Program<Scale>(input: (), services: services)
        for grams in [3, -1, 0] {
            program.send(.weigh(grams))
            #expect(await program.idle())
        }
        #expect(program.model == [.success(6), .failure(DescribedError("negative")), .failure(DescribedError("KettleError(code: 0)"))])
    }

    /// Services whose brew waits until its task is cancelled, raising `started` and then `cancelled`.
    static func endlessBrew(started: Signal, cancelled: Signal, finished: Signal) -> Services {
        var services = Services(seed: 1)
        services.register(Brew.self) { request in
            started.raise()
            defer { finished.raise() }
            try await withTaskCancellationHandler {
                // Waits on a stream nobody feeds, with no clock: only cancellation ends it.
                let (quiet, feeder) = AsyncStream<Never>.makeStream()
                for await _ in quiet {}
                withExtendedLifetime(feeder) {}
                try Task.checkCancellation()
            } onCancel: {
                cancelled.raise()
            }
            return "never"
        }
        return services
    }

    @Test("given an async handler running, when its command is cancelled by id, then its task is cancelled and its answer never reaches update")
    func cancelReachesTheTask() async {
        let (started, cancelled, finished) = (Signal(), Signal(), Signal())
        let program = Program<Kettle>(input: (), services: Self.endlessBrew(started: started, cancelled: cancelled, finished: finished))
        program.send(.brew("tea"))
        await started.wait()
        program.send(.stop)
        await cancelled.wait()
        await finished.wait()  // the handler threw CancellationError: nothing is answered
        #expect(await program.idle())
        #expect(program.model.brewed == [])
        #expect(program.inFlight == 0)
    }

    @Test("given an async handler running, when a newer command takes its id, then the old task is cancelled")
    func replacedCommandCancelsTheTask() async {
        let (started, cancelled, finished) = (Signal(), Signal(), Signal())
        let program = Program<Kettle>(input: (), services: Self.endlessBrew(started: started, cancelled: cancelled, finished: finished))
        program.send(.brew("tea"))
        await started.wait()
        program.send(.brew("more tea"))
        await cancelled.wait()
        await started.wait()
        #expect(cancelled.count == 1)
        #expect(program.inFlight == 1)
        program.cancelAll()  // the program stopping cancels the second task too
        await cancelled.wait()
        #expect(await program.idle())
        #expect(program.model.brewed == [])
    }

    @Test("given an AsyncSequence source, when the scene stops declaring it, then its events arrived as messages and its task is cancelled")
    func stoppingTheSubscriptionCancelsItsTask() async {
        let terminated = Signal()
        let pots = Locked<[AsyncStream<Int>.Continuation]>([])
        let opened = Signal()
        var services = Services(seed: 1)
        services.register(source: Drips.self) { _ in
            AsyncStream<Int> { continuation in
                continuation.onTermination = { _ in terminated.raise() }
                pots.withLock { $0.append(continuation) }
                opened.raise()
            }
        }
        let program = Program<Kettle>(input: (), services: services)
        let dripped = Signal()
        let observation = program.observe { step in
            if case .dripped = step.msg { dripped.raise() }
        }
        program.send(.drip(true))
        await opened.wait()
        let pot = pots.withLock { $0[0] }
        for drop in 1...3 { pot.yield(drop) }
        for _ in 1...3 { await dripped.wait() }
        program.send(.drip(false))
        await terminated.wait()
        #expect(program.subscriptions.isEmpty)
        #expect(program.model.drips == [1, 2, 3])
        observation.cancel()
    }
}

/// A request whose response is a `Result` with a failure any thrown error can become.
struct Weigh: Request, Hashable {
    typealias Response = Result<Int, DescribedError>
    var grams: Int
}

/// A plain scene that weighs.
enum Scale: Scene {
    typealias Model = [Result<Int, DescribedError>]
    enum Msg: Equatable, Sendable {
        case weigh(Int)
        case weighed(Result<Int, DescribedError>)
    }

    static func start(_ input: Void) -> (Model, Effect<Msg>) { ([], .none) }

    static func update(_ model: inout Model, _ msg: Msg) -> Effect<Msg> {
        switch msg {
        case .weigh(let grams): return .request(Weigh(grams: grams), then: Msg.weighed)
        case .weighed(let result): model.append(result)
        }
        return .none
    }

    static func render(_ model: Model, into frame: inout Frame) {}
}
