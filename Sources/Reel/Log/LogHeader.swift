import Foundation

/// The first line of a log: which format, which app and message schema, what frame size, when.
package struct LogHeader: Codable, Equatable, Sendable {
    /// The marker that says "this is a Reel log" (`format`).
    package static let marker = "reel-log"
    /// The format version this code writes and reads.
    package static let currentVersion = 1
    /// The largest frame width or height a log may state.
    package static let maxFrameSide = 1_000

    /// Always ``marker``.
    package var format: String
    /// The format version the log was written in.
    package var version: Int
    /// The app that recorded it (``LoggableScene/appName``).
    package var app: String
    /// The message schema's fingerprint (``LoggableScene/schemaFingerprint``).
    package var schema: String
    /// The size frames were rendered at; replay renders at the same size.
    package var frameSize: FrameSize
    /// When the recording started, in UTC, to the second.
    package var recordedAt: Date

    /// The header for a recording of `S` at a size and time.
    package init<S: LoggableScene>(scene: S.Type, frameSize: FrameSize, recordedAt: Date) {
        format = Self.marker
        version = Self.currentVersion
        app = S.appName
        schema = S.schemaFingerprint
        self.frameSize = frameSize
        self.recordedAt = recordedAt
    }

    /// Refuses a header that `S` cannot replay, naming what it found and what `S` expects.
    package func check<S: LoggableScene>(for scene: S.Type) throws(LogError) {
        guard version == Self.currentVersion else {
            throw .versionMismatch(found: version, expected: Self.currentVersion)
        }
        guard app == S.appName else { throw .appMismatch(found: app, expected: S.appName) }
        guard schema == S.schemaFingerprint else {
            throw .schemaMismatch(app: app, found: schema, expected: S.schemaFingerprint)
        }
    }
}
