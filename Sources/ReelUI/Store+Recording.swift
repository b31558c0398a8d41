import Reel
import ReelLog

extension Store {
    /// Hosts a scene on the main actor, as ``init(_:input:services:frameSize:observer:)`` does, and
    /// records its session as `recording` says (a new file in its folder, the oldest removed, steps
    /// up to its bound): one option to watch a running app's store with
    /// `reel-demo inspect LOG --follow`. A session that cannot be recorded runs all the same, with
    /// one line on standard error saying why.
    public convenience init<S: LoggableScene>(
        _ scene: S.Type, input: S.Input, services: Services = Services(), frameSize: FrameSize = .standard,
        recording: SessionRecording
    ) where S.Model == Model, S.Msg == Msg {
        let recorder = SessionRecorder<S>.starting(recording, frameSize: frameSize)
        self.init(scene, input: input, services: services, frameSize: frameSize, observer: recorder.map { recorder in { recorder.record($0) } })
    }
}
