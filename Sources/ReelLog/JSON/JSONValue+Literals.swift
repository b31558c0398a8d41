import Reel

/// Literals and member access, so that a migration reads like the JSON it writes:
/// `fields["limit"] = 20`, `["_0": "Ada"]`.
extension JSONValue: ExpressibleByStringLiteral, ExpressibleByIntegerLiteral, ExpressibleByFloatLiteral,
    ExpressibleByBooleanLiteral, ExpressibleByNilLiteral, ExpressibleByArrayLiteral, ExpressibleByDictionaryLiteral
{
    /// A string.
    public init(stringLiteral value: String) { self = .string(value) }
    /// A whole number.
    public init(integerLiteral value: Int) { self = .number(String(value)) }
    /// A number with a fraction.
    public init(floatLiteral value: Double) { self = .number(value.description) }
    /// `true` or `false`.
    public init(booleanLiteral value: Bool) { self = .bool(value) }
    /// `null`.
    public init(nilLiteral: ()) { self = .null }
    /// An array.
    public init(arrayLiteral elements: JSONValue...) { self = .array(elements) }
    /// An object; of keys given twice, the last is kept.
    public init(dictionaryLiteral elements: (String, JSONValue)...) {
        self = .object(Dictionary(elements, uniquingKeysWith: { _, last in last }))
    }

    /// An object's member (nil when absent or when the value is not an object); setting one on a
    /// value that is not an object makes it an object of that one member, and setting nil removes it.
    public subscript(key: String) -> JSONValue? {
        get {
            guard case .object(let members) = self else { return nil }
            return members[key]
        }
        set {
            var members: [String: JSONValue] = [:]
            if case .object(let existing) = self { members = existing }
            members[key] = newValue
            self = .object(members)
        }
    }
}

extension JSONValue: CustomStringConvertible {
    /// The value as compact JSON, keys sorted.
    public var description: String { String(decoding: jsonBytes, as: UTF8.self) }

    /// The value as compact JSON, written as logs write commands (``CanonicalJSONEncoder``: keys
    /// sorted by their UTF-8 bytes, strings escaped alike); numbers keep their text.
    var jsonBytes: [UInt8] {
        var bytes: [UInt8] = []
        slot.write(to: &bytes)
        return bytes
    }

    /// The value as the canonical encoder's tree, which writes it.
    private var slot: JSONSlot {
        let slot = JSONSlot()
        switch self {
        case .null: slot.content = .null
        case .bool(let value): slot.content = .literal(value ? "true" : "false")
        case .number(let text): slot.content = .literal(text)
        case .string(let text): slot.content = .string(text)
        case .array(let items): slot.content = .array(items.map(\.slot))
        case .object(let members): slot.content = .object(members.map { ($0.key, $0.value.slot) })
        }
        return slot
    }
}
