import Reel

extension LoggableScene {
    /// The version of the scene's messages: the highest version of its ``messageMigrations``, 0
    /// when it has none. A log records it, so that reading it later applies only the migrations
    /// that came after.
    public static var messageSchemaVersion: Int { messageMigrations.map(\.version).max() ?? 0 }

    /// Today's form of a message recorded at migration version `version` (0: before any
    /// migration), as reading a log makes it: the message through every later migration, or nil
    /// when one drops it. A migration is tested like any other code, with this.
    ///
    /// - Throws: ``MessageMigration/Refusal`` when a migration refuses the message.
    public static func migrating(_ message: JSONValue, recordedAt version: Int = 0) throws(MessageMigration.Refusal) -> JSONValue? {
        switch try MigrationChain(messageMigrations, after: version).apply(to: message) {
        case .unchanged: message
        case .rewritten(let migrated): migrated
        case .dropped: nil
        }
    }
}
