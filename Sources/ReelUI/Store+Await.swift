import Reel

extension Store {
    /// Sends a message and returns once the work its update started is over — each command it
    /// started answered (the answer applied) or cancelled: what a pull to refresh awaits.
    ///
    /// ```swift
    /// List(store.items) { … }
    ///     .refreshable { await store.sendAndWait(.refreshPulled) }
    /// ```
    ///
    /// Only that update's commands count, not those their answers start in turn, nor
    /// subscriptions, which never finish (`Program`'s one rule of what a message started).
    /// Cancelling the task that awaits — SwiftUI does when the view goes — cancels that work, and
    /// its late answers never reach `update`. A message the store drops (its part is gone, the
    /// scene stopped) returns at once. Sent while an update's changes are being told, the message
    /// waits its turn behind others, and the wait then lasts until the scene is idle.
    public func sendAndWait(_ msg: Msg) async {
        let tracking = SendTracking()
        await withTaskCancellationHandler {
            await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
                tracking.whenOver = { continuation.resume() }
                host.trackingNextSend = tracking
                send(msg)
                if host.trackingNextSend === tracking {  // dropped before it reached the scene
                    host.trackingNextSend = nil
                    tracking.over()
                }
            }
        } onCancel: {
            tracking.cancel()
        }
    }
}

/// An awaited send's hold on the work it follows: set before the send, handed the work when the
/// message reaches the scene, and cancelled from whichever thread cancels the awaiting task
/// (before or after the work exists).
@usableFromInline
final class SendTracking: @unchecked Sendable {
    private struct Held: Sendable {
        var work: TrackedWork?
        var cancelled = false
    }

    private let held = Locked(Held())
    /// Resumes the awaiting task; set and called on the main actor only (the program's queue).
    var whenOver: (() -> Void)?

    init() {}

    /// Follows the work the message started; cancels it at once if the task was cancelled first.
    func follow(_ work: TrackedWork) {
        let cancelled = held.withLock { held in
            held.work = work
            return held.cancelled
        }
        if cancelled { work.cancel() }
    }

    /// Cancels the work, now or as soon as there is some; from any thread.
    func cancel() {
        let work = held.withLock { held in
            held.cancelled = true
            return held.work
        }
        work?.cancel()
    }

    /// The work is over: the awaiting task goes on (once).
    func over() {
        let resume = whenOver
        whenOver = nil
        resume?()
    }
}

extension SceneHost {
    /// ``send(_:)`` for an awaited send: starts the scene if it has not started, then sends the
    /// message and follows its work; a message the stopped scene drops is over at once.
    @usableFromInline
    func sendTracked(_ msg: S.Msg) {
        guard let tracking = trackingNextSend else { return }
        trackingNextSend = nil
        _ = rootModel
        guard let started else { return tracking.over() }
        tracking.follow(started.sendTracking(msg) { tracking.over() })
    }
}
