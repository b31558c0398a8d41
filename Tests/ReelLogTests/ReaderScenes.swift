import Reel
import ReelLog

/// A file read, as first shipped: by path.
struct ReadV1: Request {
    typealias Response = String
    static let tag = "read"
    var path: String
}

/// The same request today: it says how the file is encoded.
struct ReadV2: Request {
    typealias Response = String
    static let tag = "read"
    var path: String
    var encoding: String
}

/// A scene that reads a file when opened, with either version of the request.
protocol ReadRequest: Request where Response == String { static var sample: Self { get } }
extension ReadV1: ReadRequest { static let sample = ReadV1(path: "notes.txt") }
extension ReadV2: ReadRequest { static let sample = ReadV2(path: "notes.txt", encoding: "utf8") }

enum Reader<R: ReadRequest>: LoggableScene {
    enum Msg: Equatable, Sendable, Codable {
        case opened
        case read(String)
    }
    static var appName: String { "Reader" }
    static var messageSamples: [Msg] { [.opened, .read("x")] }
    static var requestSamples: [any Request] { [R.sample] }
    static func start(_ input: Void) -> (String, Effect<Msg>) { ("", .none) }
    static func update(_ text: inout String, _ msg: Msg) -> Effect<Msg> {
        switch msg {
        case .opened: return .request(R.sample) { .read($0) }
        case .read(let read): text = read
        }
        return .none
    }
    static func render(_ text: String, into frame: inout Frame) { frame.draw(text, x: 0, y: 0) }
}
