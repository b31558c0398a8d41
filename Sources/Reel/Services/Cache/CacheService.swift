/// Runs cache commands against the cache's tiers.
public protocol CacheService: Sendable {
    /// Runs the command and calls `completion` once, on any queue.
    func run(_ command: CacheCommand, completion: @escaping @Sendable (CacheOutcome) -> Void) -> any Cancellable
}
