import Reel

/// A JSON value inside a `Codable` type (the log header's input): written and read back as the
/// same JSON, whatever it holds.
///
/// Numbers are written from their text as an integer when they are one, otherwise as a `Double`;
/// read back, an integer keeps its digits and any other number is the `Double` it parses to.
extension JSONValue: Codable {
    /// Reads any JSON value.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        if container.decodeNil() {
            self = .null
        } else if let bool = try? container.decode(Bool.self) {
            self = .bool(bool)
        } else if let integer = try? container.decode(Int64.self) {
            self = .number(String(integer))
        } else if let number = try? container.decode(Double.self) {
            self = .number(String(number))
        } else if let string = try? container.decode(String.self) {
            self = .string(string)
        } else if let items = try? container.decode([JSONValue].self) {
            self = .array(items)
        } else {
            self = .object(try container.decode([String: JSONValue].self))
        }
    }

    /// Writes the value as the same JSON.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        switch self {
        case .null: try container.encodeNil()
        case .bool(let bool): try container.encode(bool)
        case .number(let text):
            if let integer = Int64(text) {
                try container.encode(integer)
            } else {
                try container.encode(Double(text) ?? 0)
            }
        case .string(let string): try container.encode(string)
        case .array(let items): try container.encode(items)
        case .object(let members): try container.encode(members)
        }
    }
}
