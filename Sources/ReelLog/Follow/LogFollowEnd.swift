import Reel

/// Why a followed log has no more steps to give (``LogIndex/follow()``).
public enum LogFollowEnd: Equatable, Sendable, CustomStringConvertible {
    /// The writer closed the log (or exited, or crashed); `tornLastLine` when it left a last line
    /// with no newline, which is not read.
    case writerClosed(tornLastLine: Bool)
    /// The file became shorter than what had been read: it was truncated under the follower.
    case truncated(size: Int, read: Int)
    /// The path names another file, or none: the log was replaced or removed under the follower.
    case replaced

    /// One line saying what happened, such as `the writer closed the log`.
    public var description: String {
        switch self {
        case .writerClosed(false): "the writer closed the log"
        case .writerClosed(true): "the writer closed the log half-way through its last line, which is not read (torn)"
        case .truncated(let size, let read):
            "the log was truncated under the inspector (\(size) bytes, where \(read) had been read): following stopped"
        case .replaced: "the log was replaced or removed under the inspector: following stopped (open it again to see the new one)"
        }
    }
}

/// What following a log found since the last look (``LogIndex/follow()``).
public struct LogFollowUpdate: Equatable, Sendable {
    /// How many steps landed.
    public let added: Int
    /// Why no more will, once that is known.
    public let end: LogFollowEnd?

    /// What a look found.
    package init(added: Int, end: LogFollowEnd?) {
        self.added = added
        self.end = end
    }
}
