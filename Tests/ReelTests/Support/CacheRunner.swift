import Foundation
import Reel

extension CacheService {
    /// Runs a command and blocks until its outcome (at most 10 s; nil if it never came).
    func runAndWait(_ command: CacheCommand) -> CacheOutcome? {
        let outcome = Locked<CacheOutcome?>(nil)
        let done = DispatchSemaphore(value: 0)
        _ = run(command) { answer in
            outcome.withLock { $0 = answer }
            done.signal()
        }
        guard done.wait(timeout: .now() + 10) == .success else { return nil }
        return outcome.withLock { $0 }
    }
}
