import Foundation
import Reel
import ReelLog

extension LogShrinker {
    /// Shrinks a log that verifies to a locally minimal session that breaks, first, the property
    /// it breaks first; nothing to shrink when every property holds.
    func shrink(logAt url: URL, verifiedSteps steps: Int, to out: URL) throws(LogError) -> LogShrinkReport {
        let nothing = LogShrinkReport(finding: .nothing, originalSteps: steps, shrunkSteps: 0)
        guard !properties.isEmpty else { return nothing }
        let reader = try LogReader<S>(contentsOf: url)
        let frameSize = reader.header.frameSize
        var check = PropertyCheck(input: input, frameSize: frameSize, properties: properties)
        var messages: [S.Msg] = []
        var found: ExploreViolation?
        while found == nil, let step = try reader.next() {
            messages.append(step.msg)
            found = check.apply(step.msg)
        }
        guard let found else { return nothing }
        let kept = Shrinker.shrink(messages) { candidate in
            guard let seen = firstViolation(in: candidate, frameSize: frameSize), seen.property == found.property else { return nil }
            return seen.step
        }
        try record(kept, to: out, like: reader.header)
        let violation = firstViolation(in: kept, frameSize: frameSize) ?? found
        return LogShrinkReport(finding: .property(violation), originalSteps: found.step, shrunkSteps: kept.count)
    }

    /// The first property `messages` break, replayed from the start.
    private func firstViolation(in messages: [S.Msg], frameSize: FrameSize) -> ExploreViolation? {
        var check = PropertyCheck(input: input, frameSize: frameSize, properties: properties)
        for msg in messages {
            if let violation = check.apply(msg) { return violation }
        }
        return nil
    }
}

/// A replay with properties checked after every message, as the explorer checks them.
private struct PropertyCheck<S: LoggableScene> {
    private var replay: Replay<S>
    private let properties: [Property<S>]

    init(input: S.Input, frameSize: FrameSize, properties: [Property<S>]) {
        replay = Replay(input: input, frameSize: frameSize)
        self.properties = properties
    }

    /// Applies `msg`; the first property the step breaks, if any.
    mutating func apply(_ msg: S.Msg) -> ExploreViolation? {
        let before = replay.model
        let effect = replay.apply(msg)
        let step = ExploredStep<S>(
            index: replay.stepsApplied, before: before, msg: msg, model: replay.model, effect: effect, frame: replay.frame)
        return Property.firstViolation(of: properties, at: step)
    }
}
