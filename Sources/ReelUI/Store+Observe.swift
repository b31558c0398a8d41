import Dispatch
import Observation
import Reel

extension Store {
    /// Runs `apply` now, and again after every update that changes a value it read from any
    /// store: UIKit's way to follow a store (`store.observe { store in label.text = store.title }`).
    ///
    /// It is `withObservationTracking`, run again once the update's changes are all told, still
    /// on the main actor and before the `send` that caused it returns. It stops when the returned
    /// observation is cancelled or released, or when the store goes away; keep it as long as the
    /// view it updates.
    public func observe(_ apply: @escaping @MainActor (Store) -> Void) -> StoreObservation {
        let observation = StoreObservation(host: host) { [weak self] in
            guard let self else { return false }
            apply(self)
            return true
        }
        observation.run()
        return observation
    }
}

/// A running ``Store/observe(_:)``: `cancel()`, or releasing it, stops it.
@MainActor
public final class StoreObservation: Cancellable {
    private weak var host: StoreHost?
    private let apply: @MainActor () -> Bool
    private let cancelled = Locked(false)

    init(host: StoreHost, apply: @escaping @MainActor () -> Bool) {
        self.host = host
        self.apply = apply
    }

    /// Stops running the closure; safe from any thread.
    public nonisolated func cancel() {
        cancelled.withLock { $0 = true }
    }

    /// Runs the closure under observation tracking; a change to what it read schedules it again.
    func run() {
        guard !cancelled.withLock({ $0 }) else { return }
        var alive = true
        withObservationTracking {
            alive = apply()
        } onChange: { [weak self] in
            // Told on the main thread, while the store tells a change; run again once all are told.
            // A change elsewhere (another observable, on another thread) waits for the main queue.
            guard MainQueue.isCurrent else {
                DispatchQueue.main.async { MainActor.assumeIsolated { self?.scheduleRerun() } }
                return
            }
            MainActor.assumeIsolated { self?.scheduleRerun() }
        }
        if !alive { cancel() }
    }

    private func scheduleRerun() {
        guard let host else { return }
        host.scheduleRerun(self)
    }

    deinit { cancelled.withLock { $0 = true } }
}
