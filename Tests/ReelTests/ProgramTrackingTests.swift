import Reel
import Testing

/// A send followed until the work its update started is over: what a UI store's awaited send
/// (a pull to refresh) is made of.
@Suite("Program: following the work one message started")
@MainActor
struct ProgramTrackingTests {
    /// A pull starts a load that takes a second; a poke starts a five-second timer of its own.
    enum Puller: Scene {
        struct Model: Equatable, Sendable {
            var loads = 0
            var pokes = 0
        }
        enum Msg: Equatable, Sendable, Codable { case pulled, loaded, poked, poke, nothing }
        static func start(_ input: Void) -> (Model, Effect<Msg>) { (Model(), .none) }
        static func update(_ model: inout Model, _ msg: Msg) -> Effect<Msg> {
            switch msg {
            case .pulled: return .after(.seconds(1), send: .loaded, id: "load")
            case .loaded: model.loads += 1
            case .poke: return .after(.seconds(5), send: .poked, id: "poke")
            case .poked: model.pokes += 1
            case .nothing: break
            }
            return .none
        }
        static func render(_ model: Model, into frame: inout Frame) {}
    }

    let clock = VirtualClock()

    func program() -> Program<Puller> {
        Program<Puller>(input: (), services: Services(timers: clock), frameSize: .standard, observers: [], onMain: true)
    }

    /// Sends `msg` tracked and returns the work and a way to wait for its `done`, with the model
    /// as `done` saw it.
    func track(_ msg: Puller.Msg, in program: Program<Puller>) -> (TrackedWork, Done) {
        let done = Done()
        let work = program.sendTracking(msg) { done.finish(with: program.modelInPlace.pointee) }
        return (work, done)
    }

    @Test("given a pull that starts a load, when it is sent tracked, then it is over only once the load's answer is applied")
    func overWhenAnswered() async {
        let program = program()
        let (work, done) = track(.pulled, in: program)
        #expect(!work.isOver && done.model == nil)
        clock.advance(by: .milliseconds(999))
        #expect(!work.isOver)
        clock.advance(by: .milliseconds(1))
        let model = await done.wait()
        #expect(model?.loads == 1, "the answer was applied before the work was over")
        #expect(program.inFlight == 0)
    }

    @Test("given an update that starts nothing, when it is sent tracked, then it is over at once")
    func overAtOnce() {
        let (work, done) = track(.nothing, in: program())
        #expect(work.isOver && done.model == Puller.Model())
    }

    @Test("given a pull in flight, when its work is cancelled, then the load stops, its answer never applies, and the wait ends")
    func cancelled() async {
        let program = program()
        let (work, done) = track(.pulled, in: program)
        work.cancel()
        let model = await done.wait()
        #expect(model?.loads == 0)
        #expect(program.inFlight == 0)
        clock.advance(by: .seconds(2))
        #expect(program.modelInPlace.pointee.loads == 0, "the cancelled load's timer never fired into update")
    }

    @Test("given a pull, then a poke that starts a longer timer, when the pull's load is answered, then the pull is over though the poke's timer still runs")
    func onlyItsOwnWork() async {
        let program = program()
        let (_, done) = track(.pulled, in: program)
        program.sendOnProgramThread(.poke)
        clock.advance(by: .seconds(1))
        let model = await done.wait()
        #expect(model?.loads == 1 && model?.pokes == 0)
        #expect(program.inFlight == 1, "the poke's timer is not the pull's work")
    }

    @Test("given a pull whose load is replaced by a second pull (same id), when the first is tracked, then it is over when the replaced load is cancelled")
    func replacedCountsAsOver() async {
        let program = program()
        let (first, _) = track(.pulled, in: program)
        let (second, secondDone) = track(.pulled, in: program)
        #expect(first.isOver, "latest wins: the first pull's load was cancelled by the second's")
        #expect(!second.isOver)
        clock.advance(by: .seconds(1))
        #expect(await secondDone.wait()?.loads == 1)
    }
}

/// Where a tracked send's `done` leaves the model it saw, and whom it wakes.
@MainActor
final class Done {
    private(set) var model: ProgramTrackingTests.Puller.Model?
    private var waiter: CheckedContinuation<ProgramTrackingTests.Puller.Model?, Never>?

    func finish(with model: ProgramTrackingTests.Puller.Model) {
        self.model = model
        waiter?.resume(returning: model)
        waiter = nil
    }

    func wait() async -> ProgramTrackingTests.Puller.Model? {
        if let model { return model }
        return await withCheckedContinuation { waiter = $0 }
    }
}
