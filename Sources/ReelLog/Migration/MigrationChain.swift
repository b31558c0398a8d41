import Reel

/// The migrations a log needs, in the order they apply: a scene's migrations of a version above
/// the one the log was recorded at, by version (declaration order among equal versions).
struct MigrationChain: Sendable {
    /// What the chain made of one message.
    enum Outcome: Equatable {
        /// No migration applies to the message's case.
        case unchanged
        /// Today's form of the message.
        case rewritten(JSONValue)
        /// A migration removed the case and drops its messages; its summary.
        case dropped(String)
    }

    private let links: [(migration: MessageMigration, path: [String])]

    /// The migrations of `all` with a version above `version`.
    init(_ all: [MessageMigration], after version: Int) {
        links = all.enumerated()
            .filter { $0.element.version > version }
            .sorted { ($0.element.version, $0.offset) < ($1.element.version, $1.offset) }
            .map { ($0.element, $0.element.caseName.split(separator: ".", omittingEmptySubsequences: false).map(String.init)) }
    }

    /// Whether no migration applies to the log at all.
    var isEmpty: Bool { links.isEmpty }

    /// The names of the cases the migrations change.
    var caseNames: [String] { links.map(\.migration.caseName) }

    /// Passes a recorded message through every migration in turn, each seeing what the ones
    /// before it made.
    func apply(to message: JSONValue) throws(MessageMigration.Refusal) -> Outcome {
        var current = message
        var rewritten = false
        for (migration, path) in links {
            var dropped = false
            let result: JSONValue?
            do {
                result = try EncodedCase.rewrite(current, at: path[...]) { name, fields in
                    switch migration.change {
                    case .renamed(let newName): return (newName, fields)
                    case .fieldAdded(let field, let value):
                        var fields = fields
                        if fields[field] == nil { fields[field] = value }
                        return (name, fields)
                    case .reshaped(let transform): return (name, try transform(fields))
                    case .split(let choose): return try choose(fields)
                    case .removed(.dropped):
                        dropped = true
                        return (name, fields)
                    case .removed(.refused(let reason)): throw MessageMigration.Refusal(reason)
                    }
                }
            } catch let refusal as MessageMigration.Refusal {
                throw MessageMigration.Refusal("\(migration.summary) refuses it: \(refusal.reason)")
            } catch {
                throw MessageMigration.Refusal("\(migration.summary) failed: \(error)")
            }
            guard let result else { continue }
            if dropped { return .dropped(migration.summary) }
            current = result
            rewritten = true
        }
        return rewritten ? .rewritten(current) : .unchanged
    }
}
