import Reel

/// One step as a log recorded it: the message applied, the commands its update emitted, and the
/// hash of the frame it rendered.
public struct LoggedStep<S: LoggableScene> {
    /// The step's position: 1 for the first message.
    public let index: Int
    /// The message that was applied.
    public let msg: S.Msg
    /// The hash of the frame after the update.
    package let frameHash: FrameHash
    /// The frame's lines, when the recorder was asked to store frames.
    public let frameLines: [String]?
    // The line as read, and where its message and commands lie: their text is made only when
    // asked for, since verification compares the bytes.
    let line: [UInt8]
    let msgRange: Range<Int>
    let commandsRange: Range<Int>
    let subscriptionsRange: Range<Int>?

    /// The message as the log wrote it, in JSON.
    public var msgJSON: String { String(decoding: line[msgRange], as: UTF8.self) }

    /// The commands the update emitted, as the log wrote them: a JSON array, secrets redacted.
    public var commandsJSON: String { String(decoding: commandsBytes, as: UTF8.self) }

    /// How the running subscriptions changed after the step, as the log wrote it; nil for no change.
    public var subscriptionsJSON: String? { subscriptionsBytes.map { String(decoding: $0, as: UTF8.self) } }

    /// The bytes of ``subscriptionsJSON``.
    package var subscriptionsBytes: ArraySlice<UInt8>? { subscriptionsRange.map { line[$0] } }

    /// The bytes of ``commandsJSON``.
    package var commandsBytes: ArraySlice<UInt8> { line[commandsRange] }
}
