import Reel
import ReelLog

/// The scene whose shards' reports the report reader is fuzzed with: messages of several shapes
/// (no payload, text, a `Double` that may be infinite, an optional), and a property that breaks
/// in some runs, so that the seed reports hold failures, shrunk sessions and plain counts.
enum ReportFuzzScene: LoggableScene {
    enum Msg: Equatable, Sendable, Codable {
        case tapped
        case named(String)
        case read(Double)
        case picked(Int?)
    }

    static let messageSamples: [Msg] = [.tapped, .named("a"), .read(1.5), .read(.infinity), .picked(2), .picked(nil)]

    static func start(_ input: Void) -> (Double, Effect<Msg>) { (0, .none) }

    static func update(_ model: inout Double, _ msg: Msg) -> Effect<Msg> {
        switch msg {
        case .tapped: model += 1
        case .named(let name): model = Double(name.count)
        case .read(let reading): model = reading
        case .picked(let pick): model = Double(pick ?? 0)
        }
        return .none
    }

    static func render(_ model: Double, into frame: inout Frame) {
        _ = frame.draw("\(model)", x: 0, y: 0, width: frame.size.width)
    }
}
