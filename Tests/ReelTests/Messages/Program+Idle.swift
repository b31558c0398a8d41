import Reel

extension Program {
    /// Waits without blocking a thread until the program is idle; false after two minutes.
    ///
    /// Tests of async handlers await this rather than block in `waitUntilIdle()`: a handler's task
    /// runs on Swift's cooperative pool, the very threads that tests run in parallel block (on a
    /// two-core machine, two tests blocked for a minute hold the whole pool), hence the long bound.
    func idle() async -> Bool {
        await withCheckedContinuation { done in
            whenIdle(timeout: .seconds(120)) { idle in done.resume(returning: idle) }
        }
    }
}
