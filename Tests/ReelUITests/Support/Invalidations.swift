import Observation
import Reel

/// Reads under observation tracking, as a SwiftUI view's body does, and counts how often what it
/// read changed; reading again re-tracks, as a view re-rendering does.
final class Reader: @unchecked Sendable {
    private let count = Locked(0)

    /// How many times a change invalidated what was read.
    var invalidations: Int { count.withLock { $0 } }

    /// Reads, tracking what is read.
    @MainActor
    @discardableResult
    func read<T>(_ body: () -> T) -> T {
        withObservationTracking(body) { [count] in count.withLock { $0 += 1 } }
    }
}
