import Synchronization

/// A cancellable handle that is only a flag: work checks it before it starts or delivers.
///
/// Services whose work cannot be interrupted halfway (a disk write, a fixture read) use it to
/// skip work that was cancelled before it began and to stay silent afterwards.
final class CancelFlag: Cancellable {
    private let cancelled = Atomic<Bool>(false)
    private let onCancel: (@Sendable () -> Void)?

    /// Creates a flag; `onCancel` runs once, on the first `cancel()`.
    init(onCancel: (@Sendable () -> Void)? = nil) { self.onCancel = onCancel }

    /// Whether `cancel()` was called.
    var isCancelled: Bool { cancelled.load(ordering: .acquiring) }

    /// Raises the flag; the first call also runs `onCancel`.
    func cancel() {
        let (exchanged, _) = cancelled.compareExchange(expected: false, desired: true, ordering: .acquiringAndReleasing)
        if exchanged { onCancel?() }
    }
}
