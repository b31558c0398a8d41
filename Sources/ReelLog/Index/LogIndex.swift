import Reel
import Foundation

/// A log read once and indexed for seeking: where each step's line starts, what each step did
/// (commands emitted, subscriptions changed), and the replay kept every K steps, so that reaching
/// any step replays at most K messages however long the log is.
///
/// Steps are numbered as the log numbers them, everywhere: ``stepCount`` is the log's count, and a
/// step a reader's migration dropped keeps its number, marked as dropped, with nothing applied at
/// it (its frame is the step before's). An inspector, a divergence and ``Replay/travel(to:inLogAt:input:)``
/// all name the same step by the same number.
///
/// Building the index reads and replays the whole log once (with the reader's checks, so a log the
/// reader refuses is refused here too). Memory is bounded: 9 bytes per step for the offsets and
/// marks, and at most `maxCheckpoints` replays; when a longer log would need more, every other one
/// is dropped and K doubles. ``Replay/travel(to:using:)`` and ``replay(atStep:)`` start from the
/// nearest checkpoint at or before the step, seek to the next step's line and replay from there.
///
/// The index keeps the log open and reads it again when asked for a step: it is for one thread
/// (it is not `Sendable`), and the log must not change while it is in use, except by lines
/// appended to a log opened for following (``follow()``).
public final class LogIndex<S: LoggableScene> {
    /// The log's location.
    public let url: URL
    /// The input the replays start from.
    public let input: S.Input
    /// The size the log's frames were rendered at, from its header.
    public let frameSize: FrameSize
    /// Problems that did not stop reading, such as a torn last line.
    public private(set) var warnings: [String] = []
    /// How many steps apart the kept replays are (K): at most this many are replayed to reach a step.
    public var checkpointInterval: Int { table.interval }

    /// The log, read again from the offsets kept (by `seek(to:)`).
    let reader: LogReader<S>
    /// Per step: where reading starts to reach it, its marks, the kept replays (see ``LogIndexTable``).
    var table: LogIndexTable<S>
    /// The replay after the last step read, from which a followed log's next steps go on.
    var last: Replay<S>
    /// Where the line after the last step read starts: a followed log is read on from there.
    var endOffset: Int
    /// The file being followed, for a log opened with `following: true`; nil otherwise.
    let watch: LogFileWatch?
    /// How following ended, once it has (``follow()``).
    public internal(set) var followEnd: LogFollowEnd?
    /// Per step of the log: where reading starts to reach it. A dropped step, and the step after a
    /// run of dropped ones, start where the run's first line starts (the reader skips the run again).
    private var offsets: [Int] { table.offsets }
    private var marks: [StepMarks] { table.marks }
    /// For a step whose reading starts at an earlier step's line (see `offsets`): that step's
    /// number less one. Empty for a log that no migration dropped steps of.
    private var stepsBefore: [Int: Int] { table.stepsBefore }
    /// Whether a migration dropped any step of the log.
    private var droppedAny = false
    /// `checkpoints[i]` is the replay after `i * checkpointInterval` steps of the log.
    private var checkpoints: [Replay<S>] { table.checkpoints }

    /// Reads, indexes and replays the log at `url` from `input`, keeping a replay every
    /// `checkpointEvery` steps and at most `maxCheckpoints` of them.
    public convenience init(
        logAt url: URL, input: S.Input, checkpointEvery interval: Int = 1000, maxCheckpoints: Int = 1024
    ) throws(LogError) {
        try self.init(reader: LogReader<S>(contentsOf: url), url: url, input: input, interval: interval, maxCheckpoints: maxCheckpoints)
    }

    /// Indexes the log `reader` reads; `watch`, for a log still being written, makes it a followed
    /// log: a last line with no newline is waited for, and ``follow()`` reads the steps that land.
    init(reader: LogReader<S>, url: URL, input: S.Input, interval: Int, maxCheckpoints: Int, watch: LogFileWatch? = nil) throws(LogError) {
        self.reader = reader
        self.url = url
        self.input = input
        self.watch = watch
        reader.wholeLinesOnly = watch != nil
        frameSize = reader.header.frameSize
        last = Replay<S>(input: input, frameSize: frameSize)
        table = LogIndexTable(interval: max(1, interval), limit: max(2, maxCheckpoints), start: last)
        endOffset = reader.nextLineOffset
        try readOn()
    }

    /// Reads, indexes and replays the steps after the last one read, to the end of the log (for a
    /// followed log, to its last whole line).
    func readOn() throws(LogError) {
        while true {
            let (offset, before) = (reader.nextLineOffset, reader.stepsRead)
            let logged = try reader.next()
            // Steps the reader read past without returning them were dropped by a migration.
            let lastDropped = logged.map { $0.index - 1 } ?? reader.stepsRead
            while table.offsets.count < lastDropped {
                table.add(offset: offset, readingFrom: before, marks: .dropped, after: last)
                droppedAny = true
            }
            guard let logged else { break }
            last.apply(logged.msg)
            table.add(offset: offset, readingFrom: before, marks: StepMarks(logged), after: last)
        }
        endOffset = reader.nextLineOffset
        warnings = reader.warnings
    }

    /// How many steps the log holds, those a migration dropped included.
    public var stepCount: Int { offsets.count }

    /// How many replays are kept.
    public var checkpointCount: Int { checkpoints.count }

    /// The replay after step `step` (0 for the start), from the nearest checkpoint before it. A step
    /// a migration dropped applies nothing: the replay there is the replay after the step before.
    public func replay(atStep step: Int) throws(LogError) -> Replay<S> {
        try check(step, from: 0)
        let kept = min(step / checkpointInterval, checkpoints.count - 1)
        var replay = checkpoints[kept]
        let from = kept * checkpointInterval
        guard from < step else { return replay }
        try seek(to: from + 1)
        for _ in 0..<keptCount(in: from..<step) {
            guard let logged = try reader.next() else { throw missing(step) }
            replay.apply(logged.msg)
        }
        return replay
    }

    /// Step `step` (from 1) as the log recorded it; a step a migration dropped is refused as such.
    public func step(_ step: Int) throws(LogError) -> LoggedStep<S> {
        try check(step, from: 1)
        guard let logged = try numberedSteps(from: step, count: 1)[0] else {
            throw .badLine(step + 1, "step \(step) was dropped by a migration: it holds no message for today's code")
        }
        return logged
    }

    /// The steps numbered `first` (from 1) to `first + count - 1` that the log holds for today's
    /// code, fewer at the end of the log: a step a migration dropped is not among them, so an
    /// element's ``LoggedStep/index`` is its number in the log, not its place in the array.
    public func steps(from first: Int, count: Int) throws(LogError) -> [LoggedStep<S>] {
        try numberedSteps(from: first, count: count).compactMap { $0 }
    }

    /// One element per step numbered `first` (from 1) to `first + count - 1`, fewer at the end of
    /// the log: the step as recorded, or nil for a step a migration dropped.
    package func numberedSteps(from first: Int, count: Int) throws(LogError) -> [LoggedStep<S>?] {
        try check(first, from: 1)
        let numbers = first..<min(stepCount + 1, first + max(0, count))
        try seek(to: first)
        var steps: [LoggedStep<S>?] = []
        steps.reserveCapacity(numbers.count)
        for number in numbers {
            if marks[number - 1].contains(.dropped) {
                steps.append(nil)
            } else {
                guard let logged = try reader.next() else {
                    if followEnd != nil { throw missing(number) }
                    break
                }
                steps.append(logged)
            }
        }
        return steps
    }

    /// What step `step` (from 1) did, as recorded: whether it emitted commands or changed
    /// subscriptions, or was dropped by a migration. No marks for a step outside the log.
    package func marks(ofStep step: Int) -> StepMarks { step >= 1 && step <= stepCount ? marks[step - 1] : [] }

    /// How many of the steps numbered `range.lowerBound + 1` to `range.upperBound` a reader
    /// returns: those a migration did not drop.
    func keptCount(in range: Range<Int>) -> Int {
        droppedAny ? marks[range].count { !$0.contains(.dropped) } : range.count
    }

    /// Puts the reader before step `step` (from 1): its next step read is that one (or, for a
    /// dropped step, the next step kept after it).
    func seek(to step: Int) throws(LogError) {
        try reader.seek(toStep: (stepsBefore[step - 1] ?? step - 1) + 1, atOffset: offsets[step - 1])
    }

    /// Why step `step`, indexed, is not in the log: gone with a followed log's truncation or replacement.
    private func missing(_ step: Int) -> LogError {
        switch followEnd {
        case .truncated?, .replaced?: .io(path: url.path, reason: "step \(step) is gone: \(followEnd!)")
        default: .noSuchStep(requested: step, available: stepCount)
        }
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
