import Foundation
import Reel
import ReelLog

/// One step of a replayed log, ready to be shown or snapshotted: a header line and the frame.
public struct ReplayedStep: Sendable {
    /// The step's position (0 for the start frame, before any message).
    public let index: Int
    /// The message as the log wrote it (JSON); empty for the start frame.
    public let message: String
    /// The frame after the step.
    public let frame: Frame

    /// `step 3 · {"incrementTapped":{}}`, or `start` for the start frame.
    public var header: String { index == 0 ? "start" : "step \(index) · \(message)" }

    /// Replays the log at `url` and returns the start frame and every step's frame, in order.
    ///
    /// The steps are held in memory: this is for the short logs committed as tests.
    public static func replay<S: LoggableScene>(
        logAt url: URL, scene: S.Type, input: S.Input
    ) throws(LogError) -> [ReplayedStep] {
        let reader = try LogReader<S>(contentsOf: url)
        var replay = Replay<S>(input: input, frameSize: reader.header.frameSize)
        var steps = [ReplayedStep(index: 0, message: "", frame: replay.frame)]
        while let logged = try reader.next() {
            replay.apply(logged.msg)
            steps.append(ReplayedStep(index: logged.index, message: logged.msgJSON, frame: replay.frame))
        }
        return steps
    }

    /// Replays the log at `url` and returns the start frame and every step's frame, in order.
    public static func replay<S: LoggableScene>(logAt url: URL, scene: S.Type) throws(LogError) -> [ReplayedStep]
    where S.Input == Void {
        try replay(logAt: url, scene: scene, input: ())
    }
}
