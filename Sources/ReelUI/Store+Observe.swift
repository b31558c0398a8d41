import Dispatch
import Observation
import Reel

extension Store {
    /// Runs `apply` now, and again after every change to a value it read, from this store, any
    /// other store, or any `@Observable` object: UIKit's way to follow a store
    /// (`store.observe { store in label.text = store.title }`).
    ///
    /// It is `withObservationTracking`, run again on the main actor. After an update of any store
    /// (this one's scene or another's), it runs once that update's changes are all told, before
    /// the `send` that caused it returns; after a change made outside any update (an
    /// `@Observable` object set by the app, another thread), it runs on the main queue soon after,
    /// once for a burst of changes. It never runs inside an update, and a message it sends waits
    /// its turn. It stops when the returned observation is cancelled or released, or when the
    /// store goes away; keep it as long as the view it updates.
    public func observe(_ apply: @escaping @MainActor (Store) -> Void) -> any Cancellable {
        let observation = StoreObservation { [weak self] in
            guard let self else { return false }
            apply(self)
            return true
        }
        observation.run()
        return observation
    }
}

/// A running ``Store/observe(_:)``: `cancel()`, or releasing it, stops it. Internal: `observe`
/// returns it as a ``Cancellable``, Reel's one cancel handle.
@MainActor
final class StoreObservation: Cancellable {
    private let apply: @MainActor () -> Bool
    private let cancelled = Locked(false)

    init(apply: @escaping @MainActor () -> Bool) {
        self.apply = apply
    }

    /// Stops running the closure; safe from any thread.
    nonisolated func cancel() {
        cancelled.withLock { $0 = true }
    }

    /// Runs the closure under observation tracking; a change to what it read schedules it again.
    func run() {
        guard !cancelled.withLock({ $0 }) else { return }
        var alive = true
        withObservationTracking {
            alive = apply()
        } onChange: { [weak self] in
            // Tracking is one-shot: this is told once, at the first change of a burst.
            guard MainQueue.isCurrent else {
                DispatchQueue.main.async { MainActor.assumeIsolated { self?.run() } }
                return
            }
            MainActor.assumeIsolated { self?.scheduleRerun() }
        }
        if !alive { cancel() }
    }

    /// Runs the closure again once the update telling this change has told them all, or soon on
    /// the main queue for a change made outside any update.
    private func scheduleRerun() {
        if let host = Telling.host?.object {
            host.scheduleRerun(self)
        } else {
            DispatchQueue.main.async { MainActor.assumeIsolated { [weak self] in self?.run() } }
        }
    }

    deinit { cancelled.withLock { $0 = true } }
}
