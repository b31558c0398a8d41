import ReelExampleApp
import ReelExampleSupport
import Foundation
import Reel
import ReelTesting

/// A real `Program` running the example app on the offline backend, with virtual time: latency
/// and debounce cost no real time, and every run sees the same order of events.
///
/// All delays in the app are multiples of 10 ms, so `settle()` moves the clock 10 ms at a time
/// and lets the program drain after each step: every timer fires at its due time, and timers
/// that messages start are scheduled from that same instant. A disk cache runs its work on a
/// queue the driver owns, so `settle()` can wait for it too.
final class AppDriver {
    let clock = VirtualClock()
    let program: Program<ExampleApp>
    /// The HTTP requests the app sent, in order.
    let network: RecordingTransport
    private let io: DispatchQueue?

    /// An app on the offline backend with an in-memory cache, or with `cache` and its I/O queue.
    init(
        size: FrameSize = .standard, latency: Duration = ExampleBackend.defaultLatency, cache: (any CacheService)? = nil,
        io: DispatchQueue? = nil
    ) {
        self.io = io
        network = RecordingTransport(ExampleBackend.transport(latency: latency, timers: clock))
        let services = Services(timers: clock, http: network, cache: cache ?? InMemoryCache())
        program = Program<ExampleApp>(input: ExampleApp.Input(api: .offline), services: services, frameSize: size)
        settle()
    }

    /// An app whose cache has a memory tier and a disk tier in `directory` (I/O on the driver's queue).
    convenience init(cacheDirectory directory: URL, size: FrameSize = .standard) {
        let io = DispatchQueue(label: "example-tests.cache.io")
        self.init(size: size, cache: Cache(memory: MemoryCache(), disk: DiskCache(directory: directory), ioQueue: io), io: io)
    }

    var model: ExampleApp.Model { program.model }
    var frame: Frame { program.frame }

    /// Sends a message to the scene on top, as the user would, and lets every consequence play out.
    func tap(_ msg: ScreenMsg) {
        program.send(.screen(id: program.model.topID, msg: msg))
        settle()
    }

    /// Sends a message to the scene on top without moving time (to look at a loading state).
    func tapNow(_ msg: ScreenMsg) {
        program.send(.screen(id: program.model.topID, msg: msg))
        drain()
    }

    /// Moves virtual time forward until no timer, request or cache work is left (at most `limit`).
    /// Runs the app until nothing is left to do, jumping the virtual clock from timer to timer (the
    /// one time driver, `Program.settle`), with finished disk work applied on the way.
    func settle() {
        repeat {
            program.expectSettled(advancing: clock, timeout: .seconds(30))
        } while drainDiskWork()
    }

    /// Lets virtual time pass: the timers and ticks due fire, and the program applies them.
    func advance(by duration: Duration) {
        clock.advance(by: duration)
        _ = drainDiskWork()
    }

    /// Applies every queued message, including the answers of finished disk work.
    private func drain() {
        program.expectDrained()
        _ = drainDiskWork()
    }

    /// Waits for the disk queue's work and applies what it answered; true if that made steps.
    private func drainDiskWork() -> Bool {
        guard let io else { return false }
        let before = program.steps
        var steps: Int
        repeat {
            steps = program.steps
            io.sync {}
            program.expectDrained()
        } while program.steps != steps
        return program.steps != before
    }
}
