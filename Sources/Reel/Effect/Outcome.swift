/// The result of work that can fail, `Codable` so that a logged scene's message can carry it:
/// `Result`'s counterpart for a `LoggableScene`, whose messages must be `Codable` (Swift's
/// `Result` is not).
///
/// A response that can fail is then one message case, `case loaded(Outcome<Note, DescribedError>)`,
/// rather than a case for each side. An error type that is not `Codable` itself travels as a
/// ``DescribedError``, its description: `Outcome(result)` converts any `Result` that way, and an
/// async handler's thrown error becomes `.failure` (see ``Services``, "Async handlers and errors" in <doc:EffectsAndSubscriptions>).
///
/// It encodes as Swift encodes an enum with associated values: `{"success":{"_0":…}}` or
/// `{"failure":{"_0":…}}`.
public enum Outcome<Success: Codable & Equatable & Sendable, Failure: Codable & Equatable & Sendable & Error>:
    Codable, Equatable, Sendable
{
    /// The work succeeded with this value.
    case success(Success)
    /// The work failed with this error.
    case failure(Failure)

    /// The same outcome as a `Result`.
    public var result: Result<Success, Failure> {
        switch self {
        case .success(let value): .success(value)
        case .failure(let error): .failure(error)
        }
    }

    /// The success value, or the failure thrown.
    public func get() throws(Failure) -> Success {
        switch self {
        case .success(let value): value
        case .failure(let error): throw error
        }
    }

    /// The success value, or nil.
    public var success: Success? { if case .success(let value) = self { value } else { nil } }

    /// The failure, or nil.
    public var failure: Failure? { if case .failure(let error) = self { error } else { nil } }

    /// The outcome of a `Result` with the same types.
    public init(_ result: Result<Success, Failure>) {
        switch result {
        case .success(let value): self = .success(value)
        case .failure(let error): self = .failure(error)
        }
    }

    /// The outcome of a `Result` whose error is kept as its description (any error, `Codable` or not).
    public init<Other: Error>(_ result: Result<Success, Other>) where Failure == DescribedError {
        switch result {
        case .success(let value): self = .success(value)
        case .failure(let error): self = .failure(DescribedError(thrown: error))
        }
    }

    /// The outcome of throwing work: its value, or the error it threw as a failure (see
    /// ``ThrownErrorConvertible``).
    public init(catching body: () async throws -> Success) async where Failure: ThrownErrorConvertible {
        do {
            self = .success(try await body())
        } catch {
            self = .failure(Failure(thrown: error))
        }
    }

    /// The outcome with its success value transformed.
    public func map<NewSuccess>(_ transform: (Success) -> NewSuccess) -> Outcome<NewSuccess, Failure> {
        switch self {
        case .success(let value): .success(transform(value))
        case .failure(let error): .failure(error)
        }
    }
}

extension Outcome: Hashable where Success: Hashable, Failure: Hashable {}
