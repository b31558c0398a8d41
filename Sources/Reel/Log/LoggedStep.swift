/// One step as a log recorded it: the message applied, the commands its update emitted, and the
/// hash of the frame it rendered.
public struct LoggedStep<S: LoggableScene> {
    /// The step's position: 1 for the first message.
    public let index: Int
    /// The message that was applied.
    public let msg: S.Msg
    /// The message as the log wrote it, in JSON.
    public let msgJSON: String
    /// The commands the update emitted, as the log wrote them: a JSON array, secrets redacted.
    public let commandsJSON: String
    /// The hash of the frame after the update.
    public let frameHash: FrameHash
    /// The frame's lines, when the recorder was asked to store frames.
    public let frameLines: [String]?
}
