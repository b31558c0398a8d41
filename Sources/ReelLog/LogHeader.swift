import Reel
import Foundation

/// The first line of a log: which format, which app and message schema, what frame size, when,
/// and what the scene started from.
package struct LogHeader: Codable, Equatable, Sendable {
    /// The marker that says "this is a Reel log" (`format`).
    package static let marker = "reel-log"
    /// The format version this code writes and reads.
    package static let currentVersion = 1
    /// The largest frame width or height a log may state.
    package static let maxFrameSide = 1_000
    /// The longest header line read, in bytes: the example app's is about 3,000.
    package static let maxBytes = 1 << 20
    /// The most cases (and request and source types) a header may list: ``SchemaCases`` merges
    /// names down to 96 where it can, so only an enum of thousands of cases comes near. A scene
    /// with more is recorded with no `cases` (its logs are then read by decoding each message).
    package static let maxCases = 4_096
    /// The longest case name a header may list, in bytes.
    package static let maxCaseName = 1_024

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
    /// Each message case's name and a short hash of its shapes (``LoggableScene/schemaCases``): a
    /// step is read while its case's hash is today's; nil in logs recorded before headers listed them.
    package var cases: [String: String]?
    /// The scene's ``LoggableScene/messageSchemaVersion`` when recorded: migrations of a higher
    /// version apply to the log. Nil (version 0) for a scene with no migration, and in older logs.
    package var schemaVersion: Int?
    /// The scene's input, when its type is `Encodable` and the recorder was given it; nil otherwise.
    var input: JSONValue?

    /// The header for a recording of `S` at a size and time, started from `input` if known.
    package init<S: LoggableScene>(scene: S.Type, frameSize: FrameSize, recordedAt: Date, input: S.Input? = nil) {
        format = Self.marker
        version = Self.currentVersion
        app = S.appName
        schema = S.schemaFingerprint
        let cases = S.schemaCases
        self.cases = cases.count <= Self.maxCases && cases.keys.allSatisfy({ $0.utf8.count <= Self.maxCaseName }) ? cases : nil
        let version = S.messageSchemaVersion
        schemaVersion = version > 0 ? version : nil
        self.frameSize = frameSize
        self.recordedAt = recordedAt
        self.input = input.flatMap(Self.json(of:))
    }

    /// The input as JSON, when its type is `Encodable` (checked at run time, so that a recorder of
    /// any scene can be given its input); nil for any other type, or an input that does not encode.
    private static func json<Input>(of input: Input) -> JSONValue? {
        guard let encodable = input as? any Encodable,
              let bytes = try? LogCoding.makeEncoder().encode(encodable) else { return nil }
        return try? JSONParser.parse(Array(bytes))
    }

    /// Refuses a header that `S` cannot replay, naming what it found and what `S` expects. (The
    /// reader asks ``compatibility(for:)``, which also says how to read the steps; this stays for
    /// the package's other modules, as 1.0.0's API records it.)
    package func check<S: LoggableScene>(for scene: S.Type) throws(LogError) { _ = try compatibility(for: scene) }

    /// Refuses a header that `S` cannot replay, naming what it found and what `S` expects; returns
    /// what reading the log's steps takes when its message shapes are not today's (nil when they are).
    func compatibility<S: LoggableScene>(for scene: S.Type) throws(LogError) -> LogCompatibility? {
        guard version == Self.currentVersion else {
            throw .versionMismatch(found: version, expected: Self.currentVersion)
        }
        guard app == S.appName else { throw .appMismatch(found: app, expected: S.appName) }
        guard FrameHash(hex: schema) != nil else {  // the same 16 lowercase hex digits as a frame hash
            throw .badLine(1, #""schema" is not 16 lowercase hex digits"#)
        }
        return try LogCompatibility.make(for: self, scene: S.self)
    }
}
