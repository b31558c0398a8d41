import Foundation

/// The first line of a log: which format, which app and message schema, what frame size, when.
public struct LogHeader: Codable, Equatable, Sendable {
    /// The marker that says "this is a Reel log" (`format`).
    public static let marker = "reel-log"
    /// The format version this code writes and reads.
    public static let currentVersion = 1
    /// The largest frame width or height a log may state.
    public static let maxFrameSide = 1_000

    /// Always ``marker``.
    public var format: String
    /// The format version the log was written in.
    public var version: Int
    /// The app that recorded it (``LoggableScene/appName``).
    public var app: String
    /// The message schema's fingerprint (``LoggableScene/schemaFingerprint``).
    public var schema: String
    /// The size frames were rendered at; replay renders at the same size.
    public var frameSize: FrameSize
    /// When the recording started, in UTC, to the second.
    public var recordedAt: Date

    /// The header for a recording of `S` at a size and time.
    public init<S: LoggableScene>(scene: S.Type, frameSize: FrameSize, recordedAt: Date) {
        format = Self.marker
        version = Self.currentVersion
        app = S.appName
        schema = S.schemaFingerprint
        self.frameSize = frameSize
        self.recordedAt = recordedAt
    }

    /// Refuses a header that `S` cannot replay, naming what it found and what `S` expects.
    public func check<S: LoggableScene>(for scene: S.Type) throws(LogError) {
        guard version == Self.currentVersion else {
            throw .versionMismatch(found: version, expected: Self.currentVersion)
        }
        guard app == S.appName else { throw .appMismatch(found: app, expected: S.appName) }
        guard schema == S.schemaFingerprint else {
            throw .schemaMismatch(app: app, found: schema, expected: S.schemaFingerprint)
        }
    }
}
