/// A running observation of a program; `cancel()` stops it.
public final class Observation: Sendable {
    private let stop: @Sendable () -> Void

    init(_ stop: @escaping @Sendable () -> Void) { self.stop = stop }

    /// Stops calling the observer.
    public func cancel() { stop() }
}
