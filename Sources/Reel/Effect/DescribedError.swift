/// An error kept as its description: the `Codable` failure for an ``Outcome`` (or a `Result`) whose
/// errors come from code that knows nothing of logs, such as an SDK's.
///
/// Two described errors are equal when their messages are: a test states the failure it expects as
/// `DescribedError("offline")`.
public struct DescribedError: Error, Codable, Hashable, Sendable, CustomStringConvertible, ThrownErrorConvertible {
    /// What went wrong, as the error described itself.
    public var message: String

    /// An error with this message.
    public init(_ message: String) { self.message = message }

    /// Any error as its description (`String(describing:)`); a described error stays as it is.
    public init(thrown error: any Error) {
        self.message = (error as? DescribedError)?.message ?? String(describing: error)
    }

    /// The message.
    public var description: String { message }

    /// Encodes as the message alone, a JSON string.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(message)
    }

    /// Decodes from the message alone.
    public init(from decoder: any Decoder) throws {
        message = try decoder.singleValueContainer().decode(String.self)
    }
}

/// A failure type that any thrown error can become: what lets an `async throws` request handler
/// answer with a `Result` or an ``Outcome`` of it (see ``Services``' `register(_:perform:)`).
///
/// An error of the type itself should stay as it is; any other becomes a value of the type, by its
/// description for instance (``DescribedError``), or a case kept for the unexpected.
public protocol ThrownErrorConvertible: Error {
    /// The failure a thrown error becomes.
    init(thrown error: any Error)
}
