import Foundation

/// A route (`catalog/item/lemon`, `share/lemon?name=Lemon`) split into its path segments and query
/// items, percent-decoded, for a scene to recognise as its own.
public struct AppRoute: Hashable, Sendable, CustomStringConvertible {
    /// The route as written.
    public let text: String
    /// The path's segments; empty ones skipped.
    public let segments: [String]
    /// The query items.
    public let query: [String: String]

    /// Parses a route.
    public init(_ text: String) {
        self.text = text
        let parts = text.split(separator: "?", maxSplits: 1, omittingEmptySubsequences: false)
        segments = parts[0].split(separator: "/").map { Self.decode($0) }
        var query: [String: String] = [:]
        if parts.count > 1 {
            for item in parts[1].split(separator: "&") {
                let pair = item.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
                query[Self.decode(pair[0])] = pair.count > 1 ? Self.decode(pair[1]) : ""
            }
        }
        self.query = query
    }

    /// The route as written.
    public var description: String { text }

    private static func decode(_ text: Substring) -> String {
        String(text).removingPercentEncoding ?? String(text)
    }
}

/// What the app knows when it opens a route: where the backend is, who is signed in, its settings.
public struct AppContext: Sendable {
    /// The backend.
    public var api: API
    /// Who is signed in, if anyone.
    public var session: Session?
    /// Where the notes example keeps its notes.
    public var notesPath: String

    /// Creates a context.
    public init(api: API, session: Session? = nil, notesPath: String = "notes.json") {
        self.api = api
        self.session = session
        self.notesPath = notesPath
    }
}
