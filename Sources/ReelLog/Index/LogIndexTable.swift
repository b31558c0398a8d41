import Reel

/// The index's tables as they are built, a step at a time.
struct LogIndexTable<S: LoggableScene> {
    var interval: Int
    let limit: Int
    var offsets: [Int] = []
    var marks: [StepMarks] = []
    var stepsBefore: [Int: Int] = [:]
    var checkpoints: [Replay<S>]

    init(interval: Int, limit: Int, start: Replay<S>) {
        (self.interval, self.limit, checkpoints) = (interval, limit, [start])
    }

    /// Adds the log's next step, whose reading starts at `offset` after `before` steps, and keeps
    /// `replay` (the replay after it) if a checkpoint falls there.
    mutating func add(offset: Int, readingFrom before: Int, marks stepMarks: StepMarks, after replay: Replay<S>) {
        if before != offsets.count { stepsBefore[offsets.count] = before }
        offsets.append(offset)
        marks.append(stepMarks)
        guard offsets.count % interval == 0 else { return }
        checkpoints.append(replay)
        if checkpoints.count > limit {
            // Every other one kept: twice as far apart, half as many.
            checkpoints = checkpoints.enumerated().filter { $0.offset % 2 == 0 }.map(\.element)
            interval *= 2
        }
    }
}
