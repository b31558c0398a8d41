import Foundation
@testable import Reel
@testable import ReelLog

/// The scene the log reader is fuzzed with: messages of many shapes (no payload, text, numbers,
/// optionals, nested values), so that the fuzzer reaches message decoding, replay and rendering,
/// and a migration of every kind from its first version (``FuzzSceneV0``).
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

    static let messageMigrations: [MessageMigration] = [
        .renamed("clicked", to: "tapped", version: 1),
        .split("scoredText", version: 2) { fields in
            guard case .string(let text)? = fields["_0"], Double(text) != nil else { return ("queryChanged", fields) }
            return ("scored", ["_0": .number(text)])
        },
        .fieldAdded("label", default: nil, to: "moved", version: 3),
        .reshaped("itemsLoaded", version: 4) { fields in
            guard case .string(let item)? = fields["_0"] else { throw MessageMigration.Refusal("no item") }
            return ["_0": [.string(item)]]
        },
        .removed("dropped", version: 5, .dropped),
        .removed("refused", version: 6, .refused("it cannot be replayed")),
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

/// ``FuzzScene`` as first shipped, whose header the fuzzer also puts in front of inputs: its
/// messages reach the migrations of every kind.
enum FuzzSceneV0: LoggableScene {
    enum Msg: Equatable, Sendable, Codable {
        case clicked
        case scoredText(String)
        case moved(to: FuzzScene.Point)
        case itemsLoaded(String)
        case dropped
        case refused
    }

    static let appName = "FuzzScene"
    static let messageSamples: [Msg] = [.clicked, .scoredText("1"), .moved(to: FuzzScene.Point(x: 1, y: 2)), .itemsLoaded("a"), .dropped, .refused]

    static func start(_ input: Void) -> (String, Effect<Msg>) { ("", .none) }
    static func update(_ model: inout String, _ msg: Msg) -> Effect<Msg> { .none }
    static func render(_ model: String, into frame: inout Frame) {}
}
