import Foundation

/// The clock: "after D, call f" for timer commands, "every D, call f" for `every`
/// subscriptions, and the current time for ``CurrentTime``; real in apps, virtual in tests.
public protocol TimerService: Sendable {
    /// Calls `fire` once after `delay`, on any queue, unless cancelled first.
    func schedule(after delay: Duration, _ fire: @escaping @Sendable () -> Void) -> any Cancellable
    /// Calls `fire` every `interval`, the first time after one interval, until cancelled.
    func scheduleRepeating(every interval: Duration, _ fire: @escaping @Sendable () -> Void) -> any Cancellable
    /// The clock's current time.
    var currentDate: Date { get }
}

extension TimerService {
    /// Re-arms a one-shot timer after each call; a clock with a better way overrides this.
    public func scheduleRepeating(every interval: Duration, _ fire: @escaping @Sendable () -> Void) -> any Cancellable {
        RepeatingTimer(every: max(interval, .nanoseconds(1)), on: self, fire)
    }

    /// The wall clock.
    public var currentDate: Date { Date() }
}
