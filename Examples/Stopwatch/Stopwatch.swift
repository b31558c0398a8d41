import ReelExampleSupport
import Foundation
import Reel

/// A stopwatch: start, stop, lap, reset. Time comes from an `every(100 ms)` subscription that
/// runs only while the watch runs; each lap is stamped with the current time, asked for with the
/// built-in time request. Nothing here reads a clock: the scene stays pure and replays exactly.
public enum Stopwatch: AppScreen {
    /// How often the running watch ticks, and so its resolution.
    public static let tick: Duration = .milliseconds(100)

    /// One lap: its number, the watch's reading when it was taken, and the wall time it was stamped at.
    public struct Lap: Hashable, Sendable, Codable {
        /// 1 for the first lap.
        public var number: Int
        /// The watch's reading.
        public var elapsed: Duration
        /// When the lap was taken.
        public var at: Date

        /// Creates a lap.
        public init(number: Int, elapsed: Duration, at: Date) {
            self.number = number
            self.elapsed = elapsed
            self.at = at
        }
    }

    /// The watch's state.
    public struct Model: Hashable, Sendable {
        /// Whether the watch runs (and so ticks).
        public var running = false
        /// The reading: the ticks received so far times ``tick``.
        public var elapsed: Duration = .zero
        /// The laps, first first.
        public var laps: [Lap] = []

        /// Creates a model.
        public init(running: Bool = false, elapsed: Duration = .zero, laps: [Lap] = []) {
            self.running = running
            self.elapsed = elapsed
            self.laps = laps
        }
    }

    /// What happens to a stopwatch.
    public enum Msg: Hashable, Sendable, Codable {
        /// The user started the watch.
        case startTapped
        /// The user stopped it.
        case stopTapped
        /// The user took a lap.
        case lapTapped
        /// The user reset it.
        case resetTapped
        /// The user asked to go back.
        case backTapped
        /// The running watch ticked.
        case ticked(Date)
        /// A lap's time stamp arrived, for the reading taken when the lap was tapped.
        case lapStamped(elapsed: Duration, at: Date)
    }

    public static let name = "stopwatch"

    public static func title(of model: Model) -> String { "Stopwatch" }

    /// `stopwatch`.
    public static func input(for route: AppRoute, in context: AppContext) -> Result<Void, RouteRefusal>? {
        route.segments == ["stopwatch"] ? .success(()) : nil
    }

    public static func start(_ input: Void) -> (Model, Effect<Msg>) { (Model(), .none) }

    public static func update(_ model: inout Model, _ msg: Msg) -> Effect<Msg> {
        switch msg {
        case .startTapped: model.running = true
        case .stopTapped: model.running = false
        case .resetTapped: model = Model()
        case .backTapped: return .navigate(.pop)
        case .ticked: model.elapsed += tick
        case .lapTapped:
            let elapsed = model.elapsed
            return .now { .lapStamped(elapsed: elapsed, at: $0) }
        case .lapStamped(let elapsed, let at):
            model.laps.append(Lap(number: model.laps.count + 1, elapsed: elapsed, at: at))
        }
        return .none
    }

    /// Ticks every 100 ms while running; nothing while stopped.
    public static func subscriptions(_ model: Model) -> Subscriptions<Msg> {
        model.running ? .every(tick, id: "tick") { .ticked($0) } : .none
    }

    public static func render(_ model: Model, hint: String, into frame: inout Frame) {
        let body = frame.sceneBody
        frame.draw(reading(model.elapsed), x: body.x, y: body.y)
        frame.draw(model.running ? "running" : (model.elapsed == .zero ? "ready" : "stopped"), x: body.x + 12, y: body.y)
        let rows = model.laps.reversed().map { "Lap \($0.number)  \(reading($0.elapsed))  at \(clockTime($0.at))" }
        if !rows.isEmpty, body.height > 2 {
            frame.drawList(rows, selection: nil, in: Rect(x: body.x, y: body.y + 2, width: body.width, height: body.height - 2))
        }
        frame.drawSceneStatus(model.running ? "Running" : "Stopped", hint: hint)
    }

    /// `01:02.3`: minutes, seconds and tenths.
    public static func reading(_ elapsed: Duration) -> String {
        let tenths = Int(elapsed.components.seconds * 10 + elapsed.components.attoseconds / 100_000_000_000_000_000)
        let minutes = tenths / 600, seconds = tenths / 10 % 60
        return (minutes < 10 ? "0" : "") + "\(minutes):" + (seconds < 10 ? "0" : "") + "\(seconds).\(tenths % 10)"
    }

    /// `14:05:09` in UTC, so that a frame reads the same on every machine.
    static func clockTime(_ date: Date) -> String {
        let seconds = Int(date.timeIntervalSince1970.rounded(.down)) % 86_400
        func two(_ n: Int) -> String { n < 10 ? "0\(n)" : "\(n)" }
        return "\(two(seconds / 3600)):\(two(seconds / 60 % 60)):\(two(seconds % 60)) UTC"
    }
}

extension Stopwatch {
    /// Every stopwatch message.
    public static let messageSamples: [Msg] = [
        .startTapped, .stopTapped, .lapTapped, .resetTapped, .backTapped, .ticked(Date(timeIntervalSince1970: 0)),
        .lapStamped(elapsed: .zero, at: Date(timeIntervalSince1970: 0)),
    ]
}
