import Reel

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
    /// Whether some recorded message case changed or is gone, so that a step may use one.
    let hasChangedCases: Bool
    /// The keys (`"name":`) a step line must hold for a migration or a changed case to concern it:
    /// the last name of each; a line holding none is read as it was recorded, unparsed.
    let concernedKeys: ConcernedKeys

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
        var changedCases: [String] = []
        for name in (recordedCases ?? [:]).keys where !sameSchema {
            guard Self.standing(recorded: name, recordedCases: recordedCases, currentCases: currentCases) != .same else { continue }
            if name.hasPrefix("request ") || name.hasPrefix("source ") {
                changedTypes[name] = Self.standing(recorded: name, recordedCases: recordedCases, currentCases: currentCases)
            } else {
                changedCases.append(name)
            }
        }
        self.changedTypes = changedTypes
        hasChangedCases = !changedCases.isEmpty
        concernedKeys = ConcernedKeys((changedCases + chain.caseNames).map { $0.split(separator: ".").last.map(String.init) ?? $0 })
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
    /// they are today's (the same fingerprint means the same shapes, so the same cases). The first
    /// such case by name is named, so that the refusal is the same on every run.
    private static func checkCases<S: LoggableScene>(_ cases: [String: String], sameSchema: Bool, scene: S.Type) throws(LogError) {
        guard cases.count <= LogHeader.maxCases else {
            throw .badLine(1, "the header lists \(cases.count) cases, more than the \(LogHeader.maxCases) a header may list")
        }
        let current = sameSchema ? S.schemaCases : [:]
        for name in cases.keys.sorted() {
            let hash = cases[name]!
            guard name.utf8.count <= LogHeader.maxCaseName else {
                throw .badLine(1, "a case name is \(name.utf8.count) bytes long, more than the \(LogHeader.maxCaseName) a header allows")
            }
            guard !name.isEmpty, hash.utf8.count == 6, hash.utf8.allSatisfy(Self.isLowercaseHexDigit) else {
                throw .badLine(1, #"case "\#(name)" has shape hash "\#(hash)", not 6 lowercase hex digits"#)
            }
            if sameSchema, let today = current[name], today != hash {
                throw .badLine(1, #"the header's schema is \#(S.appName)'s current one, but its case "\#(name)" has another shape hash: "#
                    + "one of the two was edited")
            }
        }
    }

    private static func isLowercaseHexDigit(_ byte: UInt8) -> Bool {
        (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) || (UInt8(ascii: "a")...UInt8(ascii: "f")).contains(byte)
    }
}
