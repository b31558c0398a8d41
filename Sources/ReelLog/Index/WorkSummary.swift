import Reel

/// The commands and subscription changes of a step, as an inspector lists them: one short line
/// each, naming the kind, the id and the scope first, read from the JSON a log stores.
///
/// ```
/// http login.request in screen-1: POST fixture://api/login
/// timer search.debounce in screen-3: after 300 ms send {"screen":{"id":3,…}}
/// start screen-3/search.progress: every 200 ms
/// stop screen-3/search.progress
/// ```
///
/// What a log stores is already redacted (a secret header is `<redacted>`), and nothing here
/// reads anything else.
package enum WorkSummary {
    /// The longest detail shown after a command's kind, id and scope.
    package static let detailLimit = 100

    /// One line per command of a commands array (`[]` gives none); text that is not a JSON array
    /// is shown as it is, cut to a line.
    package static func commands(_ json: String) -> [String] {
        guard case .array(let items)? = try? JSONParser.parse(Array(json.utf8)) else { return [json.abbreviated(to: detailLimit)] }
        return items.map { command($0, scopes: []) }
    }

    /// One line per subscription started, stopped or restarted, from a step's `subscriptions`
    /// object; none for nil (no change).
    package static func subscriptions(_ json: String?) -> [String] {
        guard let json else { return [] }
        guard case .object(let changes)? = try? JSONParser.parse(Array(json.utf8)) else { return [json.abbreviated(to: detailLimit)] }
        var lines: [String] = []
        for kind in ["start", "restart", "stop"] {
            guard case .array(let items)? = changes[kind] else { continue }
            for item in items {
                switch item {
                case .string(let id): lines.append("\(kind) \(id)")
                case .object(var fields):
                    let id = fields.removeValue(forKey: "id").flatMap(text) ?? "?"
                    lines.append("\(kind) \(id): " + subscriptionDetail(fields))
                default: lines.append("\(kind) \(shown(item))")
                }
            }
        }
        return lines
    }

    /// `kind id in scope: detail`, unwrapping scoped commands into their scope path.
    private static func command(_ value: JSONValue, scopes: [String]) -> String {
        guard case .object(let members) = value, members.count == 1, let (kind, body) = members.first else {
            return shown(value)
        }
        if kind == "scoped", case .object(let scoped) = body, let inner = scoped["command"] {
            return command(inner, scopes: scopes + [scoped["scope"].flatMap(text) ?? "?"])
        }
        var fields: [String: JSONValue] = [:]
        var id: String?
        if case .object(let object) = body {
            fields = object
            id = fields.removeValue(forKey: "id").flatMap(text)
        }
        let name = [kind, id].compactMap { $0 }.joined(separator: " ") + (scopes.isEmpty ? "" : " in " + scopes.joined(separator: "/"))
        let detail: String
        switch kind {
        case "http": detail = httpDetail(fields)
        case "timer": detail = "after \(fields["after"].map(shown) ?? "?") ms send " + (fields["send"].map(shown) ?? "?")
        default: detail = fields.isEmpty ? (text(body) ?? (body == .object([:]) ? "" : shown(body))) : shown(.object(fields))
        }
        return detail.isEmpty ? name : "\(name): \(detail.abbreviated(to: detailLimit))"
    }

    private static func httpDetail(_ fields: [String: JSONValue]) -> String {
        guard case .object(let request)? = fields["request"] else { return shown(.object(fields)) }
        return [request["method"], request["url"]].compactMap { $0.flatMap(text) }.joined(separator: " ")
    }

    private static func subscriptionDetail(_ fields: [String: JSONValue]) -> String {
        if let every = fields["every"] { return "every \(shown(every)) ms" }
        if case .object(let source)? = fields["source"] {
            return "source " + (source["type"].flatMap(text) ?? "?") + (source["value"].map { " " + shown($0) } ?? "")
        }
        return shown(.object(fields))
    }

    /// A string's text, or nil for any other value.
    private static func text(_ value: JSONValue) -> String? {
        if case .string(let text) = value { text } else { nil }
    }

    /// A value as one line of compact JSON.
    private static func shown(_ value: JSONValue) -> String {
        let json = (try? CanonicalJSONEncoder().encode(value)).map { String(decoding: $0, as: UTF8.self) } ?? "\(value)"
        return json.abbreviated(to: detailLimit)
    }
}
