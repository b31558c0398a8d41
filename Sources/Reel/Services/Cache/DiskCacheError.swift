#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Why the disk tier could not do something, in one line (`cannot write /path: No space left on device`).
public struct DiskCacheError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The one-line reason, naming the action, the path and the system's explanation.
    public let description: String

    /// Creates an error from a ready-made line.
    public init(_ description: String) { self.description = description }

    /// An error for a failed system call, described by its `errno`.
    init(_ action: String, _ path: String, errno code: Int32) {
        description = "cannot \(action) \(path): \(String(cString: strerror(code)))"
    }
}
