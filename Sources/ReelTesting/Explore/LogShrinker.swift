import Foundation
import Reel
import ReelLog

/// Shrinks a recorded log that no longer verifies against today's code, or that breaks a
/// property, to a locally minimal log that still does so the same way (delta debugging over its
/// messages, as the explorer shrinks sessions).
///
/// ```swift
/// let shrinker = LogShrinker(App.self, input: input, properties: [.model("one row selected") { $0.selection >= 0 }])
/// let report = try shrinker.shrink(logAt: old, to: small)   // diverged at step 41 (commands): shrunk 41 steps to 3
/// ```
///
/// **The same divergence.** A log diverges at step k when today's update emits other commands or
/// subscription changes than recorded there (a commands divergence), or the same commands but
/// another frame (a frame divergence). A candidate, some of steps 1..<k followed by step k's
/// message, diverges the same way when today's code gives, at its last step, what it gives at
/// step k of the whole log: the same encoded commands and subscription changes for a commands
/// divergence, and the frame hash besides for a frame divergence. That output then still differs
/// from step k's recording. Only step k's recording is compared, never the others': removing
/// messages changes the model, so what was recorded for other steps says nothing about a
/// shorter session.
///
/// **The shrunk log** has the original's header. Its steps but the last are recorded as today's
/// code runs them, so they verify; its last step keeps step k's recorded commands, subscription
/// changes and (if it diverged) frame, so that `Replay.verify` diverges there, the same kind.
///
/// **Properties.** A log that verifies is replayed with the properties checked after every
/// message (only these: the explorer's checks of the world need the world); the first that breaks
/// is shrunk to a locally minimal session that breaks it first, and that log, recorded with today's
/// code, verifies.
public struct LogShrinker<S: LoggableScene> {
    /// What the scene starts from, as when the log was recorded.
    public var input: S.Input
    /// What must hold at every step of a log that verifies.
    public var properties: [Property<S>]

    /// A shrinker of `scene`'s logs, replayed from `input`, checking `properties`.
    public init(_ scene: S.Type, input: S.Input, properties: [Property<S>] = []) {
        self.input = input
        self.properties = properties
    }

    /// Shrinks the log at `url` and writes the shrunk log to `out` (nothing is written when there
    /// is nothing to shrink).
    ///
    /// - Throws: the reader's error for a log that cannot be read, or why `out` cannot be written.
    public func shrink(logAt url: URL, to out: URL) throws(LogError) -> LogShrinkReport {
        switch Replay<S>.verify(logAt: url, input: input) {
        case .unreadable(let error): throw error
        case .diverged(let divergence): try shrink(logAt: url, diverging: divergence, to: out)
        case .identical(let steps, _): try shrink(logAt: url, verifiedSteps: steps, to: out)
        }
    }

    private func shrink(logAt url: URL, diverging divergence: Divergence, to out: URL) throws(LogError) -> LogShrinkReport {
        let reader = try LogReader<S>(contentsOf: url)
        var earlier: [S.Msg] = []
        while earlier.count + 1 < divergence.step, let step = try reader.next() { earlier.append(step.msg) }
        guard let last = try reader.next() else { throw .noSuchStep(requested: divergence.step, available: earlier.count) }
        let finding: LogShrinkReport.Finding = divergence.commandsDiffer ? .divergedCommands : .divergedFrame
        let frameSize = reader.header.frameSize
        let target = outcome(of: earlier, then: last.msg, frameSize: frameSize)
        let kept = Shrinker.shrink(earlier) { candidate in
            let seen = outcome(of: candidate, then: last.msg, frameSize: frameSize)
            let same = finding == .divergedCommands ? seen.sameCommands(as: target) : seen == target
            return same ? candidate.count : nil
        }
        try record(kept, to: out, like: reader.header, storesFrames: last.frameLines != nil) { replay, recorder in
            replay.apply(last.msg)
            let frame = replay.frame
            // The recorded frame is kept only where it diverged: elsewhere today's frame is written,
            // so that a commands divergence stays one.
            let keepsFrame = divergence.frameDiffers
            recorder.record(
                index: replay.stepsApplied, msg: last.msg, commands: Array(last.commandsBytes),
                subscriptions: last.subscriptionsBytes.map { Array($0) },
                frameHash: keepsFrame ? last.frameHash : FrameHash(frame),
                frameLines: keepsFrame ? last.frameLines : last.frameLines.map { _ in Self.lines(of: frame) })
        }
        return LogShrinkReport(finding: finding, originalSteps: divergence.step, shrunkSteps: kept.count + 1)
    }

    /// What today's code gives at the last step of `earlier` followed by `msg`.
    private func outcome(of earlier: [S.Msg], then msg: S.Msg, frameSize: FrameSize) -> Outcome {
        var replay = Replay<S>(input: input, frameSize: frameSize)
        for message in earlier { replay.apply(message) }
        let effect = replay.apply(msg)
        let encoder = CommandsEncoder<S.Msg>()
        return Outcome(
            commands: try? encoder.encode(effect), subscriptions: try? encoder.encode(replay.subscriptionChanges),
            frameHash: FrameHash(replay.frame))
    }

    /// A step's outcome as a log records it: commands and subscription changes encoded, the frame hashed.
    private struct Outcome: Equatable {
        /// The commands' JSON; nil if they cannot be encoded.
        let commands: [UInt8]?
        /// The subscription changes' JSON; nil for none.
        let subscriptions: [UInt8]?
        let frameHash: FrameHash

        func sameCommands(as other: Outcome) -> Bool { commands == other.commands && subscriptions == other.subscriptions }
    }

    /// Writes `messages` as today's code runs them, under a header like `header` (same frame size
    /// and time); `then` may write one more step after them.
    func record(
        _ messages: [S.Msg], to out: URL, like header: LogHeader, storesFrames: Bool = false,
        then: (inout Replay<S>, LogRecorder<S>) -> Void = { _, _ in }
    ) throws(LogError) {
        let recorder = try LogRecorder<S>(
            to: out, frameSize: header.frameSize, input: input, recordedAt: header.recordedAt, storesFrames: storesFrames)
        var replay = Replay<S>(input: input, frameSize: header.frameSize)
        for msg in messages {
            let effect = replay.apply(msg)
            recorder.record(
                index: replay.stepsApplied, msg: msg, effect: effect, subscriptions: replay.subscriptionChanges, frame: replay.frame)
        }
        then(&replay, recorder)
        recorder.close()
        if let failure = recorder.failure { throw failure }
    }

    /// A frame's lines as a log stores them: trailing spaces trimmed.
    private static func lines(of frame: Frame) -> [String] {
        frame.trimmedText.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    }
}
