import ReelExampleSupport
import Reel

/// A live feed: the lines of a long-lived HTTP response (`GET /feed`), shown as they arrive.
///
/// The stream is a subscription, declared while the feed is followed: pausing stops it (the
/// connection is closed, and a line already on its way is dropped), following again opens a new
/// one. The scene never touches the network; the app registers a runner for ``HTTPLines``.
public enum Feed: AppScreen {
    /// Where the feed is.
    public struct Input: Sendable {
        /// The backend.
        public var api: API

        /// Creates an input.
        public init(api: API) { self.api = api }
    }

    /// How the stream stands.
    public enum StreamState: Hashable, Sendable {
        /// Lines arrive as the server sends them.
        case live
        /// The user paused: no stream runs.
        case paused
        /// The server ended the stream.
        case ended
        /// The stream failed; the reason in one line.
        case failed(String)
    }

    /// The feed's state.
    public struct Model: Hashable, Sendable {
        /// The backend.
        public var api: API
        /// The lines received, oldest first (the last ``kept`` only).
        public var lines: [String] = []
        /// How the stream stands.
        public var stream: StreamState = .live

        /// Creates a model.
        public init(api: API, lines: [String] = [], stream: StreamState = .live) {
            self.api = api
            self.lines = lines
            self.stream = stream
        }
    }

    /// What happens to the feed.
    public enum Msg: Hashable, Sendable, Codable {
        /// A line arrived.
        case lineArrived(String)
        /// The server ended the stream.
        case streamEnded
        /// The stream failed.
        case streamFailed(String)
        /// The user paused the feed.
        case pauseTapped
        /// The user followed it again.
        case followTapped
        /// The user asked to go back.
        case backTapped
    }

    /// How many lines are kept.
    public static let kept = 500

    public static let name = "feed"

    public static func title(of model: Model) -> String { "Live feed" }

    /// `feed`.
    public static func input(for route: AppRoute, in context: AppContext) -> Result<Input, RouteRefusal>? {
        route.segments == ["feed"] ? .success(Input(api: context.api)) : nil
    }

    public static func start(_ input: Input) -> (Model, Effect<Msg>) { (Model(api: input.api), .none) }

    public static func update(_ model: inout Model, _ msg: Msg) -> Effect<Msg> {
        switch msg {
        case .lineArrived(let line):
            model.lines.append(line)
            if model.lines.count > kept { model.lines.removeFirst(model.lines.count - kept) }
        case .streamEnded: model.stream = .ended
        case .streamFailed(let reason): model.stream = .failed(reason)
        case .pauseTapped: model.stream = .paused
        case .followTapped: model.stream = .live
        case .backTapped: return .navigate(.pop)
        }
        return .none
    }

    /// The stream, while live.
    public static func subscriptions(_ model: Model) -> Subscriptions<Msg> {
        guard model.stream == .live else { return .none }
        return .source(stream(model.api), id: "feed") { event in
            switch event {
            case .line(let line): .lineArrived(line)
            case .ended: .streamEnded
            case .failed(let error): .streamFailed(error.description)
            }
        }
    }

    /// The stream's source: `GET /feed`.
    public static func stream(_ api: API) -> HTTPLines { HTTPLines(.get(api.url("feed"))) }

    public static func render(_ model: Model, hint: String, into frame: inout Frame) {
        let body = frame.sceneBody
        let shown = model.lines.suffix(max(0, body.height))
        if shown.isEmpty { frame.draw(model.stream == .live ? "Waiting for the first line…" : "No lines.", x: body.x, y: body.y) }
        for (row, line) in shown.enumerated() { frame.draw(line, x: body.x, y: body.y + row, width: body.width) }
        let status = switch model.stream {
        case .live: "Live · \(model.lines.count) lines"
        case .paused: "Paused · \(model.lines.count) lines"
        case .ended: "Ended · \(model.lines.count) lines"
        case .failed(let reason): "! \(reason)"
        }
        frame.drawSceneStatus(status, hint: hint)
    }
}

extension Feed {
    /// Every feed message.
    public static let messageSamples: [Msg] = [
        .lineArrived("x"), .streamEnded, .streamFailed("x"), .pauseTapped, .followTapped, .backTapped,
    ]

    /// The stream source.
    public static var sourceSamples: [any SubscriptionSource] { [HTTPLines(.get("x"))] }
}
