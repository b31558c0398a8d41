import Dispatch

/// The real clock: timers run on one serial timer queue with `asyncAfter`.
public struct DispatchTimers: TimerService {
    private let queue: DispatchQueue

    /// Creates the service with its own timer queue.
    public init(queue: DispatchQueue = DispatchQueue(label: "reel.timers")) { self.queue = queue }

    /// Schedules `fire` after `delay` on the timer queue.
    public func schedule(after delay: Duration, _ fire: @escaping @Sendable () -> Void) -> any Cancellable {
        let item = WorkItem(DispatchWorkItem(block: fire))
        queue.asyncAfter(deadline: .now() + .nanoseconds(max(0, delay.nanoseconds)), execute: item.item)
        return item
    }

    /// A `DispatchWorkItem` as a cancellable handle (the item is thread-safe; Linux lacks the annotation).
    private struct WorkItem: Cancellable, @unchecked Sendable {
        let item: DispatchWorkItem
        init(_ item: DispatchWorkItem) { self.item = item }
        func cancel() { item.cancel() }
    }
}
