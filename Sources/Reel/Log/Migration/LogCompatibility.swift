/// How today's code reads a log recorded with other message shapes: which migrations apply to it,
/// and where each case it may use stands today.
///
/// A log is readable while every case it *uses* keeps its shape: the header lists each case with
/// a hash of its shapes (``SchemaCases``), and a step whose case's hash differs from today's, or
/// whose case is gone, is refused naming the case and the step, unless a migration rewrote the
/// message. Cases added or removed since, and never used, do not matter. The same holds for the
/// app-defined request and source types a step's commands and subscription changes use (`request
/// TAG`, `source TAG`), which have no migrations: a verification would only compare them.
///
/// The whole-schema fingerprint decides whether there is anything to do: a log of today's schema
/// with no migration after its version is read as it is, at no cost per step.
struct LogCompatibility {
    /// Where a recorded case stands today.
    enum Standing: Equatable {
        /// Same name, same shapes (or the log is of today's schema).
        case same
        /// Today's case of that name has other shapes; its name.
        case changed(String)
        /// Today's code has no such case; its name.
        case removed(String)
        /// The header lists no case for it (a log recorded before headers listed cases, or cases
        /// grouped otherwise): decoding the message decides.
        case unknown
    }

    /// The migrations after the log's version.
    let chain: MigrationChain
    private let recordedCases: [String: String]?
    private let currentCases: [String: String]
    private let sameSchema: Bool
    /// The request and source types (`request TAG`) whose shapes changed or that are gone.
    let changedTypes: [String: Standing]

    /// What reading a log with this header takes; nil when the log is read as it is (today's
    /// schema, no migration after its version). Refuses a header that contradicts itself, or that
    /// was recorded by a newer version of the scene.
    static func make<S: LoggableScene>(for header: LogHeader, scene: S.Type) throws(LogError) -> LogCompatibility? {
        let recordedVersion = header.schemaVersion ?? 0
        let currentVersion = S.messageSchemaVersion
        guard recordedVersion >= 0 else { throw .badLine(1, #""schemaVersion" \#(recordedVersion) is negative"#) }
        guard recordedVersion <= currentVersion else {
            throw .badLine(1, "the log's message schema version \(recordedVersion) is newer than \(S.appName)'s \(currentVersion): "
                + "it was recorded by newer code")
        }
        let sameSchema = header.schema == S.schemaFingerprint
        if let cases = header.cases { try checkCases(cases, sameSchema: sameSchema, scene: S.self) }
        let chain = MigrationChain(S.messageMigrations, after: recordedVersion)
        if sameSchema && chain.isEmpty { return nil }
        return LogCompatibility(chain: chain, recordedCases: header.cases, currentCases: S.schemaCases, sameSchema: sameSchema)
    }

    private init(chain: MigrationChain, recordedCases: [String: String]?, currentCases: [String: String], sameSchema: Bool) {
        self.chain = chain
        self.recordedCases = recordedCases
        self.currentCases = currentCases
        self.sameSchema = sameSchema
        var changedTypes: [String: Standing] = [:]
        for name in recordedCases?.keys ?? [:].keys where name.hasPrefix("request ") || name.hasPrefix("source ") {
            let standing = Self.standing(recorded: name, recordedCases: recordedCases, currentCases: currentCases)
            if standing != .same { changedTypes[name] = standing }
        }
        self.changedTypes = sameSchema ? [:] : changedTypes
    }

    /// Where the case at `path` (a message's whole path) stands today.
    func standing(of path: [String]) -> Standing {
        guard !sameSchema else { return .same }
        guard let recordedCases, let recorded = Self.longestPrefix(of: path, in: recordedCases) else { return .unknown }
        let current = Self.longestPrefix(of: path, in: currentCases)
        // The same case, grouped otherwise (``SchemaCases/maxCases``): its hashes cannot be compared.
        if let current, current != recorded { return .unknown }
        return Self.standing(recorded: recorded, recordedCases: recordedCases, currentCases: currentCases)
    }

    private static func standing(recorded name: String, recordedCases: [String: String]?, currentCases: [String: String]) -> Standing {
        guard let current = currentCases[name] else { return .removed(name) }
        return recordedCases?[name] == current ? .same : .changed(name)
    }

    /// The longest name in `cases` that is the path or a path it starts with.
    private static func longestPrefix(of path: [String], in cases: [String: String]) -> String? {
        var name = path.joined(separator: ".")
        var depth = path.count
        while depth > 0 {
            if cases[name] != nil { return name }
            depth -= 1
            name = path.prefix(depth).joined(separator: ".")
        }
        return nil
    }

    /// Refuses a header whose cases are malformed, or differ from today's while its schema says
    /// they are today's (the same fingerprint means the same shapes, so the same cases).
    private static func checkCases<S: LoggableScene>(_ cases: [String: String], sameSchema: Bool, scene: S.Type) throws(LogError) {
        for (name, hash) in cases {
            guard !name.isEmpty, hash.utf8.count == 6, hash.utf8.allSatisfy(\.isLowercaseHexDigit) else {
                throw .badLine(1, #"case "\#(name)" has shape hash "\#(hash)", not 6 lowercase hex digits"#)
            }
        }
        guard sameSchema else { return }
        let current = S.schemaCases
        if let (name, _) = cases.first(where: { name, hash in current[name].map { $0 != hash } ?? false }) {
            throw .badLine(1, #"the header's schema is \#(S.appName)'s current one, but its case "\#(name)" has another shape hash: "#
                + "one of the two was edited")
        }
    }
}

extension UInt8 {
    /// Whether the byte is `0`…`9` or `a`…`f`.
    var isLowercaseHexDigit: Bool {
        (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(self) || (UInt8(ascii: "a")...UInt8(ascii: "f")).contains(self)
    }
}
