/// A cancellable handle that is only a flag: work checks it before it starts or delivers.
///
/// Services whose work cannot be interrupted halfway (a disk write, a fixture read) use it to
/// skip work that was cancelled before it began and to stay silent afterwards.
final class CancelFlag: Cancellable, @unchecked Sendable {
    // Behind a lock (a few instructions, on every platform Reel supports) rather than
    // `Synchronization.Atomic`, which Apple ships only from iOS 18 / macOS 15.
    private let cancelled = Locked(false)
    private let onCancel: (@Sendable () -> Void)?

    /// Creates a flag; `onCancel` runs once, on the first `cancel()`.
    init(onCancel: (@Sendable () -> Void)? = nil) { self.onCancel = onCancel }

    /// Whether `cancel()` was called.
    var isCancelled: Bool { cancelled.withLock { $0 } }

    /// Raises the flag; the first call also runs `onCancel`.
    func cancel() {
        let first = cancelled.withLock { cancelled in
            defer { cancelled = true }
            return !cancelled
        }
        if first { onCancel?() }
    }
}
