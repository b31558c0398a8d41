import Reel

/// A search that asks a server 300 ms after the last keystroke; the latest query wins.
public enum Search: Scene {
    public struct Model: Equatable, Sendable {
        public var query = ""
        public var results: [String] = []
    }

    public enum Msg: Equatable, Sendable, Codable {
        case queryChanged(String), debounceFired, answered([String])
    }

    public static func request(_ query: String) -> HTTPRequest {
        HTTPRequest(url: "http://127.0.0.1:1/search?query=\(query)")
    }

    public static func start(_ input: Void) -> (Model, Effect<Msg>) { (Model(), .none) }

    public static func update(_ model: inout Model, _ msg: Msg) -> Effect<Msg> {
        switch msg {
        case .queryChanged(let query):
            model.query = query
            return .after(.milliseconds(300), send: .debounceFired, id: "debounce")
        case .debounceFired:
            return .http(request(model.query), decoding: [String].self, id: "search") { result in
                .answered((try? result.get()) ?? [])
            }
        case .answered(let results):
            model.results = results
            return .none
        }
    }

    public static func render(_ model: Model, into frame: inout Frame) {
        frame.draw("Search: \(model.query)", x: 2, y: 1)
        for (row, result) in model.results.enumerated() { frame.draw(result, x: 2, y: 3 + row) }
    }
}
