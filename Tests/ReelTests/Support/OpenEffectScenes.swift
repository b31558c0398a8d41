import Dispatch
import Foundation
import Reel
import ReelLog

/// An app-defined request: echo a text back, answered by whatever handler the test registers.
struct Echo: Request, Hashable {
    typealias Response = String
    var text: String
    static var tag: String { "echo" }
}

/// An app-defined source: pulses numbered from 1, emitted by the test through `PulseHub`.
struct Pulses: SubscriptionSource, Hashable {
    typealias Event = Int
    var channel: String
}

/// A scene that uses every new kind of effect: echo requests by id, the time, and subscriptions
/// it declares from its model (a tick while `ticking`, a pulse channel while `listening`).
enum Gadget: LoggableScene {
    struct Model: Equatable, Sendable {
        var ticking = false
        var interval = 100
        var listening: String?
        var ticks = 0
        var echoes: [String] = []
        var pulses: [Int] = []
        var times: [Date] = []
        var notes: [String] = []
    }

    enum Msg: Equatable, Sendable, Codable {
        case startTicking, stopTicking, setInterval(Int), ticked(Date)
        case listen(String?), pulsed(Int)
        case echo(String), echoed(String), cancelEcho
        case askTime, timeIs(Date)
        case note(String)
    }

    static let echoID: EffectID = "echo"

    static func start(_ input: Void) -> (Model, Effect<Msg>) { (Model(), .none) }

    static func update(_ model: inout Model, _ msg: Msg) -> Effect<Msg> {
        switch msg {
        case .startTicking: model.ticking = true
        case .stopTicking: model.ticking = false
        case .setInterval(let milliseconds): model.interval = milliseconds
        case .ticked: model.ticks += 1
        case .listen(let channel): model.listening = channel
        case .pulsed(let number): model.pulses.append(number)
        case .echo(let text): return .request(Echo(text: text), id: echoID) { .echoed($0) }
        case .echoed(let text): model.echoes.append(text)
        case .cancelEcho: return .cancel(echoID)
        case .askTime: return .now { .timeIs($0) }
        case .timeIs(let date): model.times.append(date)
        case .note(let text): model.notes.append(text)
        }
        return .none
    }

    static func subscriptions(_ model: Model) -> Subscriptions<Msg> {
        var all: [Subscription<Msg>] = []
        if model.ticking { all.append(.every(.milliseconds(model.interval), id: "tick") { .ticked($0) }) }
        if let channel = model.listening { all.append(.source(Pulses(channel: channel), id: "pulses") { .pulsed($0) }) }
        return Subscriptions(all)
    }

    static func render(_ model: Model, into frame: inout Frame) {
        frame.draw("ticks \(model.ticks) echoes \(model.echoes.count) pulses \(model.pulses.count)", x: 0, y: 0)
    }

    static let messageSamples: [Msg] = [
        .startTicking, .stopTicking, .setInterval(1), .ticked(Date(timeIntervalSince1970: 0)), .listen("x"), .listen(nil),
        .pulsed(1), .echo("x"), .echoed("x"), .cancelEcho, .askTime, .timeIs(Date(timeIntervalSince1970: 0)), .note("x"),
    ]
    static var requestSamples: [any Request] { [Echo(text: "x")] }
    static var sourceSamples: [any SubscriptionSource] { [Pulses(channel: "x")] }
}

/// Holds echo requests until the test answers them, answering even after a cancel (the worst case).
final class HeldEchoes: @unchecked Sendable {
    private let lock = NSLock()
    private var waiting: [(text: String, respond: @Sendable (String) -> Void)] = []
    private(set) var cancelled: [String] = []
    private let started = DispatchSemaphore(value: 0)

    /// Services with this as the echo handler.
    func services(timers: any TimerService = DispatchTimers()) -> Services {
        var services = Services(timers: timers, seed: 1)
        services.register(Echo.self) { [self] request, respond in
            lock.withLock { waiting.append((request.text, respond)) }
            started.signal()
            return Stop { [self] in lock.withLock { cancelled.append(request.text) } }
        }
        return services
    }

    func waitForRequests(_ count: Int) -> Bool {
        (0..<count).allSatisfy { _ in started.wait(timeout: .now() + 10) == .success }
    }

    /// Answers the request for `text` with `text` uppercased.
    func answer(_ text: String) {
        let respond = lock.withLock { () -> (@Sendable (String) -> Void)? in
            guard let index = waiting.firstIndex(where: { $0.text == text }) else { return nil }
            return waiting.remove(at: index).respond
        }
        respond?(text.uppercased())
    }
}

/// Runs `Pulses` sources the test drives by hand: which are running, and emitting into them.
final class PulseHub: @unchecked Sendable {
    private let lock = NSLock()
    private var emitters: [String: @Sendable (Int) -> Void] = [:]
    private(set) var started: [String] = []
    private(set) var stopped: [String] = []

    func register(in services: inout Services) {
        services.register(source: Pulses.self) { [self] source, emit in
            lock.withLock {
                emitters[source.channel] = emit
                started.append(source.channel)
            }
            return Stop { [self] in lock.withLock { stopped.append(source.channel) } }
        }
    }

    /// Emits `number` on a channel, even after it was stopped (the worst case).
    func emit(_ number: Int, on channel: String) {
        let emit = lock.withLock { emitters[channel] }
        emit?(number)
    }
}

struct Stop: Cancellable {
    let action: @Sendable () -> Void
    func cancel() { action() }
}
