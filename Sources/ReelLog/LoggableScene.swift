import Reel

/// A scene whose sessions can be recorded and replayed: it names its app and lists one sample of
/// every kind of message, from which the log's schema fingerprint and case shapes are computed.
///
/// Swift cannot list an enum's cases at run time, so the scene lists them: one sample per case
/// (and per shape a case can take, such as an optional field present and absent). A log stays
/// readable while the cases it uses keep their shapes; a used case that changed is migrated by
/// ``messageMigrations``, or the log is refused naming the case, instead of being misread.
///
/// A logged scene's `Msg` must be `Codable`: its messages are written to the log and read back.
/// (A plain `Scene`'s need not be.) A response that can fail is one case carrying an
/// `Outcome`, the `Codable` counterpart of `Result`. A scene whose `Msg` is not `Codable` does not
/// compile as a `LoggableScene`, with an error that says so (see ``LoggedMessagesRule``).
public protocol LoggableScene: LoggedMessagesRule where Msg: Codable {
    /// The app's name as logs record it; by default the scene type's name.
    static var appName: String { get }
    /// One message of every case, covering every shape a message can encode to.
    static var messageSamples: [Msg] { get }
    /// One value of every app-defined request type the scene uses, so that a change to a request's
    /// shape changes the schema fingerprint too; by default none.
    static var requestSamples: [any Request] { get }
    /// One value of every app-defined subscription source type the scene uses; by default none.
    static var sourceSamples: [any SubscriptionSource] { get }
    /// How messages recorded by earlier versions of the scene become today's (``MessageMigration``),
    /// so that its old logs stay readable; by default none.
    static var messageMigrations: [MessageMigration] { get }
}

extension LoggableScene {
    /// The scene type's name.
    public static var appName: String { String(describing: Self.self) }

    /// No app-defined request type.
    public static var requestSamples: [any Request] { [] }

    /// No app-defined subscription source.
    public static var sourceSamples: [any SubscriptionSource] { [] }

    /// No migration: the scene's messages have kept their shapes.
    public static var messageMigrations: [MessageMigration] { [] }

    /// The fingerprint of the message, request and source shapes, as a log header records it.
    public static var schemaFingerprint: String {
        // Computed once per scene type: the samples are constants, and encoding every one of them
        // would otherwise dominate opening a short log (an explorer opens one per session).
        SchemaFingerprint.cache.withLock { cache in
            if let known = cache[ObjectIdentifier(Self.self)] { return known }
            let fingerprint = SchemaFingerprint.of(messageSamples, requests: requestSamples, sources: sourceSamples)
            cache[ObjectIdentifier(Self.self)] = fingerprint
            return fingerprint
        }
    }

    /// Each message case's name and a short hash of its shapes, as a log header records them so
    /// that a schema mismatch can name the cases that changed.
    package static var schemaCases: [String: String] {
        SchemaFingerprint.casesCache.withLock { cache in
            if let known = cache[ObjectIdentifier(Self.self)] { return known }
            let cases = SchemaCases.of(messageSamples, requests: requestSamples, sources: sourceSamples)
            cache[ObjectIdentifier(Self.self)] = cases
            return cases
        }
    }
}
