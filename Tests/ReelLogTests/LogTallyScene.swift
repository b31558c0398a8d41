import Reel
import ReelLog

/// A test scene for logs: a count saved 300 ms after the last change, and a quota fetched over
/// HTTP with the user's token (the scene's input), whose answer comes back as a message.
enum LogTally: LoggableScene {
    struct Model: Equatable, Sendable {
        var token: String
        var count = 0
        var saved: Int?
        var quota = "unknown"
    }

    enum Msg: Equatable, Sendable, Codable {
        case incrementTapped
        case decrementTapped
        case saveTimerFired
        case quotaRequested
        case quotaResponded(String)
    }

    static let messageSamples: [Msg] = [
        .incrementTapped, .decrementTapped, .saveTimerFired, .quotaRequested, .quotaResponded("3 left"),
    ]

    static func start(_ token: String) -> (Model, Effect<Msg>) { (Model(token: token), .none) }

    static func update(_ model: inout Model, _ msg: Msg) -> Effect<Msg> {
        update(&model, msg, step: 1, saveDelay: .milliseconds(300))
    }

    /// The update with its constants as parameters, so that test doubles can change one of them.
    static func update(_ model: inout Model, _ msg: Msg, step: Int, saveDelay: Duration) -> Effect<Msg> {
        switch msg {
        case .incrementTapped, .decrementTapped:
            model.count += msg == .incrementTapped ? step : -step
            return .after(saveDelay, send: .saveTimerFired, id: "save")
        case .saveTimerFired:
            model.saved = model.count
            return .none
        case .quotaRequested:
            let request = HTTPRequest.get(
                "http://quota.test/quota", headers: [HTTPHeader("Authorization", "Bearer \(model.token)")])
            return .http(request, id: "quota") { result in
                switch result {
                case .success(let response): .quotaResponded(String(decoding: response.body, as: UTF8.self))
                case .failure(let error): .quotaResponded("error: \(error)")
                }
            }
        case .quotaResponded(let quota):
            model.quota = quota
            return .none
        }
    }

    static func render(_ model: Model, into frame: inout Frame) {
        frame.draw("Tally", x: 0, y: 0)
        frame.draw("Count: \(model.count)", x: 2, y: 2)
        frame.draw(model.saved == model.count ? "saved" : "not saved", x: 2, y: 3)
        frame.draw("Quota: \(model.quota)", x: 2, y: 5)
    }
}

/// LogTally with a bug: it counts by two.
enum LogTallyCountingByTwo: LoggableScene {
    typealias Model = LogTally.Model
    typealias Msg = LogTally.Msg
    static let appName = LogTally.appName
    static var messageSamples: [Msg] { LogTally.messageSamples }
    static func start(_ token: String) -> (Model, Effect<Msg>) { LogTally.start(token) }
    static func update(_ model: inout Model, _ msg: Msg) -> Effect<Msg> {
        LogTally.update(&model, msg, step: 2, saveDelay: .milliseconds(300))
    }
    static func render(_ model: Model, into frame: inout Frame) { LogTally.render(model, into: &frame) }
}

/// LogTally with another bug: it saves after 500 ms.
enum LogTallySavingLater: LoggableScene {
    typealias Model = LogTally.Model
    typealias Msg = LogTally.Msg
    static let appName = LogTally.appName
    static var messageSamples: [Msg] { LogTally.messageSamples }
    static func start(_ token: String) -> (Model, Effect<Msg>) { LogTally.start(token) }
    static func update(_ model: inout Model, _ msg: Msg) -> Effect<Msg> {
        LogTally.update(&model, msg, step: 1, saveDelay: .milliseconds(500))
    }
    static func render(_ model: Model, into frame: inout Frame) { LogTally.render(model, into: &frame) }
}
