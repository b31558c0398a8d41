/// The message cases a schema is made of, each with a short hash of its shapes: what a log header
/// keeps so that a log recorded with another schema can say which cases changed.
///
/// A case is named by the enum cases on the way down to it, read from a sample's JSON. Swift
/// encodes `case queryChanged(String)` as `{"queryChanged":{"_0":"…"}}`: an object of one key
/// whose value is an object of fields. The name follows such keys down through the fields
/// (`screen.search.queryChanged` for the app's `.screen(id: 3, msg: .search(.queryChanged("a")))`),
/// skipping the field labels, and taking the first field (by key) that holds a case. App-defined
/// request and source types are named `request TAG` and `source TAG`.
///
/// JSON cannot tell a message enum from a payload enum (`searchFailed(.timedOut)` looks like
/// `search(.queryChanged)`), so names go all the way down; to keep the header short, while there
/// are more than ``maxCases`` names the deepest ones are merged into their parent
/// (`screen.search.searchFailed.timedOut` into `screen.search.searchFailed`). Each name gets 6 hex
/// digits of FNV-1a over its distinct shapes, sorted. The schema fingerprint itself still decides
/// whether a log is refused; these only explain why.
package enum SchemaCases {
    /// The most names a header lists: the example app's 11 scenes keep about 75 (2,700 characters).
    package static let maxCases = 96

    /// Each case's name and the hash of its shapes.
    package static func of<Msg: Encodable>(
        _ samples: [Msg], requests: [any Request] = [], sources: [any SubscriptionSource] = []
    ) -> [String: String] {
        var shapes: [[String]: Set<String>] = [:]
        let encoder = LogCoding.makeEncoder()
        for sample in samples {
            guard let value = try? JSONParser.parse(Array(encoder.encode(sample))) else { continue }
            shapes[path(of: value), default: []].insert(value.shape)
        }
        for request in requests {
            shapes[["request " + SchemaFingerprint.tag(of: request)], default: []].insert(SchemaFingerprint.shape(of: request))
        }
        for source in sources {
            shapes[["source " + SchemaFingerprint.tag(of: source)], default: []].insert(SchemaFingerprint.shape(of: source))
        }
        while shapes.count > maxCases, let depth = shapes.keys.map(\.count).max(), depth > 1 {
            for (path, merged) in shapes where path.count == depth {
                shapes[path] = nil
                shapes[Array(path.dropLast()), default: []].formUnion(merged)
            }
        }
        var cases: [String: String] = [:]
        for (path, set) in shapes {
            cases[path.joined(separator: ".")] = String(FNV1a.hex(FNV1a.hash(set.sorted().joined(separator: "\n"))).prefix(6))
        }
        return cases
    }

    /// What changed from the recorded cases to the current ones, one phrase each: removed cases
    /// first, then added ones, then those that changed shape, each group sorted by name.
    package static func changes(from recorded: [String: String], to current: [String: String]) -> [String] {
        let removed = recorded.keys.filter { current[$0] == nil }.sorted().map { "case \"\($0)\" was removed" }
        let added = current.keys.filter { recorded[$0] == nil }.sorted().map { "case \"\($0)\" was added" }
        let changed = current.filter { name, hash in recorded[name].map { $0 != hash } ?? false }.keys.sorted()
            .map { "case \"\($0)\" changed shape" }
        return removed + added + changed
    }

    /// The case path of an encoded message: `["screen", "search", "queryChanged"]`, or
    /// `["message"]` for a value that is not an enum case.
    static func path(of value: JSONValue) -> [String] {
        var path: [String] = []
        var node: JSONValue? = value
        while let (name, fields) = node.flatMap(enumCase) {
            path.append(name)
            node = firstCase(in: fields)
        }
        return path.isEmpty ? ["message"] : path
    }

    /// The first field, by key, that holds an enum case.
    private static func firstCase(in fields: JSONValue) -> JSONValue? {
        guard case .object(let members) = fields else { return nil }
        return members.keys.sorted().lazy.compactMap { members[$0] }.first { enumCase($0) != nil }
    }

    /// The name and fields of an encoded enum case: an object of one key whose value is an object.
    private static func enumCase(_ value: JSONValue) -> (String, JSONValue)? {
        guard case .object(let members) = value, members.count == 1, let (name, fields) = members.first,
              case .object = fields else { return nil }
        return (name, fields)
    }
}
