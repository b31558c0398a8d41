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
    /// Called once by each ``Program`` whose timers run here, as it starts: a clock that moves only
    /// when told (``VirtualClock``) keeps it, to have the program apply what its timers sent
    /// before time moves on. A real clock has no use for it (the default does nothing).
    func join(_ program: TimedProgram)
}

extension TimerService {
    /// Re-arms a one-shot timer after each call; a clock with a better way overrides this.
    public func scheduleRepeating(every interval: Duration, _ fire: @escaping @Sendable () -> Void) -> any Cancellable {
        RepeatingTimer(every: max(interval, .nanoseconds(1)), on: self, fire)
    }

    /// The wall clock.
    public var currentDate: Date { Date() }

    /// Nothing: time moves on its own, and the program drains when its messages arrive.
    public func join(_ program: TimedProgram) {}
}

/// A program as the clock that runs its timers sees it: something a virtual clock can have drain
/// after each instant it fires (see ``TimerService/join(_:)``). Only Reel makes one.
public struct TimedProgram: Sendable {
    @usableFromInline package let participant: any VirtualTimeParticipant

    /// Wraps a program for its clock.
    @inlinable
    package init(_ participant: any VirtualTimeParticipant) { self.participant = participant }
}
