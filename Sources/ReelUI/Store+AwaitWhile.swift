import Observation
import Reel

extension Store {
    /// Sends a message, then returns once its work is over and `busy` reads false: what a pull to
    /// refresh awaits when the work it waits for may have been started by someone else.
    ///
    /// ```swift
    /// List { … }
    ///     .refreshable { await store.sendAndWait(.refreshPulled, while: \.isRefreshing) }
    /// ```
    ///
    /// A scene that runs one refresh at a time ignores a pull made during its automatic refresh:
    /// that update starts nothing, so ``sendAndWait(_:)`` alone would end the spinner at once while
    /// the refresh the user is looking at still runs. Waiting while the model says it is busy ends
    /// the spinner with that refresh, whoever started it. Cancelling the awaiting task (SwiftUI does
    /// when the view goes) ends the wait, and cancels the message's own work as ``sendAndWait(_:)``
    /// does; work someone else started goes on.
    public func sendAndWait(_ msg: Msg, while busy: KeyPath<Model, Bool>) async {
        await sendAndWait(msg)
        while self[dynamicMember: busy], !Task.isCancelled {
            await change(of: busy)
        }
    }

    /// Returns once the value's readers are told of a change, or the awaiting task is cancelled.
    func change<Value: Equatable>(of keyPath: KeyPath<Model, Value>) async {
        let wake = Wake()
        await withTaskCancellationHandler {
            await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
                wake.hold(continuation)
                withObservationTracking { _ = self[dynamicMember: keyPath] } onChange: { wake.resume() }
            }
        } onCancel: {
            wake.resume()
        }
    }
}

/// A continuation resumed once, by a change or by cancellation, whichever comes first (and
/// cancellation may come before the continuation is held).
private final class Wake: Sendable {
    private let state = Locked<(continuation: CheckedContinuation<Void, Never>?, woken: Bool)>((nil, false))

    /// Holds the continuation, resuming it at once if it was woken already.
    func hold(_ continuation: CheckedContinuation<Void, Never>) {
        let woken = state.withLock { state in
            if !state.woken { state.continuation = continuation }
            return state.woken
        }
        if woken { continuation.resume() }
    }

    /// Resumes the continuation, once.
    func resume() {
        let continuation = state.withLock { state in
            state.woken = true
            defer { state.continuation = nil }
            return state.continuation
        }
        continuation?.resume()
    }
}
