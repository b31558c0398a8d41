/// A handle that stops a running piece of work; cancelling twice, or after it finished, does nothing.
public protocol Cancellable: Sendable {
    /// Stops the work if it is still running.
    func cancel()
}

/// A handle for work that cannot be stopped, or that already finished.
public struct NotCancellable: Cancellable {
    /// Creates the handle.
    public init() {}
    /// Does nothing.
    public func cancel() {}
}
