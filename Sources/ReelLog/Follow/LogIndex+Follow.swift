import Reel
import Foundation

extension LogIndex {
    /// Opens the log at `url` while it is still being written, to be followed with ``follow()``:
    /// the steps whose lines have landed whole are indexed, and a last line with no newline is
    /// waited for rather than reported as torn.
    public convenience init(
        following url: URL, input: S.Input, checkpointEvery interval: Int = 1000, maxCheckpoints: Int = 1024
    ) throws(LogError) {
        let watch = try LogFileWatch(url: url)
        try self.init(
            reader: LogReader<S>(contentsOf: url), url: url, input: input, interval: interval, maxCheckpoints: maxCheckpoints,
            watch: watch)
    }

    /// Indexes the steps whose lines landed since the last look, and says when no more will: the
    /// writer closed the log, or the file was truncated or replaced under the index (the steps
    /// already read stay). Cheap when nothing changed (a `stat` and a lock probe), so it can be
    /// called every few milliseconds. A log not opened with ``init(following:input:checkpointEvery:maxCheckpoints:)``
    /// is complete: nothing is added and it has no end to report.
    public func follow() throws(LogError) -> LogFollowUpdate {
        guard let watch, followEnd == nil else { return LogFollowUpdate(added: 0, end: followEnd) }
        let before = stepCount
        switch watch.state() {
        case .replaced:
            followEnd = .replaced
        case .size(let size) where size < endOffset:
            followEnd = .truncated(size: size, read: endOffset)
        case .size(let size):
            // Asked before reading: every line the writer wrote before it went is then read below.
            let written = watch.isWritten
            if size > endOffset { try readNew() }
            if !written {
                if case .size(let now) = watch.state(), now > endOffset { try readNew() }
                guard case .size(let now) = watch.state() else {
                    followEnd = .replaced
                    break
                }
                followEnd = .writerClosed(tornLastLine: now > endOffset)
            }
        }
        return LogFollowUpdate(added: stepCount - before, end: followEnd)
    }

    /// Whether the log is followed and its writer has not been seen to end.
    public var isFollowing: Bool { watch != nil && followEnd == nil }

    /// Reads on from the last whole line read.
    private func readNew() throws(LogError) {
        try reader.seek(toStep: stepCount + 1, atOffset: endOffset)
        try readOn()
    }
}

extension LogIndex where S.Input: Decodable {
    /// Opens the log at `url` while it is still being written, to be replayed from the input it
    /// records (see ``init(following:input:checkpointEvery:maxCheckpoints:)``).
    public convenience init(following url: URL, checkpointEvery interval: Int = 1000, maxCheckpoints: Int = 1024) throws(LogError) {
        let watch = try LogFileWatch(url: url)
        let reader = try LogReader<S>(contentsOf: url)
        try self.init(
            reader: reader, url: url, input: Replay<S>.input(of: reader), interval: interval, maxCheckpoints: maxCheckpoints,
            watch: watch)
    }
}
