import Reel
import ReelTesting
import Testing

/// A tester states a child's work as the child's own code states it, and sees a message for a
/// child that is gone as dropped.
@Suite("SceneTester: children")
struct SceneTesterChildrenTests {
    private enum Bell: Scene {
        typealias Model = Int
        enum Msg: Equatable, Sendable, Codable { case ring, rang, close }
        static func start(_ input: Void) -> (Int, Effect<Msg>) { (0, .none) }
        static func update(_ model: inout Int, _ msg: Msg) -> Effect<Msg> {
            switch msg {
            case .ring: return .after(.seconds(1), send: .rang, id: "bell")
            case .rang: model += 1
            case .close: break
            }
            return .none
        }
        static func render(_ model: Int, into frame: inout Frame) {}
    }

    private enum Sheet: Scene {
        struct Model: Equatable, Sendable { var bell: Int? }
        enum Msg: Equatable, Sendable, Codable { case bell(Bell.Msg), open }
        static let bell = OptionalChild<Sheet, Bell>(\.bell, scope: "bell", Msg.bell) {
            if case .bell(let msg) = $0 { msg } else { nil }
        }
        static let children = Children<Sheet>(bell)
        static func start(_ input: Void) -> (Model, Effect<Msg>) { (Model(), .none) }
        static func update(_ model: inout Model, _ msg: Msg) -> Effect<Msg> {
            children.update(&model, msg) { model, msg in
                switch msg {
                case .open: return bell.present(Bell.start(()), in: &model)
                case .bell(.close): model.bell = nil
                case .bell: break
                }
                return .none
            }
        }
        static func render(_ model: Model, into frame: inout Frame) {}
    }

    @Test("given a child's timer stated through its kind, when the child closes itself, then the cancel is stated and a later message for it is dropped")
    func childWorkAndDrops() {
        let t = SceneTester<Sheet>(input: ())
        t.send(.open, { $0.bell = 0 }, commands: [.cancelScope("bell")])
        t.send(.bell(.ring), commands: Sheet.bell.lift(.after(.seconds(1), send: .rang, id: "bell")))
        t.send(.bell(.close), { $0.bell = nil }, commands: [.cancelScope("bell")])
        t.advance(by: .seconds(2))
        t.send(.bell(.rang))
        t.finish()
        #expect(t.dropped == [.bell(.rang)])
    }

    @Test("given a child's expected command stated without its scope, then the tester names the difference")
    func unscopedExpectationFails() throws {
        let log = FailureLog()
        let t = SceneTester<Sheet>(input: (), reporter: log.reporter)
        t.send(.open, { $0.bell = 0 }, commands: [.cancelScope("bell")])
        t.send(.bell(.ring), commands: [.timer(after: .seconds(1), send: .bell(.rang), id: "bell")])
        t.discardInFlight()
        let failure = try #require(log.failures.first)
        #expect(failure.contains("[bell] after 1000ms"), "\(failure)")
    }
}
