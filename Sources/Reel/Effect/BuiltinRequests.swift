import Foundation

/// Asks for the current time: the wall clock in an app, the virtual clock in tests and piped runs.
public struct CurrentTime: Request, Hashable {
    /// The clock's current time.
    public typealias Response = Date

    /// Asks for the time.
    public init() {}

    /// `"time"`.
    public static var tag: String { "time" }
}

/// Asks for a random whole number in a range, from the services' seedable random source.
public struct RandomInteger: Request, Hashable {
    /// A number in the range.
    public typealias Response = Int

    /// The smallest number it may answer.
    public var lowerBound: Int
    /// The largest number it may answer.
    public var upperBound: Int

    /// Asks for a number in `range`.
    public init(in range: ClosedRange<Int>) {
        lowerBound = range.lowerBound
        upperBound = range.upperBound
    }

    /// `"random-integer"`.
    public static var tag: String { "random-integer" }
}

/// Asks for a random UUID (version 4), from the services' seedable random source.
public struct RandomUUID: Request, Hashable {
    /// A version 4 UUID.
    public typealias Response = UUID

    /// Asks for a UUID.
    public init() {}

    /// `"random-uuid"`.
    public static var tag: String { "random-uuid" }
}

extension Effect {
    /// Asks for the current time (``CurrentTime``); `then` turns it into a message.
    public static func now(id: EffectID? = nil, then deliver: @escaping @Sendable (Date) -> Msg) -> Effect {
        request(CurrentTime(), id: id, then: deliver)
    }

    /// Asks for a random UUID (``RandomUUID``); `then` turns it into a message.
    public static func uuid(id: EffectID? = nil, then deliver: @escaping @Sendable (UUID) -> Msg) -> Effect {
        request(RandomUUID(), id: id, then: deliver)
    }

    /// Asks for a random whole number in a range (``RandomInteger``); `then` turns it into a message.
    public static func random(
        in range: ClosedRange<Int>, id: EffectID? = nil, then deliver: @escaping @Sendable (Int) -> Msg
    ) -> Effect {
        request(RandomInteger(in: range), id: id, then: deliver)
    }
}
