import Reel

/// A JSON value: how a log holds a message before it is decoded, and what a ``MessageMigration``
/// reads and writes.
///
/// Numbers keep their text so nothing is lost or rounded; two numbers are the same value when
/// their texts say the same exact value (`1` and `1.0`; never two values one `Double` rounds
/// to). Write values with
/// literals: `["_0": "Ada", "_1": 3, "pinned": false]`.
///
/// Only arrays and objects are boxed: a scalar held by a static migration (a field's default)
/// is stored inline, never behind a pointer that carries the enum's tag in its spare bits, which
/// LeakSanitizer cannot follow. (Boxing them too, or none, moved `record` and `replay-verify` by
/// up to 7% in wall time with the same instruction counts: the code's layout, measured.)
public enum JSONValue: Equatable, Sendable {
    /// `null`.
    case null
    /// `true` or `false`.
    case bool(Bool)
    /// A number, as its JSON text (`3`, `-0.5`, `1e3`).
    case number(String)
    /// A string.
    case string(String)
    /// An array.
    indirect case array([JSONValue])
    /// An object; its keys are unique and unordered.
    indirect case object([String: JSONValue])

    /// The value's shape: its structure and kinds of values, with the values themselves left out.
    ///
    /// Object keys are sorted and an array's element shapes are deduplicated and sorted, so the
    /// shape does not depend on key order or on how many elements an array happened to hold.
    var shape: String {
        switch self {
        case .null: "null"
        case .bool: "bool"
        case .number: "number"
        case .string: "string"
        case .array(let items): "[" + Set(items.map(\.shape)).sorted().joined(separator: ",") + "]"
        case .object(let members):
            "{" + members.keys.sorted().map { "\(Self.quoted($0)):\(members[$0]!.shape)" }.joined(separator: ",") + "}"
        }
    }

    /// Whether two values are the same JSON, whatever the key order or number spelling: numbers
    /// by their exact value (``ExactNumber``), strings and keys by their UTF-8 bytes (Swift's `==`
    /// would take `"é"` for `"e\u{301}"`, which hash to different frames).
    func isSame(as other: JSONValue) -> Bool {
        switch (self, other) {
        case (.null, .null): true
        case let (.bool(a), .bool(b)): a == b
        case let (.number(a), .number(b)): ExactNumber.same(a, b)
        case let (.string(a), .string(b)): a.utf8.elementsEqual(b.utf8)
        case let (.array(a), .array(b)): a.count == b.count && zip(a, b).allSatisfy { $0.isSame(as: $1) }
        case let (.object(a), .object(b)):
            // A key is looked up as Swift compares strings, then its bytes are compared: one object
            // never holds two keys that are the same string (the parser refuses them).
            a.count == b.count
                && a.allSatisfy { key, value in
                    guard let found = b.index(forKey: key), b[found].key.utf8.elementsEqual(key.utf8) else { return false }
                    return value.isSame(as: b[found].value)
                }
        default: false
        }
    }

    private static func quoted(_ key: String) -> String {
        "\"" + key.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"") + "\""
    }
}
