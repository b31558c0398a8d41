import Reel
import ReelLog

extension Verification {
    /// A process exit status for `replay --verify`: 0 identical, 1 diverged, 2 unreadable.
    public var exitStatus: Int32 {
        switch self {
        case .identical: 0
        case .diverged: 1
        case .unreadable: 2
        }
    }
}
