import Reel

/// The message cases a schema is made of, each with a short hash of its shapes: what a log header
/// keeps so that a log recorded with other message shapes is read by the cases it uses.
///
/// A case is named by its path, the enum cases on the way down to it (``EncodedCase``):
/// `screen.search.queryChanged` for the app's `.screen(id: 3, msg: .search(.queryChanged("a")))`.
/// App-defined request and source types are named `request TAG` and `source TAG`.
///
/// **Shape.** A case's shape is the set of JSON shapes its samples encode to
/// (`{"queryChanged":{"_0":string}}`): the case's name and those of the cases around it, every
/// field's label, and each value's JSON kind (string, number, bool, null, array, object), all the
/// way down through nested structs and enums, as far as the samples show them: an optional field
/// counts as present or absent as sampled, a nested enum by the cases sampled, an array by its
/// elements' shapes. Not part of it: the values, Swift's type names, which kind of number
/// (`Int` or `Double`), key order, how many elements an array holds, and whatever no sample
/// shows. What the shape cannot see is still caught when a log is read, by decoding (a message
/// that no longer decodes is refused naming its case and step), and when it is verified.
///
/// JSON cannot tell a message enum from a payload enum (`searchFailed(.timedOut)` looks like
/// `search(.queryChanged)`), so names go all the way down; to keep the header short, while there
/// are more than ``maxCases`` names the deepest ones are merged into their parent
/// (`screen.search.searchFailed.timedOut` into `screen.search.searchFailed`). Each name gets 6 hex
/// digits of FNV-1a over its distinct shapes, sorted.
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
            shapes[EncodedCase.path(of: value), default: []].insert(value.shape)
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
}
