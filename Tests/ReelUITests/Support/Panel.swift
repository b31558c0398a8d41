import Foundation
import Reel
import ReelLog

/// A screen for the store's tests: fields that views read apart, a list of rows with messages of
/// their own, a request answered by hand, a send-now echo and a tick.
enum Panel: LoggableScene {
    struct Row: Equatable, Sendable, Identifiable {
        var id: Int
        var title: String
        var done = false
    }

    struct Model: Equatable, Sendable {
        var query = ""
        var count = 0
        var answers: [String] = []
        var rows: IdentifiedRows<Row> = []
        var ticking = false
        var ticks = 0
        /// Every message applied, by name, in order: what the tests read FIFO order from.
        var applied: [String] = []
    }

    enum Msg: Equatable, Sendable, Codable {
        case queryChanged(String)
        case tapped
        case fetchTapped(String)
        case answered(String)
        case echoTapped(String)
        case rowsLoaded(Int)
        case rowAppended(String)
        case tickingToggled
        case ticked(Date)
        case row(Int, RowMsg)
    }

    enum RowMsg: Equatable, Sendable, Codable {
        case toggled
        case renamed(String)
    }

    /// A request answered by the test (held by ``HeldFetches``); its id is its name, so the latest of one name wins.
    struct Fetch: Request {
        typealias Response = String
        var name: String
    }

    static let messageSamples: [Msg] = [
        .queryChanged("q"), .tapped, .fetchTapped("f"), .answered("a"), .echoTapped("e"), .rowsLoaded(1),
        .rowAppended("r"), .tickingToggled, .ticked(Date(timeIntervalSince1970: 0)), .row(1, .toggled), .row(1, .renamed("r")),
    ]

    static let requestSamples: [any Request] = [Fetch(name: "f")]

    static func start(_ input: Void) -> (Model, Effect<Msg>) { (Model(), .none) }

    static func update(_ model: inout Model, _ msg: Msg) -> Effect<Msg> {
        model.applied.append(name(of: msg))
        switch msg {
        case .queryChanged(let query):
            model.query = query
        case .tapped:
            model.count += 1
        case .fetchTapped(let name):
            return .request(Fetch(name: name), id: EffectID("fetch " + name)) { .answered($0) }
        case .answered(let answer):
            model.answers.append(answer)
        case .echoTapped(let text):
            return .send(.answered("echo " + text))
        case .rowsLoaded(let count):
            model.rows = IdentifiedRows((1...max(count, 1)).prefix(count).map { Row(id: $0, title: "row \($0)") })
        case .rowAppended(let title):
            model.rows.append(Row(id: (model.rows.ids.max() ?? 0) + 1, title: title))
        case .tickingToggled:
            model.ticking.toggle()
        case .ticked:
            model.ticks += 1
        case .row(let id, .toggled):
            model.rows[id: id]?.done.toggle()
        case .row(let id, .renamed(let title)):
            model.rows[id: id]?.title = title
        }
        return .none
    }

    static func subscriptions(_ model: Model) -> Subscriptions<Msg> {
        model.ticking ? .every(.milliseconds(100), id: "tick") { .ticked($0) } : .none
    }

    static func render(_ model: Model, into frame: inout Frame) {
        frame.draw("query: \(model.query)  count: \(model.count)  ticks: \(model.ticks)", x: 0, y: 0)
        for (line, answer) in model.answers.suffix(5).enumerated() { frame.draw(answer, x: 0, y: 1 + line) }
        for (line, row) in model.rows.prefix(10).enumerated() {
            frame.draw("\(row.done ? "[x]" : "[ ]") \(row.title)", x: 0, y: 7 + line)
        }
    }

    static func name(of msg: Msg) -> String {
        switch msg {
        case .queryChanged(let query): "query \(query)"
        case .tapped: "tap"
        case .fetchTapped(let name): "fetch \(name)"
        case .answered(let answer): "answer \(answer)"
        case .echoTapped(let text): "echo \(text)"
        case .rowsLoaded(let count): "rows \(count)"
        case .rowAppended(let title): "append \(title)"
        case .tickingToggled: "toggle ticking"
        case .ticked: "tick"
        case .row(let id, let msg): "row \(id) \(msg)"
        }
    }
}

/// Fetches held until a test answers them, from whichever thread it likes.
final class HeldFetches: @unchecked Sendable {
    private let held = Locked<[(name: String, respond: @Sendable (String) -> Void)]>([])

    /// Services whose `Fetch` requests wait here.
    func services(timers: any TimerService = DispatchTimers()) -> Services {
        var services = Services(timers: timers)
        services.register(Panel.Fetch.self) { [held] request, respond in
            held.withLock { $0.append((request.name, respond)) }
            return NotCancellable()
        }
        return services
    }

    /// The names of the fetches waiting, oldest first.
    var waiting: [String] { held.withLock { $0.map(\.name) } }

    /// Answers the fetch with this name.
    func answer(_ name: String, with answer: String) {
        let respond = held.withLock { held -> (@Sendable (String) -> Void)? in
            guard let index = held.firstIndex(where: { $0.name == name }) else { return nil }
            return held.remove(at: index).respond
        }
        respond?(answer)
    }
}
