import Foundation
import Reel
import ReelLog

/// A test scene for shrinking logs: a count that cheers from three clicks on and throws a party
/// (a timer) at every third click, and a hum that nothing shows.
enum Clicker: LoggableScene {
    struct Model: Equatable, Sendable {
        var count = 0
        var hum = 0
    }

    enum Msg: Equatable, Sendable, Codable {
        case clicked
        case unclicked
        case hummed
        case partyStarted
    }

    static let messageSamples: [Msg] = [.clicked, .unclicked, .hummed, .partyStarted]

    static func start(_ input: Void) -> (Model, Effect<Msg>) { (Model(), .none) }

    static func update(_ model: inout Model, _ msg: Msg) -> Effect<Msg> { update(&model, msg, partyDelay: .seconds(1)) }

    /// The update with its party delay as a parameter, so that a changed copy can change it.
    static func update(_ model: inout Model, _ msg: Msg, partyDelay: Duration) -> Effect<Msg> {
        switch msg {
        case .clicked:
            model.count += 1
            return model.count > 0 && model.count % 3 == 0 ? .after(partyDelay, send: .partyStarted, id: "party") : .none
        case .unclicked: model.count -= 1
        case .hummed: model.hum += 1
        case .partyStarted: break
        }
        return .none
    }

    static func render(_ model: Model, into frame: inout Frame) { render(model, into: &frame, cheersFrom: 3) }

    /// The frame with the count it cheers from as a parameter, so that a changed copy can change it.
    static func render(_ model: Model, into frame: inout Frame, cheersFrom: Int) {
        frame.draw("Clicks: \(model.count)", x: 0, y: 0)
        if model.count >= cheersFrom { frame.draw("hooray!", x: 0, y: 1) }
    }

    /// Records `messages` as a program runs them (a virtual clock: no party ever starts) to a new
    /// temporary file, and returns its URL.
    static func record(_ messages: [Msg]) throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("clicker-\(UUID().uuidString).jsonl")
        let recorder = try LogRecorder<Clicker>(to: url, frameSize: FrameSize(width: 20, height: 2))
        let program = Program<Clicker>(
            input: (), services: Services(timers: VirtualClock()), frameSize: FrameSize(width: 20, height: 2),
            observer: recorder.record)
        for msg in messages { program.send(msg) }
        program.expectDrained()
        recorder.close()
        if let failure = recorder.failure { throw failure }
        return url
    }
}

/// A copy of the Clicker: its model, messages, start, update and frames, unless it changes one.
protocol ClickerCopy: LoggableScene where Input == Void, Model == Clicker.Model, Msg == Clicker.Msg {}

extension ClickerCopy {
    static var appName: String { Clicker.appName }
    static var messageSamples: [Msg] { Clicker.messageSamples }
    static func start(_ input: Void) -> (Model, Effect<Msg>) { Clicker.start(input) }
    static func update(_ model: inout Model, _ msg: Msg) -> Effect<Msg> { Clicker.update(&model, msg) }
    static func render(_ model: Model, into frame: inout Frame) { Clicker.render(model, into: &frame) }
}

/// Today's Clicker, changed: it cheers from four clicks on, so a log's frame at three differs.
enum ClickerCheeringLater: ClickerCopy {
    static func render(_ model: Model, into frame: inout Frame) { Clicker.render(model, into: &frame, cheersFrom: 4) }
}

/// Today's Clicker, changed: its parties start after two seconds, so a log's commands differ.
enum ClickerPartyingLater: ClickerCopy {
    static func update(_ model: inout Model, _ msg: Msg) -> Effect<Msg> { Clicker.update(&model, msg, partyDelay: .seconds(2)) }
}
