/// What `observe` returns: a ``Cancellable`` whose `cancel()` stops calling the observer. Internal:
/// Reel has one public cancel handle, ``Cancellable``, for observations and services' work alike.
final class ObserverHandle: Cancellable {
    private let stop: @Sendable () -> Void

    init(_ stop: @escaping @Sendable () -> Void) { self.stop = stop }

    /// Stops calling the observer.
    func cancel() { stop() }
}
