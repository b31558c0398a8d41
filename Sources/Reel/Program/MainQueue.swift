import Dispatch
import Foundation

/// Whether code runs on the main queue, where a UI store's program runs its loop.
///
/// The main thread is not enough to ask: on Linux, once `dispatchMain()` parks the main thread
/// (as test runners do), the main queue's blocks run on worker threads, where
/// `Thread.isMainThread` is false. So the main queue carries a mark of its own, which its blocks
/// see on any thread; and the main thread itself counts (on Apple platforms it runs the main
/// queue's work from its run loop).
@usableFromInline
package enum MainQueue {
    private static let mark: DispatchSpecificKey<Bool> = {
        let mark = DispatchSpecificKey<Bool>()
        DispatchQueue.main.setSpecific(key: mark, value: true)
        return mark
    }()

    /// Whether the caller runs on the main queue (or the main thread).
    @usableFromInline
    package static var isCurrent: Bool {
        Thread.isMainThread || DispatchQueue.getSpecific(key: mark) == true
    }
}
