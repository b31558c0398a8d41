import Reel

/// Why a log cannot be read: one line, naming the problem (and the line of the log, if any).
public enum LogError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The file could not be opened, read or written.
    case io(path: String, reason: String)
    /// The log has no bytes at all.
    case empty
    /// The first line is not a Reel log header.
    case notALog(String)
    /// The log was written in another format version.
    case versionMismatch(found: Int, expected: Int)
    /// The log was recorded by another app.
    case appMismatch(found: String, expected: String)
    /// The log's messages have another shape than today's code; `changes` names the cases that
    /// changed (`case "queryTyped" was removed`) when the log's header lists its cases.
    ///
    /// No longer raised: a log of another schema is read while the cases it uses keep their
    /// shapes, and a step using one that changed is refused as ``badLine(_:_:)`` naming the case
    /// (`case "queryChanged" changed shape at step 3 (no migration handles it)`).
    case schemaMismatch(app: String, found: String, expected: String, changes: [String] = [])
    /// A line is not a valid step (or, line 1, a valid header): damaged, edited so that it
    /// contradicts itself, or using a message case that changed with no migration.
    case badLine(Int, String)
    /// Time travel asked for a step the log does not have.
    case noSuchStep(requested: Int, available: Int)
    /// The input was to be taken from the log, whose header records none.
    case noInput
    /// The input the log's header records cannot be read as today's input type.
    case badInput(String)

    /// One line, such as `line 7: missing field "msg"`.
    public var description: String {
        switch self {
        case .io(let path, let reason): "cannot access \(path): \(reason)"
        case .empty: "the log is empty: no header line"
        case .notALog(let reason): "not a Reel log: \(reason)"
        case .versionMismatch(let found, let expected):
            "the log is in format version \(found); this code reads version \(expected)"
        case .appMismatch(let found, let expected): "the log was recorded by app \(found), not \(expected)"
        case .schemaMismatch(let app, let found, let expected, let changes):
            "the log's message schema \(found) differs from \(app)'s current schema \(expected): "
                + (changes.isEmpty ? "its messages changed shape" : Self.listed(changes))
        case .badLine(let line, let reason): "line \(line): \(reason)"
        case .noSuchStep(let requested, let available): "no step \(requested): the log has \(available) steps"
        case .noInput:
            "the log records no input (recorded before logs kept it, or with an input that is not Encodable): give one"
        case .badInput(let reason): "the log's input does not decode as today's input: \(reason)"
        }
    }

    /// The first few changes, and how many more, so that the line stays readable.
    private static func listed(_ changes: [String]) -> String {
        let shown = changes.prefix(6).joined(separator: "; ")
        return changes.count > 6 ? "\(shown); and \(changes.count - 6) more" : shown
    }
}
