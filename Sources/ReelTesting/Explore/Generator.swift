/// How to draw a value from ``RandomDraws``: the building block of an exploration's messages,
/// answers and events (QuickCheck's `Gen`).
///
/// ```swift
/// let typing: Generator<Search.Msg> = .string(of: "abc", length: 0...3).map { .queryChanged($0) }
/// let messages: Generator<Search.Msg> = .weighted([(3, typing), (1, .constant(.submitted))])
/// ```
public struct Generator<Value>: Sendable {
    private let body: @Sendable (inout RandomDraws) -> Value

    /// A generator that draws with `body`.
    public init(_ body: @escaping @Sendable (inout RandomDraws) -> Value) { self.body = body }

    /// Draws one value.
    public func draw(from draws: inout RandomDraws) -> Value { body(&draws) }

    /// The same value every time.
    public static func constant(_ value: Value) -> Generator where Value: Sendable { Generator { _ in value } }

    /// One of `values`, uniformly; `values` must not be empty.
    public static func element(of values: [Value]) -> Generator where Value: Sendable {
        precondition(!values.isEmpty, "Generator.element(of:) needs at least one value")
        return Generator { $0.element(of: values) }
    }

    /// A value from one of `generators`, chosen uniformly.
    public static func oneOf(_ generators: [Generator]) -> Generator {
        weighted(generators.map { (1, $0) })
    }

    /// A value from one of `choices`, each chosen in proportion to its weight.
    public static func weighted(_ choices: [(Int, Generator)]) -> Generator {
        precondition(choices.contains { $0.0 > 0 }, "Generator.weighted needs a choice with a positive weight")
        let weights = choices.map(\.0)
        let generators = choices.map(\.1)
        return Generator { draws in generators[draws.weightedIndex(weights)].draw(from: &draws) }
    }

    /// The generator's values transformed.
    public func map<Other>(_ transform: @escaping @Sendable (Value) -> Other) -> Generator<Other> {
        Generator<Other> { transform(self.draw(from: &$0)) }
    }

    /// A generator chosen by this one's value (a length, then that many elements).
    public func flatMap<Other>(_ next: @escaping @Sendable (Value) -> Generator<Other>) -> Generator<Other> {
        Generator<Other> { draws in next(self.draw(from: &draws)).draw(from: &draws) }
    }

    /// An array of values whose length is drawn from `length`.
    public func array(length: ClosedRange<Int>) -> Generator<[Value]> {
        Generator<[Value]> { draws in (0..<draws.int(in: length)).map { _ in self.draw(from: &draws) } }
    }
}

extension Generator where Value == Int {
    /// A whole number in `range`.
    public static func int(in range: ClosedRange<Int>) -> Generator { Generator { $0.int(in: range) } }
}

extension Generator where Value == Bool {
    /// True or false.
    public static var bool: Generator { Generator { $0.bool() } }
}

extension Generator where Value == String {
    /// A string of characters from `alphabet`, its length drawn from `length`.
    public static func string(of alphabet: String, length: ClosedRange<Int>) -> Generator {
        let characters = Array(alphabet)
        precondition(!characters.isEmpty, "Generator.string(of:length:) needs a non-empty alphabet")
        return Generator { draws in String((0..<draws.int(in: length)).map { _ in draws.element(of: characters) }) }
    }
}
