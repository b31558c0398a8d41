import Foundation
import Reel
import ReelLog

/// Every step of a shell session, and the recorder they are handed to while recording.
///
/// One lock covers both, so a recording started mid-session gets the past (rebuilt by replay) and
/// the future with no step lost or doubled in between.
final class SessionSteps<App: LoggableScene>: Sendable where App.Input: Sendable {
    /// One step, as `:log` and time travel see it.
    struct Entry: Sendable {
        let msg: App.Msg
        let commands: String
    }

    private let state = Locked<(history: [Entry], recorder: LogRecorder<App>?)>(([], nil))
    private let input: App.Input
    private let frameSize: FrameSize
    private let storesFrames: Bool

    init(input: App.Input, frameSize: FrameSize, storesFrames: Bool) {
        self.input = input
        self.frameSize = frameSize
        self.storesFrames = storesFrames
    }

    /// Notes a step, and records it when recording.
    func append(_ step: Step<App>) {
        state.withLock { state in
            state.history.append(Entry(msg: step.msg, commands: step.effect.description))
            state.recorder?.record(step)
        }
    }

    /// The steps so far.
    var history: [Entry] { state.withLock { $0.history } }

    /// The path being recorded to, if any.
    var recordingPath: String? { state.withLock { $0.recorder?.path } }

    /// Starts recording to `path`, writing the steps so far first.
    func startRecording(to path: String) throws(LogError) {
        try state.withLock { (state) throws(LogError) in
            let recorder = try LogRecorder<App>(
                to: URL(fileURLWithPath: path), frameSize: frameSize, input: input, storesFrames: storesFrames)
            var replay = Replay<App>(input: input, frameSize: frameSize)
            for (offset, entry) in state.history.enumerated() {
                let effect = replay.apply(entry.msg)
                recorder.record(index: offset + 1, msg: entry.msg, effect: effect, frame: replay.frame)
            }
            state.recorder?.close()
            state.recorder = recorder
        }
    }

    /// Stops recording: the path recorded, and why the log is incomplete if writing it failed
    /// (a full disk); nil if nothing was being recorded.
    @discardableResult
    func stopRecording() -> (path: String, failure: LogError?)? {
        let recorder = state.withLock { state in
            defer { state.recorder = nil }
            return state.recorder
        }
        guard let recorder else { return nil }
        recorder.close()
        return (recorder.path, recorder.failure)
    }

    /// The frame `back` steps before the latest, rebuilt by replaying this session's messages.
    func frame(stepsBack back: Int) -> Frame {
        var replay = Replay<App>(input: input, frameSize: frameSize)
        for entry in history.dropLast(back) { _ = replay.apply(entry.msg) }
        return replay.frame
    }
}
