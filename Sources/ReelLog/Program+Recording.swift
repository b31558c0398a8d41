import Reel
import Foundation

extension Program where S: LoggableScene {
    /// Starts a scene that records its session as `recording` says (a new file in its folder, the
    /// oldest removed, steps up to its bound): one option to watch a running app with
    /// `reel-demo inspect LOG --follow`. A session that cannot be recorded (a folder that cannot be
    /// made) runs all the same, with one line on standard error saying why. The input is not
    /// written in the log (it may hold a secret, such as a token): give it to the inspector.
    public convenience init(
        input: S.Input, services: Services = Services(), frameSize: FrameSize = .standard, recording: SessionRecording
    ) {
        let recorder = SessionRecorder<S>.starting(recording, frameSize: frameSize)
        self.init(input: input, services: services, frameSize: frameSize, observer: recorder.map { recorder in { recorder.record($0) } })
    }
}

extension SessionRecorder {
    /// A recorder for a session starting now, or nil after a line on standard error saying why there is none.
    package static func starting(_ recording: SessionRecording, frameSize: FrameSize) -> SessionRecorder? {
        do {
            return try SessionRecorder(recording, frameSize: frameSize)
        } catch {
            FileHandle.standardError.write(Data("reel: the session is not recorded: \(error)\n".utf8))
            return nil
        }
    }
}
