import Foundation

/// A log read once and indexed for seeking: where each step's line starts, what each step did
/// (commands emitted, subscriptions changed), and the replay kept every K steps, so that reaching
/// any step replays at most K messages however long the log is.
///
/// Building the index reads and replays the whole log once (with the reader's checks, so a log the
/// reader refuses is refused here too). Memory is bounded: 9 bytes per step for the offsets and
/// marks, and at most `maxCheckpoints` replays; when a longer log would need more, every other one
/// is dropped and K doubles. ``Replay/travel(to:using:)`` and ``replay(atStep:)`` start from the
/// nearest checkpoint at or before the step, seek to the next step's line and replay from there.
///
/// The index keeps the log open and reads it again when asked for a step: it is for one thread
/// (it is not `Sendable`), and the log must not change while it is in use.
public final class LogIndex<S: LoggableScene> {
    /// The log's location.
    public let url: URL
    /// The input the replays start from.
    public let input: S.Input
    /// The size the log's frames were rendered at, from its header.
    public let frameSize: FrameSize
    /// Problems that did not stop reading, such as a torn last line.
    public let warnings: [String]
    /// How many steps apart the kept replays are (K): at most this many are replayed to reach a step.
    public private(set) var checkpointInterval: Int

    private let reader: LogReader<S>
    private var offsets: [Int] = []
    private var marks: [StepMarks] = []
    /// For a step whose line is not the log's line of that number (steps a reader's migration
    /// dropped come before it): how many of the log's steps precede its line. Empty for most logs.
    private var stepsBefore: [Int: Int] = [:]
    /// `checkpoints[i]` is the replay after `i * checkpointInterval` steps.
    private var checkpoints: [Replay<S>] = []

    /// Reads, indexes and replays the log at `url` from `input`, keeping a replay every
    /// `checkpointEvery` steps and at most `maxCheckpoints` of them.
    public convenience init(
        logAt url: URL, input: S.Input, checkpointEvery interval: Int = 1000, maxCheckpoints: Int = 1024
    ) throws(LogError) {
        try self.init(reader: LogReader<S>(contentsOf: url), url: url, input: input, interval: interval, maxCheckpoints: maxCheckpoints)
    }

    init(reader: LogReader<S>, url: URL, input: S.Input, interval: Int, maxCheckpoints: Int) throws(LogError) {
        self.reader = reader
        self.url = url
        self.input = input
        frameSize = reader.header.frameSize
        checkpointInterval = max(1, interval)
        var replay = Replay<S>(input: input, frameSize: frameSize)
        checkpoints = [replay]
        let limit = max(2, maxCheckpoints)
        while true {
            let (offset, before) = (reader.nextLineOffset, reader.stepsRead)
            guard let logged = try reader.next() else { break }
            if before != offsets.count { stepsBefore[offsets.count] = before }
            offsets.append(offset)
            marks.append(StepMarks(logged))
            replay.apply(logged.msg)
            guard offsets.count % checkpointInterval == 0 else { continue }
            checkpoints.append(replay)
            if checkpoints.count > limit {
                // Every other one kept: twice as far apart, half as many.
                checkpoints = checkpoints.enumerated().filter { $0.offset % 2 == 0 }.map(\.element)
                checkpointInterval *= 2
            }
        }
        warnings = reader.warnings
    }

    /// How many steps the log holds.
    public var stepCount: Int { offsets.count }

    /// How many replays are kept.
    public var checkpointCount: Int { checkpoints.count }

    /// The replay after step `step` (0 for the start), from the nearest checkpoint before it.
    public func replay(atStep step: Int) throws(LogError) -> Replay<S> {
        try check(step, from: 0)
        let kept = min(step / checkpointInterval, checkpoints.count - 1)
        var replay = checkpoints[kept]
        let from = kept * checkpointInterval
        guard from < step else { return replay }
        try seek(to: from + 1)
        while replay.stepsApplied < step {
            guard let logged = try reader.next() else { throw .noSuchStep(requested: step, available: replay.stepsApplied) }
            replay.apply(logged.msg)
        }
        return replay
    }

    /// Step `step` (from 1) as the log recorded it.
    public func step(_ step: Int) throws(LogError) -> LoggedStep<S> {
        try steps(from: step, count: 1)[0]
    }

    /// Up to `count` consecutive steps from step `first` (from 1), fewer at the end of the log.
    public func steps(from first: Int, count: Int) throws(LogError) -> [LoggedStep<S>] {
        try check(first, from: 1)
        try seek(to: first)
        var steps: [LoggedStep<S>] = []
        while steps.count < count, let logged = try reader.next() { steps.append(logged) }
        return steps
    }

    /// The nearest step after `step` (before it, if not `forward`) whose logged step satisfies
    /// `matches`, going round past the end of the log (the start) and checking `step` itself last;
    /// nil when no step does. The log is read in order, a block at a time when going backwards.
    public func search(from step: Int, forward: Bool = true, where matches: (LoggedStep<S>) -> Bool) throws(LogError) -> Int? {
        let current = min(max(step, 0), stepCount)
        let after = (current + 1)..<(stepCount + 1)
        let before = 1..<max(1, current)
        for range in forward ? [after, 1..<(current + 1)] : [before, max(1, current)..<(stepCount + 1)] {
            if let found = try scan(range, forward: forward, matches) { return found }
        }
        return nil
    }

    /// The first (or, not `forward`, the last) step in `range` that `matches`.
    private func scan(_ range: Range<Int>, forward: Bool, _ matches: (LoggedStep<S>) -> Bool) throws(LogError) -> Int? {
        let block = forward ? max(1, range.count) : 1024
        var blocks: [Range<Int>] = []
        var lower = range.lowerBound
        while lower < range.upperBound {
            blocks.append(lower..<min(range.upperBound, lower + block))
            lower += block
        }
        for part in forward ? blocks : blocks.reversed() {
            try seek(to: part.lowerBound)
            var found: Int?
            for index in part {
                guard let logged = try reader.next() else { break }
                if matches(logged) {
                    found = index
                    if forward { break }
                }
            }
            if let found { return found }
        }
        return nil
    }

    /// What step `step` (from 1) did, as recorded: whether it emitted commands or changed subscriptions.
    package func marks(ofStep step: Int) -> StepMarks { marks[step - 1] }

    /// Puts the reader before step `step` (from 1): its next step read is that one.
    private func seek(to step: Int) throws(LogError) {
        try reader.seek(toStep: (stepsBefore[step - 1] ?? step - 1) + 1, atOffset: offsets[step - 1])
    }

    /// Refuses a step outside `lowest...stepCount`.
    private func check(_ step: Int, from lowest: Int) throws(LogError) {
        guard step >= lowest, step <= stepCount else { throw .noSuchStep(requested: step, available: stepCount) }
    }
}

extension LogIndex where S.Input: Decodable {
    /// Reads, indexes and replays the log at `url` from the input it records.
    public convenience init(logAt url: URL, checkpointEvery interval: Int = 1000, maxCheckpoints: Int = 1024) throws(LogError) {
        let reader = try LogReader<S>(contentsOf: url)
        try self.init(
            reader: reader, url: url, input: Replay<S>.input(of: reader), interval: interval, maxCheckpoints: maxCheckpoints)
    }
}

extension Replay {
    /// The replay after step `step` (0 for the start) of the log `index` indexes: from the nearest
    /// kept replay, so at most ``LogIndex/checkpointInterval`` messages are applied.
    public static func travel(to step: Int, using index: LogIndex<S>) throws(LogError) -> Replay {
        try index.replay(atStep: step)
    }
}
