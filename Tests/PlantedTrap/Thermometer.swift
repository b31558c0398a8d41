import Foundation
import Reel
import ReelLog
import ReelTesting

/// What is planted in ``Thermometer``: chosen by `--plant` on the command line, which a child
/// process is given too (it runs the same program with the same arguments).
enum Plant: String, Sendable {
    /// Now and then a reading is infinite, which breaks "readings are finite" and which JSON
    /// cannot hold: the child's record of the failure must still reach the parent.
    case infinity
    /// Reading 7 stops the process (SIGSTOP): the run never ends.
    case stop
    /// Reading 7 kills the process (SIGKILL), as an outside killer (the OOM killer) would.
    case kill
    /// Reading 7 makes `update` loop for ever.
    case loop

    /// The plant the command line names; nil when it names none.
    static let chosen: Plant? = {
        let arguments = CommandLine.arguments
        guard let at = arguments.firstIndex(of: "--plant"), at + 1 < arguments.count else { return nil }
        return Plant(rawValue: arguments[at + 1])
    }()
}

/// A scene whose messages carry a `Double` (a reading), with a ``Plant`` in its `update`.
enum Thermometer: LoggableScene {
    typealias Input = Void
    typealias Model = Double

    enum Msg: Equatable, Sendable, Codable {
        case read(Double)
    }

    static let messageSamples: [Msg] = [.read(1), .read(7)]
    static func start(_ input: Void) -> (Double, Effect<Msg>) { (0, .none) }

    static func update(_ model: inout Double, _ msg: Msg) -> Effect<Msg> {
        guard case .read(let reading) = msg else { return .none }
        model = reading
        if reading == 7 {
            // The planted chaos: not what an update may do, but what a test of the explorer needs.
            switch Plant.chosen {
            case .stop?: raise(SIGSTOP)
            case .kill?: raise(SIGKILL)
            case .loop?: while model == 7 { sched_yield() }
            case .infinity?, nil: break
            }
        }
        return .none
    }

    static func render(_ model: Double, into frame: inout Frame) {
        _ = frame.draw("reading: \(model)", x: 0, y: 0, width: frame.size.width)
    }

    /// Readings 0 to 9, and infinity one time in twenty when that is planted.
    static var readings: Generator<Msg> {
        let finite = Generator<Int>.int(in: 0...9).map { Msg.read(Double($0)) }
        guard Plant.chosen == .infinity else { return finite }
        return .weighted([(19, finite), (1, .constant(.read(.infinity)))])
    }
}
