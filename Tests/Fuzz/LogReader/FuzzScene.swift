import Foundation

/// The scene the log reader is fuzzed with: messages of many shapes (no payload, text, numbers,
/// optionals, nested values), so that the fuzzer reaches message decoding, replay and rendering.
enum FuzzScene: LoggableScene {
    struct Point: Equatable, Sendable, Codable {
        var x: Int
        var y: Int
    }

    enum Msg: Equatable, Sendable, Codable {
        case tapped
        case queryChanged(String)
        case moved(to: Point, label: String?)
        case scored(Double)
        case itemsLoaded([String])
    }

    static let messageSamples: [Msg] = [
        .tapped, .queryChanged("q"), .moved(to: Point(x: 1, y: 2), label: "a"), .moved(to: Point(x: 1, y: 2), label: nil),
        .scored(1.5), .itemsLoaded(["a"]),
    ]

    static func start(_ input: Void) -> (String, Effect<Msg>) { ("", .none) }

    static func update(_ model: inout String, _ msg: Msg) -> Effect<Msg> {
        switch msg {
        case .tapped: model += "."
        case .queryChanged(let query): return .after(.milliseconds(300), send: .itemsLoaded([query]), id: "search")
        case .moved(let point, let label): model = "\(point.x),\(point.y) \(label ?? "")"
        case .scored(let score): model = "score \(score)"
        case .itemsLoaded(let items): model = items.joined(separator: " ")
        }
        return .none
    }

    static func render(_ model: String, into frame: inout Frame) {
        frame.draw(model, x: 0, y: 0)
    }
}
