import Observation
import Reel

/// A screen's model for the store benchmarks: ten values that ten views read, one of which each
/// message changes.
enum FormBench: Scene {
    struct Model: Equatable, Sendable {
        var title = "Profile"
        var first = "Ada"
        var last = "Lovelace"
        var email = "ada@example.com"
        var count = 0
        var enabled = true
        var progress = 0.5
        var notice: String?
        var tags = ["math", "engines"]
        var selection = 3
    }

    enum Msg: Equatable, Sendable, Codable { case tapped }

    static func start(_ input: Void) -> (Model, Effect<Msg>) { (Model(), .none) }

    @inline(never)
    static func update(_ model: inout Model, _ msg: Msg) -> Effect<Msg> {
        model.count &+= 1
        return .none
    }

    static func render(_ model: Model, into frame: inout Frame) { frame.draw("\(model.title) \(model.count)", x: 0, y: 0) }
}

/// A list of 1,000 rows, as a screen shows 30 of them; each message toggles one row.
enum ListBench: Scene {
    struct Row: Equatable, Sendable, Identifiable {
        var id: Int
        var title: String
        var done = false
    }

    struct Model: Equatable, Sendable {
        var rows = IdentifiedRows((0..<1_000).map { Row(id: $0, title: "Row \($0)") })
    }

    enum Msg: Equatable, Sendable, Codable {
        case row(Int, RowMsg)
    }

    enum RowMsg: Equatable, Sendable, Codable { case toggled }

    static func start(_ input: Void) -> (Model, Effect<Msg>) { (Model(), .none) }

    @inline(never)
    static func update(_ model: inout Model, _ msg: Msg) -> Effect<Msg> {
        switch msg {
        case .row(let id, .toggled): model.rows[id: id]?.done.toggle()
        }
        return .none
    }

    static func render(_ model: Model, into frame: inout Frame) { frame.draw("\(model.rows.count) rows", x: 0, y: 0) }
}

/// The bare loop of `store-send`: the same ten values in a class observed as the `@Observable`
/// macro would write it (each property's read registers with the registrar, each write tells it),
/// changed in place with no store, no program and no comparison.
@MainActor
final class ObservedForm: Observable {
    private let registrar = ObservationRegistrar()
    private var model = FormBench.Model()

    var title: String { registrar.access(self, keyPath: \.title); return model.title }
    var first: String { registrar.access(self, keyPath: \.first); return model.first }
    var last: String { registrar.access(self, keyPath: \.last); return model.last }
    var email: String { registrar.access(self, keyPath: \.email); return model.email }
    var count: Int { registrar.access(self, keyPath: \.count); return model.count }
    var enabled: Bool { registrar.access(self, keyPath: \.enabled); return model.enabled }
    var progress: Double { registrar.access(self, keyPath: \.progress); return model.progress }
    var notice: String? { registrar.access(self, keyPath: \.notice); return model.notice }
    var tags: [String] { registrar.access(self, keyPath: \.tags); return model.tags }
    var selection: Int { registrar.access(self, keyPath: \.selection); return model.selection }

    func tap() {
        registrar.withMutation(of: self, keyPath: \.count) { _ = FormBench.update(&model, .tapped) }
    }
}

/// A row of `store-list-1000`'s bare loop: an observable object per row, as a SwiftUI list of
/// `@Observable` row models is written.
@MainActor
final class ObservedRow: Observable {
    private let registrar = ObservationRegistrar()
    private var row: ListBench.Row

    init(_ row: ListBench.Row) { self.row = row }

    var title: String { registrar.access(self, keyPath: \.title); return row.title }
    var done: Bool { registrar.access(self, keyPath: \.done); return row.done }

    func toggle() {
        registrar.withMutation(of: self, keyPath: \.done) { row.done.toggle() }
    }
}

/// The list of `store-list-1000`'s bare loop: the rows, observed as a whole by the list's view.
@MainActor
final class ObservedList: Observable {
    private let registrar = ObservationRegistrar()
    private let all = ListBench.Model().rows.map { ObservedRow($0) }

    var rows: [ObservedRow] { registrar.access(self, keyPath: \.rows); return all }
}

/// `FormBench`'s screen beside a list of 10,000 rows that was scrolled through once: each row's
/// view read its row once, and one message then changed every row.
enum ScrolledBench: Scene {
    typealias Row = ListBench.Row

    struct Model: Equatable, Sendable {
        var title = "Profile"
        var first = "Ada"
        var last = "Lovelace"
        var email = "ada@example.com"
        var count = 0
        var enabled = true
        var progress = 0.5
        var notice: String?
        var tags = ["math", "engines"]
        var selection = 3
        var rows = IdentifiedRows((0..<10_000).map { Row(id: $0, title: "Row \($0)") })
    }

    enum Msg: Equatable, Sendable, Codable { case tapped, allToggled }

    static func start(_ input: Void) -> (Model, Effect<Msg>) { (Model(), .none) }

    @inline(never)
    static func update(_ model: inout Model, _ msg: Msg) -> Effect<Msg> {
        switch msg {
        case .tapped: model.count &+= 1
        case .allToggled: for id in model.rows.ids { model.rows[id: id]?.done.toggle() }
        }
        return .none
    }

    static func render(_ model: Model, into frame: inout Frame) { frame.draw("\(model.title) \(model.count)", x: 0, y: 0) }
}
