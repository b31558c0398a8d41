import Reel

extension Program {
    /// Waits without blocking a thread until the program is idle; false after 10 seconds.
    ///
    /// Tests of async handlers await this rather than block in `waitUntilIdle()`: a handler's task
    /// runs on Swift's cooperative pool, the very threads that tests run in parallel would block.
    func idle() async -> Bool {
        await withCheckedContinuation { done in
            whenIdle(timeout: .seconds(10)) { idle in done.resume(returning: idle) }
        }
    }
}
