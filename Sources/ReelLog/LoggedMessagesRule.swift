import Reel

/// The rule that a logged scene's messages are `Codable`, stated so that breaking it says so: a
/// ``LoggableScene`` whose `Msg` is not `Codable` fails to compile with
/// `… a LoggableScene's Msg must be Codable …`, not only with "does not conform to 'Decodable'".
///
/// ``LoggableScene`` requires `Msg: Codable` itself; a conformance that breaks that requirement is
/// not checked any further, so the rule is spelled out here instead, one protocol up: its one
/// requirement is met (by Reel) only when `Msg` is `Codable`, and otherwise by a declaration marked
/// unavailable whose message the compiler prints. Nothing needs to conform to this protocol
/// directly or implement its requirement.
public protocol LoggedMessagesRule: Scene {
    /// Met by Reel when `Msg` is `Codable`; never implement it.
    static var loggedMessagesAreCodable: Void { get }
}

extension LoggedMessagesRule where Msg: Codable {
    /// The rule holds: `Msg` is `Codable`.
    public static var loggedMessagesAreCodable: Void { () }
}

extension LoggedMessagesRule {
    /// The rule is broken: chosen only when `Msg` is not `Codable`, so that the compiler prints why.
    @available(
        *, unavailable,
        message: "a LoggableScene's Msg must be Codable: its messages are written to the log and read back (a plain Scene's Msg need not be; for a response that can fail, carry an Outcome instead of a Result)"
    )
    public static var loggedMessagesAreCodable: Void { () }
}
