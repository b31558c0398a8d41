import Reel

/// An enum case as Swift's synthesized `Codable` writes it: an object of one key, the case's name,
/// whose value is an object of its fields (`{"queryChanged":{"_0":"a"}}`).
///
/// A message of a nested scene is a case whose fields hold another case
/// (`{"screen":{"id":3,"msg":{"search":{"_0":{"queryChanged":{"_0":"a"}}}}}}`): its *path* is the
/// names on the way down, `screen.search.queryChanged`, following at each level the first field
/// (by key) that holds a case. Log headers name cases by their paths, and migrations find the
/// case they change by its path.
enum EncodedCase {
    /// The name and fields of an encoded case; nil for any other value.
    static func split(_ value: JSONValue) -> (name: String, fields: [String: JSONValue])? {
        guard case .object(let members) = value, members.count == 1, let (name, fields) = members.first,
              case .object(let fieldMembers) = fields else { return nil }
        return (name, fieldMembers)
    }

    /// The case path of an encoded message: `["screen", "search", "queryChanged"]`, or `["message"]`
    /// for a value that is not an enum case.
    static func path(of value: JSONValue) -> [String] {
        var path: [String] = []
        var node: JSONValue? = value
        while let (name, fields) = node.flatMap(split) {
            path.append(name)
            node = caseField(in: fields).flatMap { fields[$0] }
        }
        return path.isEmpty ? ["message"] : path
    }

    /// The key of the first field, by key, that holds a case.
    static func caseField(in fields: [String: JSONValue]) -> String? {
        fields.keys.sorted().first { split(fields[$0]!) != nil }
    }

    /// The message with the case at the end of `path` replaced by what `change` makes of its name
    /// and fields (an object); nil when the message's path does not start with `path`.
    static func rewrite(
        _ value: JSONValue, at path: ArraySlice<String>, _ change: (String, JSONValue) throws -> (String, JSONValue)
    ) rethrows -> JSONValue? {
        guard let wanted = path.first, let (name, fields) = split(value), name == wanted else { return nil }
        if path.count == 1 {
            let (newName, newFields) = try change(name, .object(fields))
            return .object([newName: newFields])
        }
        guard let key = caseField(in: fields), let inner = try rewrite(fields[key]!, at: path.dropFirst(), change) else {
            return nil
        }
        var rewritten = fields
        rewritten[key] = inner
        return .object([name: .object(rewritten)])
    }
}
