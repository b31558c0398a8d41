import Reel

/// One change to a scene's messages, and how a message recorded before it becomes today's: a case
/// renamed, a field added with a default, a payload reshaped, a case split in two, or a case
/// removed (its messages dropped with a warning, or refused).
///
/// A scene lists its migrations in ``LoggableScene/messageMigrations``, each with a version: a log
/// records the scene's highest version when it is recorded (its header's `schemaVersion`), and
/// reading it applies to each of its messages the migrations of a higher version, in order of
/// version (several changes may share one). Versions start at 1; add a migration with a version
/// above all others, and never change or remove one that logs may need.
///
/// A migration names the case it changes by its path, as log headers name it
/// (`screen.login.firstNameChanged`, or `firstNameChanged` for a scene of its own), and works on
/// the JSON of that case's fields (`{"_0":"Ada"}` for `firstNameChanged("Ada")`): a message whose
/// path does not start with that name is left as it is. A message a migration changed is then
/// decoded as today's message, so a migration that writes the wrong shape is refused, never misread.
///
/// ```swift
/// public static let messageMigrations: [MessageMigration] = [
///     .renamed("firstNameChanged", to: "givenNameChanged", version: 1),
///     .fieldAdded("pinned", default: false, to: "noteAdded", version: 2),
/// ]
/// ```
public struct MessageMigration: Sendable {
    /// What happens to the messages of a removed case.
    public enum Removal: Sendable, Equatable {
        /// The step is left out of the log, with a warning naming it.
        case dropped
        /// The log is refused at the first such step, with this reason.
        case refused(String)
    }

    /// Why a migration refused a message: a removed case's reason, or the error a function threw.
    public struct Refusal: Error, Equatable, Sendable, CustomStringConvertible {
        /// What went wrong, in one line.
        public let reason: String

        /// A refusal with the given reason.
        public init(_ reason: String) { self.reason = reason }

        /// The reason.
        public var description: String { reason }
    }

    /// What the migration does to a case's name and fields.
    enum Change: Sendable {
        case renamed(String)
        case fieldAdded(String, JSONValue)
        case reshaped(@Sendable (JSONValue) throws -> JSONValue)
        case split(@Sendable (JSONValue) throws -> (name: String, fields: JSONValue))
        case removed(Removal)
    }

    /// The version that made the change: logs recorded at a lower version are migrated.
    public let version: Int
    /// The path of the case as it was, as log headers name it (`screen.login.firstNameChanged`).
    public let caseName: String
    let change: Change

    /// The case at `caseName` is now called `newName` (a name, not a path: it stays in its enum);
    /// its fields are unchanged. Renaming a case that holds other cases (`screen.login`) renames it
    /// for all of them.
    public static func renamed(_ caseName: String, to newName: String, version: Int) -> MessageMigration {
        MessageMigration(version: version, caseName: caseName, change: .renamed(newName))
    }

    /// The case gained a field (`_1` for a second unlabelled value, or its label); messages
    /// recorded without it get `value`.
    public static func fieldAdded(
        _ field: String, default value: JSONValue, to caseName: String, version: Int
    ) -> MessageMigration {
        MessageMigration(version: version, caseName: caseName, change: .fieldAdded(field, value))
    }

    /// The case's fields changed shape: `transform` turns the recorded fields (an object) into
    /// today's. Throwing refuses the message, with the error as the reason.
    public static func reshaped(
        _ caseName: String, version: Int, _ transform: @escaping @Sendable (JSONValue) throws -> JSONValue
    ) -> MessageMigration {
        MessageMigration(version: version, caseName: caseName, change: .reshaped(transform))
    }

    /// The case became several: `choose` names the case (in the same enum) that a recorded
    /// message's fields become, and gives that case's fields. Throwing refuses the message.
    public static func split(
        _ caseName: String, version: Int,
        _ choose: @escaping @Sendable (JSONValue) throws -> (name: String, fields: JSONValue)
    ) -> MessageMigration {
        MessageMigration(version: version, caseName: caseName, change: .split(choose))
    }

    /// The case is gone: its recorded messages are dropped (with a warning), or refused.
    public static func removed(_ caseName: String, version: Int, _ removal: Removal) -> MessageMigration {
        MessageMigration(version: version, caseName: caseName, change: .removed(removal))
    }

    /// `migration 2 (screen.login.firstNameChanged renamed givenNameChanged)`, for warnings and refusals.
    var summary: String {
        let what: String
        switch change {
        case .renamed(let name): what = "renamed \(name)"
        case .fieldAdded(let field, _): what = "gained \(field)"
        case .reshaped: what = "reshaped"
        case .split: what = "split"
        case .removed: what = "removed"
        }
        return "migration \(version) (\(caseName) \(what))"
    }
}
