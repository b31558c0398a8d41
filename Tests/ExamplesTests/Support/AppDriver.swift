import ExampleApp
import ExampleSupport
import Foundation
import Reel
import ReelTesting

/// A real `Program` running the example app on the offline backend, with virtual time: latency
/// and debounce cost no real time, and every run sees the same order of events.
///
/// All delays in the app are multiples of 10 ms, so `settle()` moves the clock 10 ms at a time
/// and lets the program drain after each step: every timer fires at its due time, and timers
/// that messages start are scheduled from that same instant.
final class AppDriver {
    let clock = VirtualClock()
    let cache: any CacheService
    let program: Program<ExampleApp>

    init(size: FrameSize = .standard, latency: Duration = ExampleBackend.defaultLatency, cache: any CacheService = InMemoryCache()) {
        self.cache = cache
        let services = Services(timers: clock, http: ExampleBackend.transport(latency: latency, timers: clock), cache: cache)
        program = Program<ExampleApp>(input: ExampleApp.Input(api: .offline), services: services, frameSize: size)
        settle()
    }

    var model: ExampleApp.Model { program.model }
    var frame: Frame { program.frame }

    /// Sends a message to the scene on top, as the user would.
    func tap(_ msg: ScreenMsg) {
        program.send(.screen(id: program.model.top.id, msg: msg))
        _ = program.waitUntilDrained()
    }

    /// Sends a message to the scene on top and lets every consequence play out.
    func tapAndSettle(_ msg: ScreenMsg) {
        tap(msg)
        settle()
    }

    /// Moves virtual time forward until no timer or request is left.
    func settle(limit: Duration = .seconds(30)) {
        var waited = Duration.zero
        while true {
            _ = program.waitUntilDrained()
            if clock.pendingCount == 0 {
                _ = program.waitUntilIdle(timeout: .seconds(5))
                if clock.pendingCount == 0 { return }
            }
            guard waited < limit else { return }
            clock.advance(by: .milliseconds(10))
            waited += .milliseconds(10)
        }
    }

    /// Moves virtual time forward by a fixed amount, in 10 ms steps.
    func advance(by duration: Duration) {
        var left = duration
        while left > .zero {
            clock.advance(by: .milliseconds(10))
            left -= .milliseconds(10)
            _ = program.waitUntilDrained()
        }
    }
}
